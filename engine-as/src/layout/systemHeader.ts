/**
 * @fileoverview The start of every system (Gould, Behind Bars pp. 33-36, 80, 153): clef, then
 * key signature, then (on the first system, or where it changes) the time signature, each
 * separated by a small gap. Offsets are from the staff's left end. Left of the staff, the
 * voices' names (V: name= on the first system, subname= on the others, ABC 2.1 7.2) for which
 * the system moves right.
 */

import { FontId } from "../abi";
import { Context } from "../context";
import { glyphAdvance } from "../glyphs/smufl.generated";
import { CLEF_INDENT, KEY_GAP, KEY_GAP_FIRST_SYSTEM, LATER_SYSTEM_HEADER_ROOM, METER_GAP, METER_NOTE_GAP_REDUCTION } from "./constants";
import { keySignatureWidth } from "./keySignatures";
import { textWidth } from "./textWidth";
import { timeSignatureWidth } from "./timeSignatures";

/** Offset of the clef glyph's origin. */
@inline export function headerClefX(): f32 {
  return CLEF_INDENT;
}

/**
 * Offset of the key signature (after the clef glyph `clefGlyph`, 0 when none is drawn); `first`
 * on a tune's first system, which sets it further from the clef (constants.ts KEY_GAP).
 */
export function headerKeyX(clefGlyph: i32, first: bool): f32 {
  return clefGlyph != 0 ? CLEF_INDENT + glyphAdvance(clefGlyph) + (first ? KEY_GAP_FIRST_SYSTEM : KEY_GAP) : CLEF_INDENT;
}

/** Offset of the time signature, after the key signature or else the clef. */
export function headerMeterX(clefGlyph: i32, key: i32, first: bool): f32 {
  const keyWidth = keySignatureWidth(key);
  if (keyWidth > 0) return headerKeyX(clefGlyph, first) + keyWidth + METER_GAP;
  return clefGlyph != 0 ? CLEF_INDENT + glyphAdvance(clefGlyph) + METER_GAP : CLEF_INDENT;
}

/**
 * Width of the whole header, up to the end of its last item, as the spacing of the first note
 * counts it: a header without a time signature on a system after the tune's first keeps
 * LATER_SYSTEM_HEADER_ROOM more, one ending with a time signature METER_NOTE_GAP_REDUCTION less
 * (constants.ts).
 */
export function headerWidth(clefGlyph: i32, key: i32, meter: i32, first: bool): f32 {
  const meterWidth = timeSignatureWidth(meter);
  if (meterWidth > 0) return headerMeterX(clefGlyph, key, first) + meterWidth - METER_NOTE_GAP_REDUCTION;
  const room: f32 = first ? 0 : LATER_SYSTEM_HEADER_ROOM;
  const keyWidth = keySignatureWidth(key);
  if (keyWidth > 0) return headerKeyX(clefGlyph, first) + keyWidth + room;
  return (clefGlyph != 0 ? CLEF_INDENT + glyphAdvance(clefGlyph) : CLEF_INDENT) + room;
}

/** Size of a voice's name or subname (em, sp): abc2svg's voicefont, 12 px of a 6 px staff space. */
export const VOICE_NAME_SIZE: f32 = 2;
/** Room left of the staff for names: abc2svg reserves 1.19 times their width plus 2 sp. */
const VOICE_NAME_ROOM_FACTOR: f32 = 1.19;
const VOICE_NAME_ROOM_EXTRA: f32 = 2;

/**
 * Start of the name a voice shows left of a system's staff (ABC 2.1 7.2): its `name=` on the
 * tune's first system, its `subname=` on later ones; -1 when it has none. voiceNameEnd is its
 * end.
 */
@inline export function voiceNameStart(ctx: Context, voice: i32, first: bool): i32 {
  return first ? ctx.voices.nameStart.get(voice) : ctx.voices.subnameStart.get(voice);
}

@inline export function voiceNameEnd(ctx: Context, voice: i32, first: bool): i32 {
  return first ? ctx.voices.nameEnd.get(voice) : ctx.voices.subnameEnd.get(voice);
}

/** End of the line of a voice name that starts at `from`: the next `\n` as written, or `end`. */
export function nameLineEnd(ctx: Context, from: i32, end: i32): i32 {
  let i = from;
  while (i + 1 < end && !(ctx.source.at(i) == 92 /* \ */ && ctx.source.at(i + 1) == 110 /* n */)) i++;
  return i + 1 < end ? i : end;
}

/** Number of lines of the voice name source[start, end) (separated by `\n` as written). */
export function nameLineCount(ctx: Context, start: i32, end: i32): i32 {
  let lines = 1;
  let line = start;
  for (let guard = 0; guard <= end - start; guard++) {
    const lineEnd = nameLineEnd(ctx, line, end);
    if (lineEnd >= end) break;
    lines++;
    line = lineEnd + 2;
  }
  return lines;
}

/**
 * How far a system of tune `tune` moves right (sp): the room for its voices' names and for the
 * braces and brackets of its staff groups.
 */
export function systemIndent(ctx: Context, tune: i32, first: bool): f32 {
  return voiceNamesRoom(ctx, tune, first) + staffGroupsRoom(ctx, tune);
}

/** Room a system keeps left of its staves for one level of braces and brackets (sp), as abc2svg. */
export const STAFF_GROUP_ROOM: f32 = 1;

/**
 * How many staff groups of tune `tune` group `group` holds (of the same staff arrangement): a group stands that many levels
 * left of the staves, outside the groups inside it (of two groups over the same staves, the one
 * closed first, written inside, is inside).
 */
export function staffGroupDepth(ctx: Context, tune: i32, group: i32): i32 {
  const groups = ctx.staffGroups;
  const first = groups.firstStaff.get(group);
  const last = groups.lastStaff.get(group);
  let depth = 0;
  for (let other = 0, count = groups.count; other < count; other++) {
    if (other == group || groups.tune.get(other) != tune || groups.arrangement.get(other) != groups.arrangement.get(group)) continue;
    const otherFirst = groups.firstStaff.get(other);
    const otherLast = groups.lastStaff.get(other);
    if (otherFirst >= first && otherLast <= last && (otherFirst > first || otherLast < last || other < group)) depth++;
  }
  return depth;
}

/** Room left of the staves for tune `tune`'s braces and brackets (sp): one level per nesting. */
export function staffGroupsRoom(ctx: Context, tune: i32): f32 {
  let levels = 0;
  for (let group = 0, count = ctx.staffGroups.count; group < count; group++) {
    if (ctx.staffGroups.tune.get(group) == tune) levels = max(levels, staffGroupDepth(ctx, tune, group) + 1);
  }
  return <f32>levels * STAFF_GROUP_ROOM;
}

/**
 * The room a system of tune `tune` keeps for its voices' names (the first system) or subnames
 * (the later ones), in sp: 0 when no voice has one. As abc2svg, the room follows the widest
 * name; the names are centred in it (writeStaves.ts writeVoiceName).
 */
export function voiceNamesRoom(ctx: Context, tune: i32, first: bool): f32 {
  let widest: f32 = -1;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  for (let v = firstVoice, last = firstVoice + ctx.tunes.voiceCount.get(tune); v < last; v++) {
    const start = voiceNameStart(ctx, v, first);
    if (start < 0) continue;
    const end = voiceNameEnd(ctx, v, first);
    // A name written with \n has several lines; the widest counts.
    let line = start;
    for (let guard = 0; line <= end && guard <= end - start; guard++) {
      const lineEnd = nameLineEnd(ctx, line, end);
      const width = textWidth(ctx, FontId.Subtitle, line, lineEnd) * VOICE_NAME_SIZE;
      if (width > widest) widest = width;
      line = lineEnd + 2;
    }
  }
  return widest < 0 ? 0 : widest * VOICE_NAME_ROOM_FACTOR + VOICE_NAME_ROOM_EXTRA;
}
