import { DiagnosticCode, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { SymbolBits } from "../../model/tables";
import { RepeatSign } from "../../model/values";
import { hasDiagnostic, nth, parse } from "./helpers";

/** Whether the n-th note is repeated music (not drawn). */
function repeated(ctx: Context, n: i32): bool {
  return ctx.symbols.hasFlag(nth(ctx, SymbolKind.Note, n), SymbolBits.Repeated);
}

/** The packed RepeatSign of the n-th note. */
function sign(ctx: Context, n: i32): i32 {
  return ctx.symbols.value2.get(nth(ctx, SymbolKind.Note, n));
}

// Messages and their places are abc2svg 1.22.1's for the same texts (black-boxed).
describe("%%repeat", () => {
  it("after a bar, draws each of the next k measures as a one-bar sign, numbered from the second", () => {
    const ctx = parse("X:1\nL:1/4\nM:4/4\nK:C\nCDEF|\n%%repeat 1 3\nGABc|GABc|GABc|CDEF|\n");
    for (let n = 0; n < 4; n++) expect<bool>(repeated(ctx, n)).toBe(false);
    for (let n = 4; n < 16; n++) expect<bool>(repeated(ctx, n)).toBe(true);
    expect<bool>(repeated(ctx, 16)).toBe(false);
    expect<i32>(sign(ctx, 4)).toBe(RepeatSign.OneBar);
    expect<i32>(sign(ctx, 5)).toBe(RepeatSign.None);
    expect<i32>(sign(ctx, 8)).toBe(RepeatSign.OneBar | (3 << 4));
    expect<i32>(sign(ctx, 12)).toBe(RepeatSign.OneBar | (4 << 4));
    expect<i32>(ctx.diagnostics.count).toBe(0);
  });

  it("draws two measures as one two-bar sign, carried by the second measure's first note", () => {
    const ctx = parse("X:1\nL:1/4\nM:4/4\nK:C\nCDEF|GABc|\n%%repeat 2\nCDEF|GABc|\n");
    expect<i32>(sign(ctx, 8)).toBe(RepeatSign.None);
    expect<i32>(sign(ctx, 12)).toBe(RepeatSign.TwoBars | (2 << 4));
    expect<bool>(repeated(ctx, 15)).toBe(true);
  });

  it("inside a measure, draws each group of n notes as a slash and keeps beams off them", () => {
    const ctx = parse("X:1\nL:1/8\nM:4/4\nK:C\nCDEF GA\n%%repeat 2 2\nEFGA|\n");
    expect<bool>(repeated(ctx, 5)).toBe(false);
    expect<i32>(sign(ctx, 6)).toBe(RepeatSign.Slash);
    expect<i32>(sign(ctx, 7)).toBe(RepeatSign.None);
    expect<i32>(sign(ctx, 8)).toBe(RepeatSign.Slash);
    expect<bool>(ctx.symbols.hasFlag(nth(ctx, SymbolKind.Note, 7), SymbolBits.BeamBreakBefore)).toBe(true);
  });

  it("checks the values and where the directive stands", () => {
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\n%%repeat\nCDEF|GABc|\n"), DiagnosticCode.RepeatCannotStartTune)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCDEF|GABc|\n%%repeat 3\nz4|z4|\n"), DiagnosticCode.BadFirstRepeatValue)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCDEF|GABc|\n%%repeat 0\nz4|z4|\n"), DiagnosticCode.BadFirstRepeatValue)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCDEF|\n%%repeat 1 -2\nGABc|\n"), DiagnosticCode.BadSecondRepeatValue)).toBe(true);
    // Three notes may be repeated inside a measure; only one or two measures after a bar.
    expect<i32>(parse("X:1\nK:C\nCDEF\n%%repeat 3\nDEF|\n").diagnostics.count).toBe(0);
  });

  it("reports missing measures or notes, and a bar among the notes", () => {
    const before = parse("X:1\nL:1/4\nM:4/4\nK:C\nCDEF|\n%%repeat 2\nGABc|\n");
    expect<bool>(hasDiagnostic(before, DiagnosticCode.NotEnoughMeasuresForRepeat)).toBe(true);
    expect<bool>(repeated(before, 4)).toBe(false);
    const after = parse("X:1\nL:1/4\nM:4/4\nK:C\nCDEF|\n%%repeat 1 3\nGABc|\n");
    expect<bool>(hasDiagnostic(after, DiagnosticCode.NotEnoughMeasuresForRepeat)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCDEF\n%%repeat 5\nGABc|\n"), DiagnosticCode.NotEnoughNotesForRepeat)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCD|EF\n%%repeat 3\nGA|Bc\n"), DiagnosticCode.BarInRepeatSequence)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCDEF\n%%repeat 2\nG|ABc\n"), DiagnosticCode.BarInRepeatSequence)).toBe(true);
    // A last measure without its bar still counts; nothing after the directive: nothing to check.
    expect<i32>(parse("X:1\nK:C\nCDEF|GABc|\n%%repeat 2 2\nGABc|GABc|GABc|GABc\n").diagnostics.count).toBe(0);
    expect<i32>(parse("X:1\nK:C\nCDEF\n%%repeat 2\n").diagnostics.count).toBe(0);
  });
});
