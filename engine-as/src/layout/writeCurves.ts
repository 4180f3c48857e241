/**
 * @fileoverview Writes the ties and slurs of a system (placed by placeCurves) as Curve records,
 * each its own element (ElementKind.Tie or Slur), thick at the middle by SMuFL's
 * tieMidpointThickness / slurMidpointThickness, times the curve's voice scale (a tie of a
 * V: scale= voice; placeCurves).
 */

import { CurveRole, ElementKind } from "../abi";
import { Context } from "../context";
import { SlurMidpointThickness, TieMidpointThickness } from "../glyphs/smufl.generated";

/**
 * Writes the curve pieces placed in system record `system` (on page `page` of tune `tune`, its
 * staff's top line at page y `top`, sp), each a Tie or Slur element boxed by its arc.
 */
export function writeCurves(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  let curve = layout.systemFirstCurve.get(system);
  for (let steps = 0, n = layout.curveCount; curve >= 0 && steps < n; steps++) {
    const tie = layout.curveRole.get(curve) == CurveRole.Tie;
    const element = ctx.elements.add(tie ? ElementKind.Tie : ElementKind.Slur, layout.curveStart.get(curve), layout.curveEnd.get(curve), page, -1, tune);
    const x0 = layout.curveX0.get(curve);
    const y0 = top + layout.curveY0.get(curve);
    const c1y = top + layout.curveC1Y.get(curve);
    const c2y = top + layout.curveC2Y.get(curve);
    const x3 = layout.curveX3.get(curve);
    const y3 = top + layout.curveY3.get(curve);
    ctx.display.curve(element, layout.curveRole.get(curve), x0, y0, layout.curveC1X.get(curve), c1y, layout.curveC2X.get(curve), c2y, x3, y3, (tie ? TieMidpointThickness : SlurMidpointThickness) * layout.curveScale.get(curve));
    const middle = (y0 + 3 * c1y + 3 * c2y + y3) * 0.125;
    const upper = min(middle, min(y0, y3));
    const lower = max(middle, max(y0, y3));
    ctx.elements.setBox(element, min(x0, x3), upper, Mathf.abs(x3 - x0), lower - upper);
    curve = layout.curveNext.get(curve);
  }
}
