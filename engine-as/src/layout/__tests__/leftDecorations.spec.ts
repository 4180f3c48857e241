/**
 * The decorations drawn left of a note (layout/leftDecorations.ts): `!arpeggio!`, a vertical line
 * of SMuFL wiggleArpeggiatoUp segments turned upright left of the chord and its accidentals, and
 * `!slide!`, SMuFL brassScoop rising into the note; both take room on the note's left, and are
 * scaled with a V: scale= voice (abc2svg 1.22.1, black-boxed).
 */

import { DisplayKind } from "../../abi";
import { Context } from "../../context";
import {
  AccidentalSharp, BrassScoop, NoteheadBlack, WiggleArpeggiatoUp, glyphAdvance, glyphRight, glyphTop,
} from "../../glyphs/smufl.generated";
import { GLYPH_SIZE } from "../constants";
import { elementOf, note, recordFloat, recordsOf, renderAbc } from "./helpers";

/** Page y of the highest (`high`) or lowest notehead drawn for note `id`. */
function headY(ctx: Context, id: i32, high: bool): f32 {
  const heads = recordsOf(ctx, DisplayKind.Glyph, NoteheadBlack, elementOf(ctx, id));
  let y: f32 = high ? 1e9 : -1e9;
  for (let i = 0; i < heads.length; i++) {
    const headY = recordFloat(ctx, heads[i], 4);
    if (high ? headY < y : headY > y) y = headY;
  }
  return y;
}

/** Word indices of the arpeggio's turned segments. */
function segments(ctx: Context): i32[] {
  return recordsOf(ctx, DisplayKind.TurnedGlyph, WiggleArpeggiatoUp);
}

describe("arpeggio", () => {
  it("draws one upright segment per staff space of the chord, left of its heads", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC !arpeggio![CEG] z2|\n");
    const drawn = segments(ctx);
    // C to G: two spaces between the heads' centres and half a head beyond each: 3 sp.
    expect<i32>(drawn.length).toBe(3);
    const chord = note(ctx, 1);
    const headsX = ctx.layout.x.get(chord);
    let lowest: f32 = -1e9;
    let highest: f32 = 1e9;
    for (let i = 0; i < drawn.length; i++) {
      // Turned, the segment's ink lies left of its origin: the origin is the line's right edge.
      expect<f32>(recordFloat(ctx, drawn[i], 3)).toBeLessThan(headsX);
      expect<f32>(recordFloat(ctx, drawn[i], 3)).toBeGreaterThan(headsX - 0.5);
      expect<f32>(recordFloat(ctx, drawn[i], 5)).toBeCloseTo(GLYPH_SIZE);
      const y = recordFloat(ctx, drawn[i], 4);
      if (y > lowest) lowest = y;
      if (y < highest) highest = y;
    }
    // From C's head's bottom (half a space below its centre) up to G's head's top, within a
    // tenth of a space (the segments' run is a little longer than the span, centred on it).
    const low = headY(ctx, chord, false) + 0.5;
    const high = headY(ctx, chord, true) - 0.5;
    expect<f32>(lowest).toBeGreaterThan(low - 0.01);
    expect<f32>(lowest).toBeLessThan(low + 0.1);
    const end = highest - glyphAdvance(WiggleArpeggiatoUp);
    expect<f32>(end).toBeLessThan(high + 0.01);
    expect<f32>(end).toBeGreaterThan(high - 0.1);
  });

  it("stands left of the chord's accidentals", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!arpeggio![^ceg] z3|\n");
    const drawn = segments(ctx);
    expect<i32>(drawn.length).toBeGreaterThan(1);
    const sharps = recordsOf(ctx, DisplayKind.Glyph, AccidentalSharp);
    expect<i32>(sharps.length).toBe(1);
    expect<f32>(recordFloat(ctx, drawn[0], 3)).toBeLessThan(recordFloat(ctx, sharps[0], 3));
  });

  it("draws two segments over a single note", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!arpeggio!c z3|\n");
    expect<i32>(segments(ctx).length).toBe(2);
  });

  it("gives the chord room on its left, clear of the note before", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nK:C\nC [CEG] z2|\n");
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC !arpeggio![CEG] z2|\n");
    const chord = note(ctx, 1);
    const width = glyphTop(WiggleArpeggiatoUp);
    expect<f32>(ctx.layout.widthLeft.get(chord)).toBeGreaterThan(plain.layout.widthLeft.get(note(plain, 1)) + width);
    const before = note(ctx, 0);
    const inkLeft = recordFloat(ctx, segments(ctx)[0], 3) - width;
    expect<f32>(inkLeft).toBeGreaterThan(ctx.layout.x.get(before) + glyphAdvance(NoteheadBlack));
  });

  it("is scaled with a scaled voice: half-size segments over the smaller heads' span", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nV:1 scale=0.5\nK:C\n!arpeggio![CEG] z3|\n");
    const drawn = segments(ctx);
    // 2 sp between the heads' centres and half a (half-size) head beyond each: 2.5 sp of 0.5 sp
    // segments, as abc2svg draws it in the voice's scale.
    expect<i32>(drawn.length).toBe(5);
    expect<f32>(recordFloat(ctx, drawn[0], 5)).toBeCloseTo(GLYPH_SIZE * 0.5);
  });
});

describe("slide", () => {
  it("draws a scoop ending just left of the note, from below its head", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC !slide!c z2|\n");
    const scoops = recordsOf(ctx, DisplayKind.Glyph, BrassScoop);
    expect<i32>(scoops.length).toBe(1);
    const slid = note(ctx, 1);
    const right = recordFloat(ctx, scoops[0], 3) + glyphRight(BrassScoop);
    expect<f32>(right).toBeLessThan(ctx.layout.x.get(slid));
    expect<f32>(right).toBeGreaterThan(ctx.layout.x.get(slid) - 0.5);
    // The scoop's upper end (its baseline) just below the head's centre.
    const y = recordFloat(ctx, scoops[0], 4) - headY(ctx, slid, true);
    expect<f32>(y).toBeGreaterThan(0);
    expect<f32>(y).toBeLessThan(0.5);
    // It has room: the note before ends left of it.
    const before = note(ctx, 0);
    expect<f32>(recordFloat(ctx, scoops[0], 3)).toBeGreaterThan(ctx.layout.x.get(before) + glyphAdvance(NoteheadBlack));
  });

  it("stands left of the note's accidental", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!slide!^F z3|\n");
    const scoops = recordsOf(ctx, DisplayKind.Glyph, BrassScoop);
    const sharps = recordsOf(ctx, DisplayKind.Glyph, AccidentalSharp);
    expect<i32>(scoops.length).toBe(1);
    expect<f32>(recordFloat(ctx, scoops[0], 3) + glyphRight(BrassScoop)).toBeLessThan(recordFloat(ctx, sharps[0], 3));
  });
});
