/**
 * @fileoverview Verse numbers in lyrics (`w:1.~Hap-py`, ABC 2.1 5.1: `~` joins the number to the
 * first word): the word after the number stands where a word starting the line stands, a little
 * left of its note, and the number before it, so that the numbers of all verses line up above
 * one another (Gould, Behind Bars p. 452: verse numbers aligned; abc2svg 1.22.1 aligns them the
 * same way, black-boxed on three numbered verses). Other syllables are centred on their note.
 */

import { FontId } from "../abi";
import { Context } from "../context";
import { LYRIC_SIZE } from "./constants";
import { textWidth } from "./textWidth";

/** How far left of its note's head the word after a verse number starts (sp). */
const NUMBERED_WORD_LEAD: f32 = 0.3;

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

/**
 * The left edge (sp, same origin as `noteLeft`) of syllable source[start, end) that is `width`
 * wide, sung on a note whose head starts at `noteLeft` and is centred on `centre`.
 */
export function syllableLeft(ctx: Context, start: i32, end: i32, width: f32, noteLeft: f32, centre: f32): f32 {
  const numberEnd = verseNumberEnd(ctx, start, end);
  if (numberEnd < 0) return centre - width * 0.5;
  const numberWidth = textWidth(ctx, FontId.Lyric, start, numberEnd) * LYRIC_SIZE;
  return noteLeft - NUMBERED_WORD_LEAD - numberWidth;
}
