import { BarType, DiagnosticCode, DiagnosticField, Model, SymbolKind } from "../../abi";
import { SymbolBits } from "../../model/tables";
import { Context } from "../../context";
import { diagnosticCode, hasDiagnostic, midiOfNote, noteDuration, nth, parse } from "./helpers";

const EIGHTH = Model.TicksPerWhole / 8;

/** Number of symbols of `kind` in the parsed tune. */
function count(ctx: Context, kind: i32): i32 {
  let n = 0;
  for (let id = 0; id < ctx.symbols.count; id++) if (ctx.symbols.kind.get(id) == kind) n++;
  return n;
}

/** Source offset of the n-th diagnostic's argument (the character it names). */
function argumentAt(ctx: Context, n: i32): i32 {
  return ctx.diagnostics.records.get(n * DiagnosticField.Stride + DiagnosticField.ArgStart);
}

describe("chords broken by a character a chord cannot hold (ABC 2.1 4.17)", () => {
  it("drops the heads before a blank and reads those after it as notes", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n[f/2 B/2 ]|\n");
    expect<i32>(count(ctx, SymbolKind.Note)).toBe(1);
    expect<i32>(ctx.symbols.headCount.get(nth(ctx, SymbolKind.Note, 0))).toBe(1);
    expect<i32>(midiOfNote(ctx, 0)).toBe(71);
    expect<i32>(noteDuration(ctx, 0)).toBe(EIGHTH / 2);
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.NotANote);
    expect<i32>(argumentAt(ctx, 0)).toBe(18);
  });

  it("makes [F4 A4 d4 f4] three notes one after the other", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n[F4 A4 d4 f4]|\n");
    expect<i32>(count(ctx, SymbolKind.Note)).toBe(3);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 2))).toBe(8 * EIGHTH);
  });

  it("reads a rest inside a chord as the break: [Cz2] drops C, [zC2] keeps C2", () => {
    const dropped = parse("X:1\nL:1/8\nK:C\n[Cz2]|\n");
    expect<i32>(count(dropped, SymbolKind.Note)).toBe(0);
    expect<i32>(count(dropped, SymbolKind.Rest)).toBe(0);
    const kept = parse("X:1\nL:1/8\nK:C\n[zC2]|\n");
    expect<i32>(count(kept, SymbolKind.Note)).toBe(1);
    expect<i32>(noteDuration(kept, 0)).toBe(2 * EIGHTH);
  });

  it("keeps the accidental of a dropped head for the rest of the measure", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n[^c e c]|\n");
    expect<i32>(midiOfNote(ctx, 1)).toBe(73);
    const open = parse("X:1\nL:1/8\nK:C\n[^ce\nc|\n");
    expect<i32>(midiOfNote(open, 0)).toBe(73);
  });

  it("drops a chord left open before a comment, and reads the next line", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n[ce%d]\nB|\n");
    expect<i32>(count(ctx, SymbolKind.Note)).toBe(1);
    expect<i32>(midiOfNote(ctx, 0)).toBe(71);
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.BadCharacter);
  });

  it("keeps a well-formed chord with decorations, slurs and ties inside", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n[!tenuto!F,(A.c-]|\n");
    expect<i32>(ctx.symbols.headCount.get(nth(ctx, SymbolKind.Note, 0))).toBe(3);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.NotANote)).toBe(false);
  });
});

describe("note lengths with more than one division (ABC 2.1 4.3)", () => {
  it("reads a/4/ as a/4 and b//4 as b/4", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\na/4/ b//4 c///2 d//\n");
    expect<i32>(noteDuration(ctx, 0)).toBe(EIGHTH / 4);
    expect<i32>(noteDuration(ctx, 1)).toBe(EIGHTH / 4);
    expect<i32>(noteDuration(ctx, 2)).toBe(EIGHTH / 2);
    expect<i32>(noteDuration(ctx, 3)).toBe(EIGHTH / 4);
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.BadCharacter);
  });
});

describe("brackets that open no chord", () => {
  it("reads [] as an invisible bar that takes no time", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nF []A\n");
    const bar = nth(ctx, SymbolKind.Bar, 0);
    expect<i32>(ctx.symbols.value.get(bar)).toBe(BarType.Invisible);
    expect<i32>(count(ctx, SymbolKind.Rest)).toBe(0);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 1))).toBe(Model.TicksPerWhole / 4);
  });

  it("reads [\"text\" after a space as a repeat ending on the bar before it", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nF :| [\"last\" A|]\n");
    const bar = nth(ctx, SymbolKind.Bar, 0);
    expect<bool>(ctx.symbols.hasFlag(bar, SymbolBits.EndingStart)).toBe(true);
    expect<i32>(ctx.symbols.textEnd.get(bar) - ctx.symbols.textStart.get(bar)).toBe(4);
    expect<i32>(count(ctx, SymbolKind.Bar)).toBe(2);
  });

  it("drops a chord with no head, [!trill!], or a slur opened on none, [ce(], at its ]", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nF [!trill!] A|\n");
    expect<i32>(count(ctx, SymbolKind.Note)).toBe(2);
    expect<i32>(count(ctx, SymbolKind.Rest)).toBe(0);
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.NotANote);
    const slurred = parse("X:1\nL:1/4\nK:C\nF [ce(] A|\n");
    expect<i32>(count(slurred, SymbolKind.Note)).toBe(2);
  });
});
