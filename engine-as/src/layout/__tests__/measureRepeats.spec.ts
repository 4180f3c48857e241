import { ElementField, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { NoteheadBlack, Repeat1Bar, Repeat2Bars, RepeatBarSlash, TimeSig2, TimeSig3 } from "../../glyphs/smufl.generated";
import { countGlyphs, elementFloat, elementOf, nthDrawn, renderAbc } from "./helpers";

describe("%%repeat signs", () => {
  it("draws a one-bar sign per repeated measure in place of its notes, numbered from the second", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nCDEF|\n%%repeat 1 2\nCDEF|CDEF|\n");
    expect<i32>(countGlyphs(ctx, NoteheadBlack)).toBe(4);
    expect<i32>(countGlyphs(ctx, Repeat1Bar)).toBe(2);
    expect<i32>(countGlyphs(ctx, TimeSig3)).toBe(1);
  });

  it("centres the one-bar sign between the bar lines of its measure", () => {
    const ctx = new Context();
    // One music line: the first source line continues (\\) past the directive.
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nCDEF|\\\n%%repeat 1\nCDEF|G4|\n");
    const first = elementOf(ctx, nthDrawn(ctx, SymbolKind.Bar, 0));
    const second = elementOf(ctx, nthDrawn(ctx, SymbolKind.Bar, 1));
    const sign = elementOf(ctx, nthDrawn(ctx, SymbolKind.Note, 4));
    const left = elementFloat(ctx, first, ElementField.X) + elementFloat(ctx, first, ElementField.Width);
    const right = elementFloat(ctx, second, ElementField.X);
    const middle = elementFloat(ctx, sign, ElementField.X) + elementFloat(ctx, sign, ElementField.Width) * 0.5;
    expect<f32>(Mathf.abs(middle - (left + right) * 0.5)).toBeLessThan(0.3);
  });

  it("draws a two-bar sign numbered 2, and beat-repeat slashes", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nCDEF|GABc|\n%%repeat 2\nCDEF|GABc|\nCD\n%%repeat 2\nCD|\n");
    expect<i32>(countGlyphs(ctx, Repeat2Bars)).toBe(1);
    expect<i32>(countGlyphs(ctx, TimeSig2)).toBe(1);
    expect<i32>(countGlyphs(ctx, RepeatBarSlash)).toBe(1);
    expect<i32>(countGlyphs(ctx, NoteheadBlack)).toBe(10);
  });
});
