import { BarType, DiagnosticCode, Model, SymbolKind } from "../../abi";
import { diagnosticCode, hasDiagnostic, midiOfNote, noteDuration, nth, parse } from "./helpers";

const EIGHTH = Model.TicksPerWhole / 8;

describe("broken rhythm past what takes no time (ABC 2.1 4.4)", () => {
  it("dots the last note before a bar and moves the bar with it", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\nc|>d e|\n");
    expect<i32>(noteDuration(ctx, 0)).toBe((EIGHTH * 3) / 2);
    expect<i32>(noteDuration(ctx, 1)).toBe(EIGHTH / 2);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Bar, 0))).toBe((EIGHTH * 3) / 2);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.NoNoteBeforeBrokenRhythm)).toBe(false);
  });

  it("reads past a grace group and an inline field", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\nc{g}[K:D]>d\n");
    expect<i32>(noteDuration(ctx, 0)).toBe((EIGHTH * 3) / 2);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 1))).toBe((EIGHTH * 3) / 2);
  });

  it("still needs a note before it in the voice", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n|>d\n");
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.NoNoteBeforeBrokenRhythm);
  });
});

describe("an overlay longer than its measure (ABC 2.1 7.4)", () => {
  it("moves the bar and the overlaid voice to where the overlay ends", () => {
    const ctx = parse("X:1\nL:1/8\nM:2/8\nK:C\nc2|d&e2|f2|\n");
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.WrongOverlayDuration);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Bar, 1))).toBe(4 * EIGHTH);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 3))).toBe(4 * EIGHTH);
  });

  it("leaves the bar where it is after a shorter overlay", () => {
    const ctx = parse("X:1\nL:1/8\nM:2/8\nK:C\nc2|d2&e|f2|\n");
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Bar, 1))).toBe(4 * EIGHTH);
  });
});

describe("accidentals past bars that end no measure (ABC 2.1 4.2)", () => {
  it("keep a sharp past a dotted and an invisible bar, not past a real one", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n^f .| f [|] f | f\n");
    expect<i32>(midiOfNote(ctx, 1)).toBe(78);
    expect<i32>(midiOfNote(ctx, 2)).toBe(78);
    expect<i32>(midiOfNote(ctx, 3)).toBe(77);
  });
});

describe("a lone colon", () => {
  it("is a dotted bar", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\nc : d|\n");
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 0))).toBe(BarType.Dotted);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.BadCharacter)).toBe(false);
  });
});
