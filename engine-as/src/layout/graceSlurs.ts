/**
 * @fileoverview Grace-note slurs (part of pass 13, place curves): the short slur abc2svg 1.22.1
 * draws by default from a group of grace notes to its main note (%%graceslurs, on unless set
 * off; Gould, Behind Bars p. 125: grace notes are slurred to their main note).
 *
 * Black-boxed on `{g}B`, `{ga}B`, `{e}c` and `{GA}B` (L:1/4), in staff spaces: the slur starts
 * under the first grace note's lowest head (0.25 right of its left edge, 0.75 below its centre)
 * and ends just left of the main note: at its lowest head's centre less 0.25 when that head lies
 * below the start, else under it (0.83 below its centre, and no higher than 0.5 above the
 * start). Going down it leaves the grace note straight down and meets the main note level
 * (its control points 0.8 of the way down, then across); going up it sags a little first. It is
 * drawn thin, at the grace notes' size.
 */

import { CurveRole, SymbolKind } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { extremeHeadPosition } from "./noteGeometry";
import { GRACE_SCALE } from "./placeGraceNotes";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";
import { voiceScale } from "./voiceScale";

/** Where the slur starts, from the first grace note's head: right of its left edge, below its centre (sp). */
const START_X: f32 = 0.25;
const START_Y: f32 = 0.75;
/** Where it ends, from the main note's head when that head lies below the start (sp). */
const END_X_DOWN: f32 = -0.3;
const END_Y_DOWN: f32 = -0.25;
/** Where it ends when the main note's head does not lie below the start (sp). */
const END_X_UP: f32 = -0.22;
const END_Y_UP: f32 = 0.83;
/** How far above its start a rising slur may end (sp). */
const RISE_LIMIT: f32 = 0.5;

/** Adds the slur of every drawn main note's grace notes, in the tunes where %%graceslurs is on. */
export function placeGraceSlurs(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const attach = layout.attachments;
  if (attach.graceRuns == 0) return; // most tunes: no symbols to walk
  const sequence = layout.sequence;
  for (let i = 0, n = sequence.length; i < n; i++) {
    const main = sequence.get(i);
    if (symbols.kind.get(main) != SymbolKind.Note || attach.graceLink.get(main) < 0) continue;
    if (ctx.format.get(symbols.tune.get(main), FormatKey.GraceSlurs) == 0) continue;
    const system = layout.system.get(main);
    if (system < 0 || !layout.hasBit(main, LayoutBits.Drawn)) continue;
    // A written slur from the grace notes stands for theirs (placeCurves.ts placeSlurs).
    if (layout.hasBit(main, LayoutBits.GraceSlurWritten)) continue;
    placeGraceSlur(ctx, main, attach.graceLink.get(main), system);
  }
}

/** The slur from grace note `first` to its main note `main`, in system record `system`. */
function placeGraceSlur(ctx: Context, main: i32, first: i32, system: i32): void {
  const layout = ctx.layout;
  const scale = voiceScale(ctx, main);
  const x0 = layout.x.get(main) + layout.attachments.graceX.get(first) + START_X * scale;
  const y0 = positionY(extremeHeadPosition(ctx, first, false)) + START_Y * scale;
  const mainY = positionY(extremeHeadPosition(ctx, main, false));
  let x3: f32;
  let y3: f32;
  if (mainY > y0) {
    x3 = layout.x.get(main) + END_X_DOWN * scale;
    y3 = mainY + END_Y_DOWN * scale;
  } else {
    x3 = layout.x.get(main) + END_X_UP * scale;
    y3 = max<f32>(mainY + END_Y_UP * scale, y0 - RISE_LIMIT);
  }
  if (x3 <= x0) return; // no room between the grace notes and the note
  const dx = x3 - x0;
  const start = ctx.symbols.start.get(first);
  const end = ctx.symbols.end.get(main);
  let curve: i32;
  if (y3 >= y0) {
    const dy = y3 - y0;
    curve = layout.addCurve(CurveRole.Slur, start, end, system, x0, y0, x0, y0 + 0.8 * dy, x0 + 0.8 * dx, y3, x3, y3);
  } else {
    curve = layout.addCurve(CurveRole.Slur, start, end, system, x0, y0, x0 + 0.2 * dx, y0 + 0.4, x0 + 0.8 * dx, y0 + 0.1, x3, y3);
  }
  layout.curveScale.set(curve, GRACE_SCALE * scale);
}
