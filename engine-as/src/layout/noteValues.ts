/**
 * @fileoverview Note values: how a written duration is notated (Gould, Behind Bars pp. 11-13,
 * 54). A duration in ticks becomes a note value (breve, whole, half, quarter, eighth... as a
 * power of two of the whole note) plus augmentation dots; the value picks the notehead, the
 * rest glyph and the number of flags or beams. Pure functions, no tables.
 */

import { Model } from "../abi";
import {
  Flag128thDown, Flag128thUp, Flag16thDown, Flag16thUp, Flag32ndDown, Flag32ndUp, Flag64thDown,
  Flag64thUp, Flag8thDown, Flag8thUp, NoteheadBlack, NoteheadDoubleWhole, NoteheadHalf,
  NoteheadWhole, Rest128th, Rest16th, Rest32nd, Rest64th, Rest8th, RestDoubleWhole, RestHalf,
  RestQuarter, RestWhole,
} from "../glyphs/smufl.generated";

/** Note values as log2 of the whole note: 1 breve, 0 whole, -1 half, -2 quarter, -3 eighth... */
export const BREVE: i32 = 1;
export const WHOLE: i32 = 0;
export const HALF: i32 = -1;
export const QUARTER: i32 = -2;
export const EIGHTH: i32 = -3;
/** Shortest value told apart: 1/1024 (TicksPerWhole has 2^10 as a factor). */
const SHORTEST: i32 = -10;
/** Most dots notated. */
const MAX_DOTS: i32 = 3;
/** Most flags or beams drawn (the 128th note's; SMuFL's shortest flag glyph we extract). */
export const MAX_FLAGS: i32 = 5;

/**
 * The note value of `written` ticks: the largest power-of-two value not longer than it, capped
 * at the breve. A duration of zero or less reads as a quarter, so nothing downstream divides by
 * it or loops on it.
 */
export function noteValue(written: i32): i32 {
  if (written <= 0) return QUARTER;
  // In closed form rather than by halving a breve until it fits (that loop ran five times for an
  // eighth, for every note in three passes): with 2^18 <= TicksPerWhole < 2^19 and
  // k = floor(log2(written)), the value is k - 18 when its length fits in `written`, else k - 19.
  const level = (31 - <i32>clz(written)) - WHOLE_LOG2;
  if (level > BREVE) return BREVE;
  if (level < SHORTEST) return SHORTEST;
  const fitting = valueTicks(level) <= written ? level : level - 1;
  return fitting < SHORTEST ? SHORTEST : fitting;
}

/** floor(log2(TicksPerWhole)): 18. */
const WHOLE_LOG2: i32 = 18;

/** Ticks of note value `level` (exact down to 1/1024). */
export function valueTicks(level: i32): i32 {
  if (level >= 0) return Model.TicksPerWhole << (level > 1 ? 1 : level);
  return Model.TicksPerWhole >> (level < SHORTEST ? -SHORTEST : -level);
}

/** Augmentation dots of `written` ticks notated as value `level` (0 to 3). */
export function dotCount(written: i32, level: i32): i32 {
  if (written <= 0) return 0;
  const base = valueTicks(level);
  let rest = written - base;
  let part = base >> 1;
  let dots = 0;
  while (dots < MAX_DOTS && part > 0 && rest >= part) {
    rest -= part;
    part >>= 1;
    dots++;
  }
  return dots;
}

/** Flags (or beams) of value `level`: 1 for an eighth, 2 for a sixteenth... capped at MAX_FLAGS. */
export function flagCount(level: i32): i32 {
  if (level > EIGHTH) return 0;
  const flags = EIGHTH - level + 1;
  return flags > MAX_FLAGS ? MAX_FLAGS : flags;
}

/** Notehead of value `level`: breve, whole, half or black. */
export function noteheadGlyph(level: i32): i32 {
  if (level >= BREVE) return NoteheadDoubleWhole;
  if (level == WHOLE) return NoteheadWhole;
  if (level == HALF) return NoteheadHalf;
  return NoteheadBlack;
}

/** Rest glyph of value `level`. */
export function restGlyph(level: i32): i32 {
  switch (level) {
    case WHOLE: return RestWhole;
    case HALF: return RestHalf;
    case QUARTER: return RestQuarter;
    case EIGHTH: return Rest8th;
    case -4: return Rest16th;
    case -5: return Rest32nd;
    case -6: return Rest64th;
    default: return level > WHOLE ? RestDoubleWhole : Rest128th;
  }
}

/** Flag glyph for `flags` flags (1..5) on a stem pointing up or down; 0 when there is none. */
export function flagGlyph(flags: i32, up: bool): i32 {
  switch (flags) {
    case 0: return 0;
    case 1: return up ? Flag8thUp : Flag8thDown;
    case 2: return up ? Flag16thUp : Flag16thDown;
    case 3: return up ? Flag32ndUp : Flag32ndDown;
    case 4: return up ? Flag64thUp : Flag64thDown;
    default: return up ? Flag128thUp : Flag128thDown;
  }
}
