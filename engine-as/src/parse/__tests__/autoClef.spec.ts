/**
 * The clef a staff's notes choose when its voice names none (parse/autoClef.ts), against the
 * clefs abc2svg 1.22.1 draws for the same text (black-box runs).
 */

import { SymbolKind } from "../../abi";
import { Context } from "../../context";
import { ClefType } from "../../model/values";
import { parse } from "./helpers";

/** The clefs of voice `voice` (VoiceTable row), in the voice's order, as C (treble) / F (bass). */
function clefsOf(ctx: Context, voice: i32): string {
  let text = "";
  for (let id = ctx.voices.first.get(voice); id >= 0; id = ctx.symbols.next.get(id)) {
    if (ctx.symbols.kind.get(id) != SymbolKind.Clef) continue;
    const clef = ctx.symbols.value.get(id);
    text += clef == ClefType.Bass ? "F" : clef == ClefType.Treble ? "G" : "?";
  }
  return text;
}

/** The symbol kinds of voice `voice` in order: n note, r rest, | bar, c clef, k key, m meter. */
function kindsOf(ctx: Context, voice: i32): string {
  let text = "";
  for (let id = ctx.voices.first.get(voice); id >= 0; id = ctx.symbols.next.get(id)) {
    const kind = ctx.symbols.kind.get(id);
    text += kind == SymbolKind.Note ? "n" : kind == SymbolKind.Rest ? "r" : kind == SymbolKind.Bar ? "|" : kind == SymbolKind.Clef ? "c" : kind == SymbolKind.Key ? "k" : kind == SymbolKind.Meter ? "m" : "?";
  }
  return text;
}

describe("the clef a voice's notes choose", () => {
  it("starts a low voice in the bass clef and a voice in the middle in the treble clef", () => {
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\nC,D,E,F,|\n"), 0)).toBe("F");
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\nG,A,B,C|\n"), 0)).toBe("G");
    // The first note that needs a clef decides: G, is read in either, ^F, needs the bass clef.
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\nG, ^F,|\n"), 0)).toBe("F");
  });

  it("reads a chord with heads in both ranges as either ([E,c]), one low head as bass ([E,G,])", () => {
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\n[E,c] C C C|\n"), 0)).toBe("G");
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\n[E,G,] C C C|\n"), 0)).toBe("F");
  });

  it("changes the clef at the start of the measure of the note that needs it", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nc c c c|E E E E,|\n");
    expect<string>(clefsOf(ctx, 0)).toBe("GF");
    expect<string>(kindsOf(ctx, 0)).toBe("ckmnnnnc|nnnn|");
  });

  it("opens the measure of the note that needs the new clef, or follows the old notes and their rests in it", () => {
    // Two measures of notes that fit either clef: the change waits for the low note's measure.
    expect<string>(kindsOf(parse("X:1\nL:1/4\nK:C\nc E E E|E E E E|E, E, E, E,|\n"), 0)).toBe("ckmnnnn|nnnnc|nnnn|");
    // In one measure: after the last high note and the rest after it, before the low note.
    expect<string>(kindsOf(parse("X:1\nL:1/4\nK:C\nc c z F,|\n"), 0)).toBe("ckmnnrcn|");
    expect<string>(kindsOf(parse("X:1\nL:1/4\nK:C\nc E F, E|\n"), 0)).toBe("ckmncnnn|");
  });

  it("keeps a clef the voice names, and stops choosing at a clef written in the body", () => {
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C treble\nC,D,E,F,|\n"), 0)).toBe("G");
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\nV:1 clef=auto\nC,D,E,F,|\n"), 0)).toBe("F");
    expect<string>(clefsOf(parse("X:1\nL:1/4\nK:C\nc c c c|[K:treble]C, C, C, C,|\n"), 0)).toBe("GG");
  });

  it("reads the notes of every voice of a shared staff, starting together, as one chord", () => {
    // A high note over a note in the middle needs the treble clef; over a low one, either.
    const ctx = parse("X:1\nL:1/4\n%%score (1 2)\nK:C\nV:1\nc c c c|x4|x4|\nV:2\nC C C C|C, C, C, C,|C, C, C, C,|\n");
    expect<string>(clefsOf(ctx, 0)).toBe("GF");
    expect<string>(clefsOf(ctx, 1)).toBe("G");
    expect<string>(clefsOf(parse("X:1\nL:1/4\n%%score (1 2)\nK:C\nV:1\nc c c c|\nV:2\nC, C, C, C,|\n"), 0)).toBe("G");
    expect<string>(clefsOf(parse("X:1\nL:1/4\n%%score (1 2)\nK:C\nV:1\nE E E E|\nV:2\nC, C, C, C,|\n"), 0)).toBe("F");
  });
});
