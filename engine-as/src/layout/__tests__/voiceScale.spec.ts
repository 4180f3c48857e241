/**
 * Voice scale (V: scale=, layout/voiceScale.ts): a scaled voice's notes and rests are drawn
 * with their glyphs that much bigger or smaller, scaled about each note's head centre, and take
 * room in proportion, as abc2svg 1.22.1 draws them (its SVG puts the voice in a scale(0.70) group).
 * What belongs to the notes follows them (grace notes, ties, articulations, fermatas); slurs,
 * tuplet marks, dynamics and staff marks keep their size and only meet the scaled notes.
 */

import { CurveRole, DisplayKind, LineRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import {
  BeamThickness, DynamicPiano, FermataAbove, NoteheadBlack, RestQuarter, Segno, SlurMidpointThickness, StemThickness,
  TieMidpointThickness, glyphAdvance,
} from "../../glyphs/smufl.generated";
import { GLYPH_SIZE } from "../constants";
import { GRACE_SCALE } from "../placeGraceNotes";
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

describe("voice scale of what is drawn with the notes", () => {
  it("draws a scaled voice's grace notes at cue size times the voice's scale, stems thinner", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\n{g}A B|\n");
    const grace = firstGrace(ctx);
    expect<i32>(grace).toBeGreaterThanOrEqual(0);
    const element = elementOf(ctx, grace);
    const heads = recordsOf(ctx, DisplayKind.Glyph, NoteheadBlack, element);
    expect<i32>(heads.length).toBe(1);
    expect<f32>(recordFloat(ctx, heads[0], 5)).toBeCloseTo(GLYPH_SIZE * GRACE_SCALE * 0.5);
    const stems = recordsOf(ctx, DisplayKind.Line, LineRole.Stem, element);
    expect<i32>(stems.length).toBe(1);
    expect<f32>(recordFloat(ctx, stems[0], 7)).toBeCloseTo(StemThickness * 0.5);
    // The stem stands at the right of the smaller head.
    const headX = recordFloat(ctx, heads[0], 3);
    const stemX = recordFloat(ctx, stems[0], 3);
    expect<f32>(stemX - headX).toBeLessThan(glyphAdvance(NoteheadBlack) * GRACE_SCALE * 0.5 + 0.01);
    expect<f32>(stemX - headX).toBeGreaterThan(glyphAdvance(NoteheadBlack) * GRACE_SCALE * 0.5 - StemThickness);
  });

  it("scales a tie's thickness and height with its voice", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nV:1\nK:C\nc4-c4|\n");
    const small = new Context();
    renderAbc(small, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\nc4-c4|\n");
    const plainTie = firstCurve(plain, CurveRole.Tie);
    const smallTie = firstCurve(small, CurveRole.Tie);
    expect<f32>(curveThickness(plain, plainTie)).toBeCloseTo(TieMidpointThickness);
    expect<f32>(curveThickness(small, smallTie)).toBeCloseTo(TieMidpointThickness * 0.5);
    expect<f32>(curveHeight(small, smallTie)).toBeLessThan(curveHeight(plain, plainTie) * 0.75);
  });

  it("keeps a slur's thickness in a scaled voice, its ends at the smaller heads", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nV:1\nK:C\n(cd) z2|\n");
    const small = new Context();
    renderAbc(small, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\n(cd) z2|\n");
    const plainSlur = firstCurve(plain, CurveRole.Slur);
    const smallSlur = firstCurve(small, CurveRole.Slur);
    expect<f32>(curveThickness(small, smallSlur)).toBeCloseTo(SlurMidpointThickness);
    // Above down-stemmed heads: the smaller head's top is lower, and so is the slur's end.
    const plainEnd = recordFloat(plain, plainSlur, 4) - headY(plain, note(plain, 0));
    const smallEnd = recordFloat(small, smallSlur, 4) - headY(small, note(small, 0));
    expect<f32>(smallEnd).toBeGreaterThan(plainEnd + 0.2);
  });

  it("scales the marks that belong to the note, not dynamics or staff marks", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\n!fermata!c !p!d !segno!e f|\n");
    expect<f32>(firstGlyphSize(ctx, FermataAbove)).toBeCloseTo(GLYPH_SIZE * 0.5);
    expect<f32>(firstGlyphSize(ctx, DynamicPiano)).toBeCloseTo(GLYPH_SIZE);
    expect<f32>(firstGlyphSize(ctx, Segno)).toBeCloseTo(GLYPH_SIZE);
  });

  it("places a fermata above a scaled note's shorter stem", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nV:1\nK:C\n!fermata!g,2 z2|\n");
    const small = new Context();
    renderAbc(small, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\n!fermata!g,2 z2|\n");
    const plainY = firstGlyphY(plain, FermataAbove) - headY(plain, note(plain, 0));
    const smallY = firstGlyphY(small, FermataAbove) - headY(small, note(small, 0));
    // The stem is 3/4 as long: the fermata comes down by a quarter of its 3.5 sp.
    expect<f32>(smallY).toBeGreaterThan(plainY + 0.5);
  });

  it("keeps tuplet numbers at full size, nearer a scaled voice's shorter stems", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nV:1\nK:C\n(3AGA z|\n");
    const small = new Context();
    renderAbc(small, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\n(3AGA z|\n");
    expect<i32>(plain.layout.tupletAbove.get(0)).toBe(1);
    expect<f32>(small.layout.tupletY.get(0)).toBeGreaterThan(plain.layout.tupletY.get(0) + 0.5);
  });
});

/** The first grace note symbol, or -1. */
function firstGrace(ctx: Context): i32 {
  for (let id = 0; id < ctx.symbols.count; id++) if (ctx.symbols.kind.get(id) == SymbolKind.Grace) return id;
  return -1;
}

/** Word index of the first Curve record of `role` (CurveRole), or -1. */
function firstCurve(ctx: Context, role: i32): i32 {
  const curves = recordsOf(ctx, DisplayKind.Curve, role);
  return curves.length > 0 ? curves[0] : -1;
}

/** A Curve record's thickness (sp). */
function curveThickness(ctx: Context, record: i32): f32 {
  return recordFloat(ctx, record, 11);
}

/** How far a Curve record's first control point stands off its start (sp). */
function curveHeight(ctx: Context, record: i32): f32 {
  return Mathf.abs(recordFloat(ctx, record, 6) - recordFloat(ctx, record, 4));
}

/** Page y of the (first) notehead drawn for note `id`. */
function headY(ctx: Context, id: i32): f32 {
  const heads = recordsOf(ctx, DisplayKind.Glyph, ctx.layout.glyph.get(id), elementOf(ctx, id));
  return heads.length > 0 ? recordFloat(ctx, heads[0], 4) : -1e9;
}

/** Page y of the first Glyph record drawing `codepoint`. */
function firstGlyphY(ctx: Context, codepoint: i32): f32 {
  const glyphs = recordsOf(ctx, DisplayKind.Glyph, codepoint);
  return glyphs.length > 0 ? recordFloat(ctx, glyphs[0], 4) : -1e9;
}

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
