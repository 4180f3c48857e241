/**
 * @fileoverview Pass 11, calculate beams (Gould, Behind Bars pp. 17-26; abc2svg: calculate_beam).
 * A beam follows the direction of its first and last notes, with its rise clamped to
 * BEAM_MAX_RISE and to BEAM_MAX_SLOPE per sp of its length; it is horizontal when an inner note
 * reaches further towards the beam than both outer notes (a concave group). It is then moved
 * away from the heads until every stem is at least BEAM_MIN_STEM long to the outer beam, plus
 * BEAM_LEVEL for each further beam the note carries, and never shorter than its natural length
 * at the group's ends on average.
 *
 * After this: every beam group has its outer edge (layout.beamX/beamY/beamSlope: at the first
 * stem, y below the top line), and every beamed note's stem ends on it (layout.stemTip).
 */

import { Context } from "../context";
import { BEAM_LEVEL, BEAM_MAX_RISE, BEAM_MAX_SLOPE, BEAM_MIN_STEM } from "./constants";
import { stemX } from "./noteGeometry";
import { positionY } from "./staffPositions";
import { isBeamNote } from "./groupBeams";

/** Position of the head nearest the beam: the highest for up stems, the lowest for down stems. */
function nearHeadPosition(ctx: Context, id: i32, up: bool): i32 {
  const first = ctx.symbols.headStart.get(id);
  const last = first + ctx.symbols.headCount.get(id);
  let result = ctx.layout.headPosition.get(first);
  for (let head = first + 1; head < last; head++) {
    const position = ctx.layout.headPosition.get(head);
    if (up ? position > result : position < result) result = position;
  }
  return result;
}

export function calcBeams(ctx: Context): void {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  for (let beam = 0, n = layout.beamGroupCount; beam < n; beam++) {
    const count = layout.beamCount.get(beam);
    if (count < 2) continue;
    const start = layout.beamStart.get(beam);
    const end = start + count;
    const up = layout.beamStemUp.get(beam) != 0;
    const firstId = sequence.get(start);
    const lastId = sequence.get(end - 1);
    const x0 = layout.x.get(firstId) + stemX(ctx, firstId);
    const x1 = layout.x.get(lastId) + stemX(ctx, lastId);
    const length = x1 - x0;
    const tip0 = layout.stemTip.get(firstId);
    const tip1 = layout.stemTip.get(lastId);

    // Slope from the outer notes, clamped; flat for a concave group.
    let rise = tip1 - tip0;
    const firstNear = nearHeadPosition(ctx, firstId, up);
    const lastNear = nearHeadPosition(ctx, lastId, up);
    for (let i = start + 1; i < end - 1; i++) {
      if (!isBeamNote(ctx, i)) continue; // a clef change inside the group (groupBeams.ts)
      const near = nearHeadPosition(ctx, sequence.get(i), up);
      if (up ? near > firstNear && near > lastNear : near < firstNear && near < lastNear) {
        rise = 0;
        break;
      }
    }
    let limit = length > 0 ? length * BEAM_MAX_SLOPE : 0;
    if (limit > BEAM_MAX_RISE) limit = BEAM_MAX_RISE;
    if (rise > limit) rise = limit;
    if (rise < -limit) rise = -limit;
    const slope: f32 = length > 0.01 ? rise / length : 0;

    // Through the middle of the natural ends, then away from the heads where a stem is too short.
    let y0 = (tip0 + tip1 - rise) * 0.5;
    for (let i = start; i < end; i++) {
      if (!isBeamNote(ctx, i)) continue;
      const id = sequence.get(i);
      const beamY = y0 + slope * (layout.x.get(id) + stemX(ctx, id) - x0);
      const flags = layout.flags.get(id);
      const extraBeams = flags > 1 ? flags - 1 : 0;
      const shortest = BEAM_MIN_STEM + <f32>extraBeams * BEAM_LEVEL;
      const head = positionY(nearHeadPosition(ctx, id, up));
      if (up) {
        const highest = head - shortest;
        if (beamY > highest) y0 -= beamY - highest;
      } else {
        const lowest = head + shortest;
        if (beamY < lowest) y0 += lowest - beamY;
      }
    }
    layout.beamX.set(beam, x0);
    layout.beamY.set(beam, y0);
    layout.beamSlope.set(beam, slope);
    for (let i = start; i < end; i++) {
      if (!isBeamNote(ctx, i)) continue;
      const id = sequence.get(i);
      layout.stemTip.set(id, y0 + slope * (layout.x.get(id) + stemX(ctx, id) - x0));
    }
  }
}
