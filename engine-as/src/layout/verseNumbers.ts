/**
 * @fileoverview Where a lyric syllable stands under its note, and verse numbers in lyrics
 * (`w:1.~Hap-py`, ABC 2.1 5.1: `~` joins the number to the first word). abc2svg 1.22.1 places a
 * syllable a little left of centre and a long word from a fixed lead before its note, so that
 * it reads on from the note rather than starting far before it (black-boxed: constants.ts,
 * LYRIC_SHIFT_*); the number of a verse stands before that, so the numbers of all verses line
 * up above one another (Gould, Behind Bars p. 452: verse numbers aligned).
 */

import { FontId } from "../abi";
import { Context } from "../context";
import { LYRIC_GAP, LYRIC_ROOM_SCALE, LYRIC_SHIFT_BASE, LYRIC_SHIFT_MAX, LYRIC_SHIFT_SLOPE, LYRIC_SIZE } from "./constants";
import { textWidth } from "./textWidth";

/**
 * How much less the word after a verse number leads its note than a word alone, and the most
 * it leads (sp; abc2svg 1.22.1, black-boxed on `1.~i` ... `1.~iiiiii`, `1.~mmm` and `12.~mmm`:
 * the word starts 0.18 sp nearer its note than alone, at most 1.734 sp before the centre, and
 * the number's width before it).
 */
const NUMBERED_SHIFT_REDUCTION: f32 = 0.18;
const NUMBERED_SHIFT_MAX: f32 = 1.734;
/**
 * How far a verse number shortens its syllable's reach to the right: by its width less this
 * (sp; abc2svg 1.22.1, black-boxed: the note after `1.~mmm` stands 0.733 sp nearer than after
 * `mmm`, after `12.~mmm` 1.917 sp nearer, one digit's room more).
 */
const NUMBER_REACH_ALLOWANCE: f32 = 1.65;

/**
 * The end (source offset) of the verse number syllable `start..end` opens with: digits, then `.`
 * or `)`, then `~` or a blank; -1 when it has none.
 */
export function verseNumberEnd(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  let i = start;
  while (i < end && i - start < 4 && source.at(i) >= 48 && source.at(i) <= 57) i++;
  if (i == start || i + 2 > end) return -1;
  const mark = source.at(i);
  if (mark != 46 /* . */ && mark != 41 /* ) */) return -1;
  const joint = source.at(i + 1);
  if (joint != 126 /* ~ */ && joint != 32) return -1;
  return i + 2 < end ? i + 2 : -1;
}

/** How far left of its note's centre a syllable of room width `room` starts (sp, > 0). */
export function syllableShift(room: f32): f32 {
  const shift = LYRIC_SHIFT_BASE + LYRIC_SHIFT_SLOPE * room;
  return shift < LYRIC_SHIFT_MAX ? shift : LYRIC_SHIFT_MAX;
}

/** Room width (sp, constants.ts LYRIC_ROOM_SCALE) of verse number source[start, numberEnd). */
function numberRoom(ctx: Context, start: i32, numberEnd: i32): f32 {
  return textWidth(ctx, FontId.Lyric, start, numberEnd) * LYRIC_SIZE * LYRIC_ROOM_SCALE;
}

/**
 * The left edge (sp, same origin as `centre`) of syllable source[start, end), whose drawn text
 * is `width` wide, sung on a note whose head is centred on `centre`.
 */
export function syllableLeft(ctx: Context, start: i32, end: i32, width: f32, centre: f32): f32 {
  const room = width * LYRIC_ROOM_SCALE;
  const numberEnd = verseNumberEnd(ctx, start, end);
  if (numberEnd < 0) return centre - syllableShift(room);
  const number = numberRoom(ctx, start, numberEnd);
  let lead = syllableShift(room - number) - NUMBERED_SHIFT_REDUCTION;
  if (lead > NUMBERED_SHIFT_MAX) lead = NUMBERED_SHIFT_MAX;
  return centre - number - lead;
}

/**
 * How far right of its note's centre syllable source[start, end) (drawn `width` wide) needs
 * room, with the clear gap after it (sp): its room width past its shift, less a verse number's
 * allowance, and never short of its drawn text.
 */
export function syllableReach(ctx: Context, start: i32, end: i32, width: f32): f32 {
  const room = width * LYRIC_ROOM_SCALE;
  const numberEnd = verseNumberEnd(ctx, start, end);
  if (numberEnd < 0) return room - syllableShift(room) + LYRIC_GAP;
  const number = numberRoom(ctx, start, numberEnd);
  const word = room - number;
  const allowance = number > NUMBER_REACH_ALLOWANCE ? number - NUMBER_REACH_ALLOWANCE : 0;
  const reach = word - syllableShift(word) + LYRIC_GAP - allowance;
  const drawnEnd = syllableLeft(ctx, start, end, width, 0) + width;
  return reach > drawnEnd ? reach : drawnEnd;
}
