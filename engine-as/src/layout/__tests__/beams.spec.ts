/**
 * Beam groups and beam geometry (groupBeams, calcStems for groups, calcBeams, writeBeams).
 */

import { DisplayKind, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { beamSlope } from "../calcBeams";
import { stemX } from "../noteGeometry";
import { positionY } from "../staffPositions";
import { LayoutBits } from "../tables";
import { countDrawn, countRecords, note, renderAbc } from "./helpers";

describe("beam groups", () => {
  it("join eighths written together and break at a space", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncdef gab|\n");
    expect(ctx.layout.beamGroupCount).toBe(2);
    expect(ctx.layout.beamCount.get(0)).toBe(4);
    expect(ctx.layout.beamCount.get(1)).toBe(3);
    expect(ctx.layout.beam.get(note(ctx, 3))).toBe(0);
    expect(ctx.layout.beam.get(note(ctx, 4))).toBe(1);
  });

  it("do not take quarters, and a lone eighth keeps its flag", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nc2d e2f|\n");
    expect(ctx.layout.beamGroupCount).toBe(0);
    expect(ctx.layout.hasBit(note(ctx, 1), LayoutBits.Beamed)).toBe(false);
    expect(ctx.layout.flags.get(note(ctx, 1))).toBe(1);
  });

  it("end at a rest and at a bar line", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncdzef|ga|\n");
    expect(ctx.layout.beamGroupCount).toBe(3);
    expect(ctx.layout.beamCount.get(0)).toBe(2);
    expect(ctx.layout.beamCount.get(1)).toBe(2);
    expect(ctx.layout.beamCount.get(2)).toBe(2);
  });

  it("give all their stems one direction, from the note farthest from the middle line", () => {
    const ctx = new Context();
    // B4 alone would point down; the low C4 pulls the group's stems up.
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nBC|\n");
    expect(ctx.layout.hasBit(note(ctx, 0), LayoutBits.StemUp)).toBe(true);
    expect(ctx.layout.hasBit(note(ctx, 1), LayoutBits.StemUp)).toBe(true);
  });
});

describe("beam slopes", () => {
  it("rise with a rising group, less steeply than its notes", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nCEGc egc'e'|\n");
    const slope0 = ctx.layout.beamSlope.get(0);
    const slope1 = ctx.layout.beamSlope.get(1);
    // y grows downwards: a rising beam has a negative slope.
    expect(slope0).toBeLessThan(<f32>0);
    expect(slope1).toBeLessThan(<f32>0);
    const first = note(ctx, 0);
    const last = note(ctx, 3);
    const rise = ctx.layout.stemTip.get(first) - ctx.layout.stemTip.get(last);
    // C to c rises 3.5 sp; abc2svg 1.22.1's beam over Cc rises 8.9 px (about 1.5 sp) of 21 over
    // 37.9 px, more over a longer group.
    expect(rise).toBeGreaterThan(<f32>1.0);
    expect(rise).toBeLessThan(<f32>3.0);
    expect(Mathf.abs(slope0)).toBeLessThan(<f32>(1.0 / 2.45));
  });

  it("bend a slope as abc2svg 1.22.1 does: natural / (1 + 2.45 |natural|)", () => {
    // GAB over 49.2 px: natural rise 6 px, abc2svg's beam 4.6; EGc 15 px, 8.6.
    expect(beamSlope(<f32>-1.0, <f32>(49.2 / 6.0)) * <f32>(49.2 / 6.0) * <f32>6.0).toBeCloseTo(<f32>-4.6, 1);
    expect(beamSlope(<f32>-2.5, <f32>(49.2 / 6.0)) * <f32>(49.2 / 6.0) * <f32>6.0).toBeCloseTo(<f32>-8.6, 1);
    expect(beamSlope(<f32>1.0, <f32>0.0)).toBe(<f32>0);
  });

  it("are flat for a group whose inner note reaches past both ends", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nEcF|\n");
    expect(ctx.layout.beamSlope.get(0)).toBe(<f32>0);
  });

  it("are flat for repeated notes", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nAAAA|\n");
    expect(ctx.layout.beamSlope.get(0)).toBe(<f32>0);
  });

  it("leave every stem at least the minimum length", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nCgCg AcAc|\n");
    for (let n = 0; n < 8; n++) {
      const id = note(ctx, n);
      const up = ctx.layout.hasBit(id, LayoutBits.StemUp);
      const first = ctx.symbols.headStart.get(id);
      const position = ctx.layout.headPosition.get(first);
      const length = up ? positionY(position) - ctx.layout.stemTip.get(id) : ctx.layout.stemTip.get(id) - positionY(position);
      // Under these flat beams a note stemmed as its place would stem it keeps 3 sp (18 px);
      // the g, stemmed up over the staff, its natural stem shortened to 19 px (calcStems), less
      // than BEAM_MIN_STEM: it keeps that (calcBeams).
      expect(length).toBeGreaterThanOrEqual(<f32>3.0 - <f32>0.001);
      if (position == 9) expect(length).toBeCloseTo(<f32>(19.0 / 6.0));
    }
  });

  it("end every beamed stem on the beam line", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncedg|\n");
    const x0 = ctx.layout.beamX.get(0);
    const y0 = ctx.layout.beamY.get(0);
    const slope = ctx.layout.beamSlope.get(0);
    for (let n = 0; n < 4; n++) {
      const id = note(ctx, n);
      const x = ctx.layout.x.get(id) + stemX(ctx, id);
      expect(ctx.layout.stemTip.get(id)).toBeCloseTo(y0 + slope * (x - x0));
    }
  });
});

describe("secondary beams", () => {
  it("are drawn for sixteenths, with a beamlet for a lone sixteenth", () => {
    const ctx = new Context();
    // Four sixteenths: two beams. Dotted eighth + sixteenth: one beam and one beamlet.
    renderAbc(ctx, "X:1\nL:1/16\nK:C\ncdef c3d|\n");
    expect(countRecords(ctx, DisplayKind.Beam)).toBe(4);
  });

  it("are drawn three deep for thirty-seconds", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/32\nK:C\ncdef|\n");
    expect(countRecords(ctx, DisplayKind.Beam)).toBe(3);
  });
});

describe("beam groups across a clef change", () => {
  it("keep one beam over a written clef change between their notes (Gould: the beam continues)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C clef=bass\nC,E,[K:clef=treble]gc'|\n");
    expect(ctx.layout.beamGroupCount).toBe(1);
    const beam = ctx.layout.beam.get(note(ctx, 0));
    expect(beam).toBe(0);
    expect(ctx.layout.beam.get(note(ctx, 3))).toBe(0);
    // Four notes and the clef between them; the beam's ends are notes.
    expect(ctx.layout.beamCount.get(0)).toBe(5);
    expect(ctx.layout.beamFirst.get(0)).toBe(note(ctx, 0));
    expect(ctx.layout.beamLast.get(0)).toBe(note(ctx, 3));
    expect(countRecords(ctx, DisplayKind.Beam)).toBe(1);
    // The K: field names no key: no signature is drawn again, only the clef.
    expect(countDrawn(ctx, SymbolKind.Key)).toBe(1);
  });

  it("end at a clef that ends the group", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncd[K:clef=bass] C,2|\n");
    expect(ctx.layout.beamGroupCount).toBe(1);
    expect(ctx.layout.beamCount.get(0)).toBe(2);
  });
});
