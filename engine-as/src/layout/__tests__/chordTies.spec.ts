/**
 * Ties of a chord (placeCurves.ts): each head its own tie, the lowest below, the highest above,
 * and an inner tie flat in a space between the heads, from after the chord's rightmost head, so
 * that the ties of a second do not lie on each other (Gould pp. 182-189; FINDINGS 5).
 */

import { CurveRole } from "../../abi";
import { Context } from "../../context";
import { glyphAdvance } from "../../glyphs/smufl.generated";
import { headsRight } from "../noteGeometry";
import { positionY } from "../staffPositions";
import { note, renderAbc } from "./helpers";

describe("ties of a chord with a second", () => {
  it("run the inner tie flat in the first space, after the displaced head, clear of the lower tie", () => {
    const ctx = new Context();
    // E on the bottom line, F in the first space (a second: F displaced right of the up stem), A.
    renderAbc(ctx, "X:1\nL:1/2\nM:2/2\nK:C\n[EFA]- [EFA] |\n");
    const layout = ctx.layout;
    const chord = note(ctx, 0);
    const chordRight = layout.x.get(chord) + headsRight(ctx, chord);
    expect(headsRight(ctx, chord)).toBeGreaterThan(glyphAdvance(layout.glyph.get(chord)));
    const fStart = ctx.heads.start.get(ctx.symbols.headStart.get(chord) + 1);
    let ties = 0;
    let inner = -1;
    let lower = -1;
    for (let c = 0; c < layout.curveRole.length; c++) {
      if (layout.curveRole.get(c) != CurveRole.Tie) continue;
      ties++;
      if (layout.curveStart.get(c) == fStart) inner = c;
      else if (layout.curveY0.get(c) > positionY(0)) lower = c;
    }
    expect(ties).toBe(3);
    expect(inner).toBeGreaterThanOrEqual(0);
    expect(lower).toBeGreaterThanOrEqual(0);
    expect(layout.curveX0.get(inner)).toBeGreaterThan(chordRight);
    // Its ends and its control points (the curve lies within them) inside the first space.
    const top = positionY(2);
    const bottom = positionY(0);
    expect(layout.curveY0.get(inner)).toBeGreaterThan(top);
    expect(layout.curveC1Y.get(inner)).toBeLessThan(bottom);
    expect(layout.curveC2Y.get(inner)).toBeLessThan(bottom);
    // The lowest head's tie starts under the bottom line and bends further down.
    expect(layout.curveC1Y.get(lower)).toBeGreaterThan(layout.curveY0.get(lower));
  });
});
