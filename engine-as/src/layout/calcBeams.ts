/**
 * @fileoverview Pass 11, calculate beams (Gould, Behind Bars pp. 17-26; abc2svg: calculate_beam).
 * A beam follows the direction of its first and last notes, less steeply the steeper they are
 * (beamSlope: abc2svg 1.22.1's slopes, black-boxed); it is horizontal when an inner note
 * reaches further towards the beam than both outer notes (a concave group). It is then moved
 * away from the heads until every stem is at least BEAM_MIN_STEM long to the outer beam (or its
 * natural length, when shortened outside the staff), plus
 * BEAM_LEVEL for each further beam the note carries, and never shorter than its natural length
 * at the group's ends on average.
 *
 * After this: every beam group has its outer edge (layout.beamX/beamY/beamSlope: at the first
 * stem, y below the top line), and every beamed note's stem ends on it (layout.stemTip).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { BEAM_LEVEL, BEAM_MIN_STEM, MIDDLE_LINE } from "./constants";
import { stemXAt } from "./noteGeometry";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";

/**
 * How much a beam's slope gives way to that of its outer notes' natural stem tips: the beam
 * rises natural / (1 + |natural| * BEAM_SLOPE_DAMPING) per sp of its length. abc2svg 1.22.1
 * (black-boxed, notes/issue5-nottingham/vp/beams2.mts: eighths in justified lines, the rise of
 * the beam's outer edge between the first and last stems) bends every slope so, with 1 /
 * s_out - 1 / s_in = 2.45 (2.3-2.5 over natural rises of 3 to 27 px and lengths of 31 to
 * 68 px): GAB over 49.2 px rises 4.6 px (natural 6), FAc 7.5 (12), EGc 8.6 (15); over 37.9 px
 * EF 2.5 (3), CG 6.8 (12), Cc 8.9 (21), A,e 10.1 (27); over 31.3 px GAB 4.1, FAc 6.2, EGc 6.9.
 * It pivots about the middle of the natural tips, as ours did (dAF: 13.3 and 4.7 px over the
 * top line in abc2svg, ours clamped to one staff space: 12.0 and 6.0). The slope never exceeds
 * 1 / BEAM_SLOPE_DAMPING (0.41). Was: the natural rise clamped to 1 sp and to 0.25 per sp.
 */
const BEAM_SLOPE_DAMPING: f32 = 2.45;
/**
 * Least stem, to the outer beam, of a note under a flat beam stemmed the way its own place
 * would stem it (up from under the middle line, down from over it): 3 sp (18 px); a note on the
 * middle line or stemmed the other way, or any note under a sloped beam, keeps BEAM_MIN_STEM
 * (19.2 px). abc2svg 1.22.1 (black-boxed, vp/beams2.mts): the flat beams over CAGF, CDFE, DFAA,
 * EAA and FAF stand 18 px over their A or F, CGGG's 17.8 over its G, gcg's 18 under its c; over
 * GBG 19.2 over the B, under fAAA and fAA 19.2 under the A; sloped, over dAF, cAF, Ec and Dd
 * 19.3 px over the d or c, under Fe and gB 19.3 under the F and the B, and 19.2 px from the
 * inner notes of GGGD, AAAE and dddg.
 */
const BEAM_MIN_STEM_UNTURNED: f32 = 3.0;

/** Slope (sp per sp, y down) of a beam whose outer notes' natural tips rise `rise` over `length` sp (see BEAM_SLOPE_DAMPING). */
export function beamSlope(rise: f32, length: f32): f32 {
  if (length <= 0.01) return 0;
  const natural = rise / length;
  return natural / (1 + Mathf.abs(natural) * BEAM_SLOPE_DAMPING);
}

/**
 * Position of the head of note `id` nearest the beam: the highest for up stems, the lowest for
 * down stems. `headStarts`, `headCounts` and `positions` are the storage of symbols.headStart,
 * symbols.headCount and layout.headPosition (calcBeams reads them once).
 */
@inline function nearHeadPosition(
  headStarts: StaticArray<i32>, headCounts: StaticArray<i32>, positions: StaticArray<i32>, id: i32, up: bool,
): i32 {
  const first = unchecked(headStarts[id]);
  const last = first + unchecked(headCounts[id]);
  let result = unchecked(positions[first]);
  for (let head = first + 1; head < last; head++) {
    const position = unchecked(positions[head]);
    if (up ? position > result : position < result) result = position;
  }
  return result;
}

export function calcBeams(ctx: Context): void {
  const layout = ctx.layout;
  // The storage of the columns read for every note, read once: the stem tips stored below might
  // alias any table's fields, so each `get` through ctx loaded the table, the column and its
  // storage again (none of these columns grows here).
  const sequence = layout.sequence.data;
  const kinds = ctx.symbols.kind.data;
  const headStarts = ctx.symbols.headStart.data;
  const headCounts = ctx.symbols.headCount.data;
  const positions = layout.headPosition.data;
  const xs = layout.x.data;
  const glyphs = layout.glyph.data;
  const bits = layout.bits.data;
  const flagCounts = layout.flags.data;
  const stemTips = layout.stemTip.data;
  for (let beam = 0, n = layout.beamGroupCount; beam < n; beam++) {
    const count = layout.beamCount.get(beam);
    if (count < 2) continue;
    const start = layout.beamStart.get(beam);
    const end = start + count;
    const up = layout.beamStemUp.get(beam) != 0;
    const firstId = unchecked(sequence[start]);
    const lastId = unchecked(sequence[end - 1]);
    const x0 = stemLineX(xs, glyphs, bits, firstId);
    const x1 = stemLineX(xs, glyphs, bits, lastId);
    const length = x1 - x0;
    const tip0 = unchecked(stemTips[firstId]);
    const tip1 = unchecked(stemTips[lastId]);

    // Slope from the outer notes, damped (beamSlope); flat for a concave group.
    let rise = tip1 - tip0;
    const firstNear = nearHeadPosition(headStarts, headCounts, positions, firstId, up);
    const lastNear = nearHeadPosition(headStarts, headCounts, positions, lastId, up);
    // Flat too when the last note stands nearer the beam than the first and an inner note as
    // near as the last (abc2svg 1.22.1, black-boxed with vp/beams2.mts: fAAA, gfAA, fAfA, CGGG,
    // CEGG, CGCG, CFEF are flat; AAAf, GGGC, AfAf, CEDF, FDEC and C,cEc (down) slope).
    const lastNearer = up ? lastNear > firstNear : lastNear < firstNear;
    let concave = false;
    for (let i = start + 1; i < end - 1; i++) {
      const id = unchecked(sequence[i]);
      if (unchecked(kinds[id]) != SymbolKind.Note) continue; // a clef change inside the group (groupBeams.ts)
      const near = nearHeadPosition(headStarts, headCounts, positions, id, up);
      if (up ? near > firstNear && near > lastNear : near < firstNear && near < lastNear) concave = true;
      if (concave || (lastNearer && near == lastNear)) {
        rise = 0;
        break;
      }
    }
    const slope = beamSlope(rise, length);
    rise = slope * length;

    // Through the middle of the natural ends, then away from the heads where a stem is too short.
    let y0 = (tip0 + tip1 - rise) * 0.5;
    for (let i = start; i < end; i++) {
      const id = unchecked(sequence[i]);
      if (unchecked(kinds[id]) != SymbolKind.Note) continue;
      const beamY = y0 + slope * (stemLineX(xs, glyphs, bits, id) - x0);
      const flags = unchecked(flagCounts[id]);
      const extraBeams = flags > 1 ? flags - 1 : 0;
      const position = nearHeadPosition(headStarts, headCounts, positions, id, up);
      const head = positionY(position);
      // A stem shortened by calcStems (a note outside the staff, stemmed away from it) keeps its
      // natural length when that is less than BEAM_MIN_STEM (abc2svg 1.22.1, black-boxed: flat
      // beams of B,B, and A,A, down stand 17 px from the heads, as unbeamed).
      const natural = up ? head - unchecked(stemTips[id]) : unchecked(stemTips[id]) - head;
      const turned = up ? position >= MIDDLE_LINE : position <= MIDDLE_LINE;
      const least = slope == 0 && !turned ? BEAM_MIN_STEM_UNTURNED : BEAM_MIN_STEM;
      const shortest = min<f32>(least, natural) + <f32>extraBeams * BEAM_LEVEL;
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
      const id = unchecked(sequence[i]);
      if (unchecked(kinds[id]) != SymbolKind.Note) continue;
      unchecked((stemTips[id] = y0 + slope * (stemLineX(xs, glyphs, bits, id) - x0)));
    }
  }
}

/**
 * Page x of note `id`'s stem's centre line (its x plus noteGeometry stemX), from the storage of
 * layout.x, layout.glyph and layout.bits.
 */
@inline function stemLineX(xs: StaticArray<f32>, glyphs: StaticArray<i32>, bits: StaticArray<i32>, id: i32): f32 {
  return unchecked(xs[id]) + stemXAt(unchecked(glyphs[id]), (unchecked(bits[id]) & LayoutBits.StemUp) != 0);
}
