import { DiagnosticCode, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { AnnotationPlacement } from "../../model/tables";
import { hasDiagnostic, nth, parse } from "./helpers";

/** Number of decorations attached to the n-th note, and whether they form one run of rows. */
function decorationsOf(ctx: Context, n: i32): i32 {
  const note = nth(ctx, SymbolKind.Note, n);
  const symbol = ctx.decorations.symbol;
  let count = 0;
  let first = -1;
  for (let k = 0; k < symbol.length; k++) {
    if (symbol.get(k) != note) continue;
    if (first < 0) first = k;
    // Layout reads a symbol's rows as one run (layout/attachmentTables indexBySymbol).
    expect<i32>(k).toBe(first + count);
    count++;
  }
  return count;
}

/** Name of the k-th decoration of the n-th note, as its first character. */
function decorationName(ctx: Context, n: i32, k: i32): i32 {
  const note = nth(ctx, SymbolKind.Note, n);
  let seen = 0;
  for (let row = 0; row < ctx.decorations.count; row++) {
    if (ctx.decorations.symbol.get(row) != note) continue;
    if (seen++ == k) return ctx.source.at(ctx.decorations.nameStart.get(row));
  }
  return -1;
}

describe("s: symbol lines", () => {
  it("gives each item to the next note, * skipping one", () => {
    const ctx = parse("X:1\nK:C\nCDE|\ns:!trill! * \"Am\"\n");
    expect<i32>(decorationsOf(ctx, 0)).toBe(1);
    expect<i32>(decorationName(ctx, 0, 0)).toBe(116); // t
    expect<i32>(decorationsOf(ctx, 1)).toBe(0);
    expect<i32>(ctx.annotations.count).toBe(1);
    expect<i32>(ctx.annotations.symbol.get(0)).toBe(nth(ctx, SymbolKind.Note, 2));
    expect<i32>(ctx.annotations.placement.get(0)).toBe(AnnotationPlacement.ChordSymbol);
  });

  it("leaves rests out and moves past the next bar at |", () => {
    const ctx = parse("X:1\nK:C\nCz D|EF|\ns:!p! | !f!\n");
    expect<i32>(decorationsOf(ctx, 0)).toBe(1);
    expect<i32>(decorationsOf(ctx, 1)).toBe(0);
    expect<i32>(decorationsOf(ctx, 2)).toBe(1);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.TooManySymbolLineElements)).toBe(false);
  });

  it("keeps a note's own decorations and those of the s: line in one run of rows", () => {
    const ctx = parse("X:1\nK:C\n!trill!C !fermata!D|\ns:!p! !f!\n");
    expect<i32>(decorationsOf(ctx, 0)).toBe(2);
    expect<i32>(decorationsOf(ctx, 1)).toBe(2);
    expect<i32>(decorationName(ctx, 0, 1)).toBe(112); // p
  });

  it("starts at the music written since the previous s: line, and +: goes on where s: stopped", () => {
    const ctx = parse("X:1\nK:C\nCD|\nw:a\nEF|\ns:!p! !f!\n+:!mf!\nGA|\ns:.\n");
    expect<i32>(decorationsOf(ctx, 0)).toBe(1);
    expect<i32>(decorationsOf(ctx, 1)).toBe(1);
    expect<i32>(decorationsOf(ctx, 2)).toBe(1);
    expect<i32>(decorationsOf(ctx, 3)).toBe(0);
    expect<i32>(decorationsOf(ctx, 4)).toBe(1);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.TooManySymbolLineElements)).toBe(false);
  });

  it("reports a line with no music, its continuation, and items with no note left", () => {
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\ns:!p!\n+:!f!\nC|\n"), DiagnosticCode.SymbolLinesWithoutMusic)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\ns:!p!\n+:!f!\nC|\n"), DiagnosticCode.SymbolContinuationWithoutMusic)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCD|\ns:!p! !f! !mf!\n"), DiagnosticCode.TooManySymbolLineElements)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nCD\ns:!p! | !f!\n"), DiagnosticCode.NotEnoughBarsForSymbolLine)).toBe(true);
  });

  it("does not give an item with no note left to the music that follows", () => {
    const ctx = parse("X:1\nK:C\nC|\ns:!p! !f!\nD|\n");
    expect<i32>(decorationsOf(ctx, 0)).toBe(1);
    expect<i32>(decorationsOf(ctx, 1)).toBe(0);
  });
});

describe("+: lyric continuation", () => {
  it("reports a +: after a w: line that had no music", () => {
    const ctx = parse("X:1\nK:C\nw:abc\n+:def\nC|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.LyricsWithoutMusic)).toBe(true);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.LyricContinuationWithoutMusic)).toBe(true);
  });
});

describe("+: lines", () => {
  it("continue only the w: or s: line right before, with no music since", () => {
    expect<bool>(hasDiagnostic(parse("X:1\nT:a\n+:b\nK:C\nC|\n"), DiagnosticCode.ContinuationWithoutField)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nC|\n+:b\n"), DiagnosticCode.ContinuationWithoutField)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nC|\nw:a\nD|\n+:b\n"), DiagnosticCode.ContinuationWithoutField)).toBe(true);
    expect<bool>(hasDiagnostic(parse("+:b\n\nX:1\nK:C\nC|\n"), DiagnosticCode.ContinuationWithoutField)).toBe(true);
    // Other field lines and directives may come between.
    const ctx = parse("X:1\nK:C\nCD|\nw:a\nT:x\n%%foo\n+:b\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(ctx.lyrics.count).toBe(2);
  });
});
