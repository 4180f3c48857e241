/**
 * Voice scale (V: scale=, layout/voiceScale.ts): a scaled voice's notes and rests are drawn
 * with their glyphs that much bigger or smaller, scaled about each note's head centre, and take
 * room in proportion, as abc2svg 1.22.1 draws them (its SVG puts the voice in a scale(0.70) group).
 */

import { DisplayKind, LineRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { BeamThickness, NoteheadBlack, RestQuarter } from "../../glyphs/smufl.generated";
import { GLYPH_SIZE } from "../constants";
import { elementOf, nthDrawn, note, recordFloat, recordsOf, renderAbc } from "./helpers";

/** The size (sp) of the first Glyph record drawing `codepoint`, or -1. */
function firstGlyphSize(ctx: Context, codepoint: i32): f32 {
  const glyphs = recordsOf(ctx, DisplayKind.Glyph, codepoint);
  return glyphs.length > 0 ? recordFloat(ctx, glyphs[0], 5) : -1;
}

/** The room (sp) the note or rest `id` takes: layout.widthLeft + widthRight. */
function room(ctx: Context, id: i32): f32 {
  return ctx.layout.widthLeft.get(id) + ctx.layout.widthRight.get(id);
}

describe("voice scale", () => {
  it("draws a scale=0.7 voice's noteheads and rests at 0.7 of the normal glyph size", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nV:1 scale=0.7\nK:C\nCDzF|\n");
    expect<f32>(firstGlyphSize(ctx, NoteheadBlack)).toBeCloseTo(0.7 * GLYPH_SIZE);
    expect<f32>(firstGlyphSize(ctx, RestQuarter)).toBeCloseTo(0.7 * GLYPH_SIZE);
  });

  it("draws an unscaled voice at the normal glyph size", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nV:1\nK:C\nCDzF|\n");
    expect<f32>(firstGlyphSize(ctx, NoteheadBlack)).toBeCloseTo(GLYPH_SIZE);
  });

  it("gives a scaled voice's notes and rests room in proportion to their scale", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nV:1\nK:C\n^CDzF|\n");
    const small = new Context();
    renderAbc(small, "X:1\nL:1/4\nV:1 scale=0.7\nK:C\n^CDzF|\n");
    const large = new Context();
    renderAbc(large, "X:1\nL:1/4\nV:1 scale=1.5\nK:C\n^CDzF|\n");
    expect<f32>(room(small, note(small, 0))).toBeCloseTo(room(plain, note(plain, 0)) * 0.7);
    expect<f32>(room(large, note(large, 0))).toBeCloseTo(room(plain, note(plain, 0)) * 1.5);
    // A rest's room starts at its x (never negative), so it shrinks only on the right.
    const plainRest = room(plain, nthDrawn(plain, SymbolKind.Rest, 0));
    const smallRest = room(small, nthDrawn(small, SymbolKind.Rest, 0));
    expect<f32>(smallRest).toBeLessThan(plainRest);
    expect<f32>(smallRest).toBeGreaterThan(plainRest * 0.7);
  });

  it("shortens an unbeamed stem halfway to the voice scale, as abc2svg", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nV:1\nK:C\nC2 D2|\n");
    const small = new Context();
    renderAbc(small, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\nC2 D2|\n");
    const plainStem = stemLength(plain, note(plain, 1));
    expect<f32>(plainStem).toBeGreaterThan(2);
    expect<f32>(stemLength(small, note(small, 1))).toBeCloseTo(plainStem * 0.75);
  });

  it("joins a scaled voice's beam to its scaled stems, at the scaled beam thickness", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nV:1 scale=0.7\nK:C\nCDEF|\n");
    const words = ctx.display.words;
    const stem = stemRecord(ctx, note(ctx, 0));
    const stemLeft = reinterpret<f32>(words.get(stem + 3)) - reinterpret<f32>(words.get(stem + 7)) * 0.5;
    const beam = firstRecord(ctx, DisplayKind.Beam);
    expect<i32>(beam).toBeGreaterThan(0);
    expect<f32>(reinterpret<f32>(words.get(beam + 2))).toBeCloseTo(stemLeft);
    expect<f32>(reinterpret<f32>(words.get(beam + 6))).toBeCloseTo(BeamThickness * 0.7);
  });
});

/** The drawn length (sp) of the Stem line record of note `id`. */
function stemLength(ctx: Context, id: i32): f32 {
  const words = ctx.display.words;
  const i = stemRecord(ctx, id);
  return i < 0 ? -1 : Mathf.abs(reinterpret<f32>(words.get(i + 6)) - reinterpret<f32>(words.get(i + 4)));
}

/** Index in the display words of note `id`'s Stem line record, or -1. */
function stemRecord(ctx: Context, id: i32): i32 {
  const stems = recordsOf(ctx, DisplayKind.Line, LineRole.Stem, elementOf(ctx, id));
  return stems.length > 0 ? stems[0] : -1;
}

/** Index in the display words of the first record of `kind` (a DisplayKind), or -1. */
function firstRecord(ctx: Context, kind: i32): i32 {
  const records = recordsOf(ctx, kind);
  return records.length > 0 ? records[0] : -1;
}
