/**
 * @fileoverview The words after a tune (W:, ABC 2.1 3.1.16 "words printed after the tune"), as
 * abc2svg 1.22.1 draws them (black-boxed through the positions of its SVG): under the tune's
 * last system, in the words font (16 units, serif, or what %%wordsfont sets: textFonts.ts).
 *
 * - The W: lines make verses, parted by empty W: lines (a run of them is one parting; an empty
 *   line before the first or after the last parts off an empty verse).
 * - One verse is set as a block of lines centred between the margins. Several are set in two
 *   columns, the first half of the verses in the left one and the second half in the right one,
 *   side by side in pairs (the first with the first of the right half...), a blank line between
 *   pairs; an odd last verse is set alone under them, centred. When the widest verse, the
 *   one set alone included, does not fit half the line, every verse is set alone, one under
 *   the other, as one block (black-boxed: verses of `n` pair up to 36 letters a line at
 *   %%scale 0.75; two verses of 10 `n` stay single when a third one of 24 `m` follows, 18.7 em,
 *   and pair when it has 23, 17.9 em; Open Hymnal's Abide With Me).
 * - A line that starts with a verse number (`1.`, `12`, `A.`) has the number set right-aligned
 *   just before the column, its words from the column's left edge.
 * - abc2svg centres by its own width tables, which make text about a tenth wider than Times
 *   metrics do, and sets the columns 14 units right of where that centring puts them: the
 *   column's left edge is the middle of its half (or of the line) less 0.55 of the widest line
 *   (COLUMN_WIDTH_SHARE), plus COLUMN_SHIFT.
 *
 * - Each row (a pair of verses side by side, or a verse set alone) is a block of its own, the
 *   first with the gap above the words, each later one with the blank line above it: a row that
 *   does not fit under what the page holds goes on to the next page, its blank line with it
 *   (black-boxed: Open Hymnal's Abide With Me, three verses of 4 lines one under the other, at
 *   %%scale 0.73: blocks of 73 px (5 + 4 x 17.6, scaled), 86 px (5 lines), and on page 2 86 px).
 *
 * paginate places each row (`wordsRowCount`, `wordsRowHeight`) under the tune's last system;
 * writePages calls `writeWords` for the rows of each page, with their tops.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { FontSetting } from "../model/format";
import { isDigit, isLetter, isSpace } from "../text/source";
import { leftMargin, lineWidth, tuneScale } from "./pageGeometry";
import { WORDS_SIZE, firstTextField } from "./textFields";
import { fontSize, fontWord } from "./textFonts";
import { textWidth } from "./textWidth";
import { writeTextLine } from "./writeTitles";

const LINE_SPACING: f32 = 1.1;
/**
 * Space above the block, under the last system: 5 px (measured against abc2svg 1.22.1: its
 * words block is 23, 40 and 75 px high for 1, 2 and 4 lines of 17.6 px, 5 + 17.6 n rounded;
 * paginate rounds the block to whole pixels as abc2svg writes it).
 */
const GAP_ABOVE: f32 = 5.0 / 6.0;
/** Baseline of a line, as a share of its height from its top. */
const BASELINE: f32 = 0.8;
/** A column's left edge: its middle less this share of its widest line, plus COLUMN_SHIFT (sp). */
const COLUMN_WIDTH_SHARE: f32 = 0.55;
const COLUMN_SHIFT: f32 = 13.9 / 6.0;
/** Gap between a verse number's end and its column (5 units). */
const NUMBER_GAP: f32 = 5.0 / 6.0;
/** Most W: lines read per tune (bad input never loops long). */
const MAX_LINES: i32 = 4096;

/** Whether text field `k` is a W: line. */
@inline function isWordsLine(ctx: Context, k: i32): bool {
  return ctx.textFields.letter.get(k) == 87 /* W */;
}

/** Whether W: line `k` is empty (blanks only). */
function isBlankLine(ctx: Context, k: i32): bool {
  const source = ctx.source;
  for (let i = ctx.textFields.start.get(k), end = ctx.textFields.end.get(k); i < end; i++) {
    if (!isSpace(source.at(i))) return false;
  }
  return true;
}

/** Number of verses of tune `tune`'s W: lines (0 when it has none). */
function verseCount(ctx: Context, tune: i32): i32 {
  const fields = ctx.textFields;
  let verses = 0;
  let lines = 0;
  let previousBlank = true;
  for (let k = firstTextField(ctx, tune), n = fields.count; k < n && fields.tune.get(k) == tune && lines < MAX_LINES; k++) {
    if (!isWordsLine(ctx, k)) continue;
    const blank = isBlankLine(ctx, k);
    // A verse starts at the first line, and after each parting.
    if (lines == 0 || (blank && !previousBlank)) verses++;
    // The first line empty: an empty first verse, then the parting.
    if (lines == 0 && blank) verses++;
    previousBlank = blank;
    lines++;
  }
  // A trailing parting ends with an empty verse, which the count above already holds.
  return verses;
}

/**
 * The text field of the first line of verse `verse` of tune `tune`, or -1 when the verse is
 * empty (or there is no such verse). The verse's other lines are the W: lines after it up to an
 * empty one (nextVerseLine).
 */
function verseStart(ctx: Context, tune: i32, verse: i32): i32 {
  const fields = ctx.textFields;
  let current = 0;
  let lines = 0;
  let previousBlank = true;
  for (let k = firstTextField(ctx, tune), n = fields.count; k < n && fields.tune.get(k) == tune && lines < MAX_LINES; k++) {
    if (!isWordsLine(ctx, k)) continue;
    const blank = isBlankLine(ctx, k);
    if (blank && (lines == 0 || !previousBlank)) current++;
    previousBlank = blank;
    lines++;
    if (current > verse) return -1;
    if (!blank && current == verse) return k;
  }
  return -1;
}

/** The text field of the verse line after line `k` of tune `tune`, or -1 at the verse's end. */
function nextVerseLine(ctx: Context, tune: i32, k: i32): i32 {
  const fields = ctx.textFields;
  for (let next = k + 1, n = fields.count; next < n && fields.tune.get(next) == tune; next++) {
    if (!isWordsLine(ctx, next)) continue;
    return isBlankLine(ctx, next) ? -1 : next;
  }
  return -1;
}

/** Number of lines of verse `verse` of tune `tune`. */
function verseLines(ctx: Context, tune: i32, verse: i32): i32 {
  let lines = 0;
  for (let k = verseStart(ctx, tune, verse); k >= 0 && lines < MAX_LINES; k = nextVerseLine(ctx, tune, k)) lines++;
  return lines;
}

/** Font size (em, sp) of tune `tune`'s words: %%wordsfont's, or 16 units. */
@inline function wordsSize(ctx: Context, tune: i32): f32 {
  return fontSize(ctx, tune, FontSetting.Words, WORDS_SIZE);
}

/**
 * Number of verse pairs of tune `tune` set side by side: half its verses, when the widest of
 * all of them (an odd last one too) fits half the line as abc2svg measures it
 * (COLUMN_WIDTH_SHARE is half its width), else none (every verse is set alone, one under the
 * other).
 */
function pairCount(ctx: Context, tune: i32, verses: i32, font: i32, size: f32): i32 {
  const pairs = verses >> 1;
  let widest: f32 = 0;
  for (let verse = 0; verse < verses; verse++) widest = max(widest, verseWidth(ctx, tune, verse, font, size));
  return 2.0 * COLUMN_WIDTH_SHARE * widest <= lineWidth(ctx) / tuneScale(ctx, tune) * 0.5 ? pairs : 0;
}

/** Verse set alone in row `row` (from `pairs` on) of `pairs` pairs. */
@inline function aloneVerse(pairs: i32, row: i32): i32 {
  return 2 * pairs + row - pairs;
}

/** Lines of row `row`: the longer verse of its pair, or the verse set alone in it. */
function rowLines(ctx: Context, tune: i32, pairs: i32, row: i32): i32 {
  if (row >= pairs) return verseLines(ctx, tune, aloneVerse(pairs, row));
  return max(verseLines(ctx, tune, row), verseLines(ctx, tune, pairs + row));
}

/** Height (sp) of tune `tune`'s words block, the gap above it included; 0 when it has no W:. */
export function wordsBlockHeight(ctx: Context, tune: i32): f32 {
  const pairs = wordsPairs(ctx, tune);
  let height: f32 = 0;
  for (let row = 0, rows = wordsRowCount(ctx, tune, pairs); row < rows; row++) height += wordsRowHeight(ctx, tune, pairs, row);
  return height;
}

/** Verse pairs of tune `tune`'s words set side by side (pairCount; 0: every verse alone, or no W:). */
export function wordsPairs(ctx: Context, tune: i32): i32 {
  const verses = verseCount(ctx, tune);
  return verses > 1 ? pairCount(ctx, tune, verses, fontWord(ctx, tune, FontSetting.Words, FontId.Subtitle), wordsSize(ctx, tune)) : 0;
}

/**
 * Rows of tune `tune`'s words block (its `pairs` pairs of verses, then the verses set alone); 0
 * without W: (or when they are not written).
 */
export function wordsRowCount(ctx: Context, tune: i32, pairs: i32): i32 {
  if (!ctx.format.writesField(tune, 87) || !hasWords(ctx, tune)) return 0;
  const verses = verseCount(ctx, tune);
  return verses > 0 ? verses - pairs : 0;
}

/** Whether one of tune `tune`'s W: lines holds text (blank ones alone draw nothing). */
function hasWords(ctx: Context, tune: i32): bool {
  const fields = ctx.textFields;
  for (let k = firstTextField(ctx, tune), n = fields.count, lines = 0; k < n && fields.tune.get(k) == tune && lines < MAX_LINES; k++) {
    if (!isWordsLine(ctx, k)) continue;
    if (!isBlankLine(ctx, k)) return true;
    lines++;
  }
  return false;
}

/**
 * Height (sp) of row `row` of tune `tune`'s words block (of `pairs` pairs) as a block of its
 * own: the gap above the words (the first row) or the blank line between rows (the others), and
 * its lines.
 */
export function wordsRowHeight(ctx: Context, tune: i32, pairs: i32, row: i32): f32 {
  const lineHeight = wordsSize(ctx, tune) * LINE_SPACING;
  return (row == 0 ? GAP_ABOVE : lineHeight) + <f32>rowLines(ctx, tune, pairs, row) * lineHeight;
}

/**
 * End of the verse number that starts W: line source[start, end) (after its leading blanks):
 * digits with an optional `.`, or letters and a `.` (abc2svg's `1.`, `12`, `A.`); -1 when the
 * line has none or nothing follows it.
 */
function verseNumberEnd(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  let i = start;
  while (i < end && isSpace(source.at(i))) i++;
  const first = i;
  if (isDigit(source.at(i))) {
    while (i < end && isDigit(source.at(i))) i++;
    if (i < end && source.at(i) == 46 /* . */) i++;
  } else {
    while (i < end && isLetter(source.at(i))) i++;
    if (i == first || i >= end || source.at(i) != 46 /* . */) return -1;
    i++;
  }
  // The number ends the token: a space or the words follow (`1.one` too, after its dot).
  if (i < end && !isSpace(source.at(i)) && source.at(i - 1) != 46) return -1;
  return i > first ? i : -1;
}

/** Width (sp) of the widest line of verse `verse` at `size` in font word `font`. */
function verseWidth(ctx: Context, tune: i32, verse: i32, font: i32, size: f32): f32 {
  const fields = ctx.textFields;
  let widest: f32 = 0;
  let lines = 0;
  for (let k = verseStart(ctx, tune, verse); k >= 0 && lines < MAX_LINES; k = nextVerseLine(ctx, tune, k)) {
    const width = textWidth(ctx, font, fields.start.get(k), fields.end.get(k)) * size;
    if (width > widest) widest = width;
    lines++;
  }
  return widest;
}

/**
 * Writes rows [fromRow, toRow) of tune `tune`'s words block on page `page`, each with its top (the
 * gap or blank line above it included) at layout.wordsRowY (the tune's sp).
 */
export function writeWords(ctx: Context, tune: i32, page: i32, fromRow: i32, toRow: i32): void {
  if (!ctx.format.writesField(tune, 87)) return;
  const verses = verseCount(ctx, tune);
  if (verses == 0) return;
  const size = wordsSize(ctx, tune);
  const font = fontWord(ctx, tune, FontSetting.Words, FontId.Subtitle);
  const pairs = pairCount(ctx, tune, verses, font, size);
  // In the tune's own staff spaces (its %%scale, pageGeometry.ts tuneScale).
  const units = tuneScale(ctx, tune);
  const left = leftMargin(ctx) / units;
  const width = lineWidth(ctx) / units;
  // The paired verses share their columns' left edges, set by the widest of them; the verses
  // set alone share theirs, set by the widest of those.
  let pairedWidest: f32 = 0;
  for (let verse = 0; verse < 2 * pairs; verse++) pairedWidest = max(pairedWidest, verseWidth(ctx, tune, verse, font, size));
  let aloneWidest: f32 = 0;
  for (let verse = 2 * pairs; verse < verses; verse++) aloneWidest = max(aloneWidest, verseWidth(ctx, tune, verse, font, size));
  const leftColumn = left + width * 0.25 - pairedWidest * COLUMN_WIDTH_SHARE + COLUMN_SHIFT;
  const rightColumn = leftColumn + width * 0.5;
  const aloneColumn = left + width * 0.5 - aloneWidest * COLUMN_WIDTH_SHARE + COLUMN_SHIFT;
  const lineHeight = size * LINE_SPACING;
  const firstRow = ctx.layout.tuneWordsFirstRow.get(tune);
  for (let row = max(fromRow, 0), rows = min(toRow, verses - pairs); row < rows; row++) {
    // Under the gap above the words, or the blank line between rows.
    const y = ctx.layout.wordsRowY.get(firstRow + row) + (row == 0 ? GAP_ABOVE : lineHeight);
    if (row < pairs) {
      writeVerse(ctx, tune, page, row, leftColumn, y, font, size);
      writeVerse(ctx, tune, page, pairs + row, rightColumn, y, font, size);
    } else {
      writeVerse(ctx, tune, page, aloneVerse(pairs, row), aloneColumn, y, font, size);
    }
  }
}

/**
 * Writes verse `verse` of tune `tune` as a column whose left edge is at `x`, its first line's
 * top at page y `top`: each line an element, a verse number before the column.
 */
function writeVerse(ctx: Context, tune: i32, page: i32, verse: i32, x: f32, top: f32, font: i32, size: f32): void {
  const fields = ctx.textFields;
  const source = ctx.source;
  let line = 0;
  for (let k = verseStart(ctx, tune, verse); k >= 0 && line < MAX_LINES; k = nextVerseLine(ctx, tune, k), line++) {
    const start = fields.start.get(k);
    const end = fields.end.get(k);
    const baseline = top + size * LINE_SPACING * (<f32>line + BASELINE);
    const number = verseNumberEnd(ctx, start, end);
    if (number < 0) {
      writeTextLine(ctx, tune, page, ElementKind.Words, font, TextAnchor.Start, start, end, x, baseline, size);
      continue;
    }
    let numberStart = start;
    while (numberStart < number && isSpace(source.at(numberStart))) numberStart++;
    writeTextLine(ctx, tune, page, ElementKind.Words, font, TextAnchor.End, numberStart, number, x - NUMBER_GAP, baseline, size);
    let words = number;
    while (words < end && isSpace(source.at(words))) words++;
    if (words < end) writeTextLine(ctx, tune, page, ElementKind.Words, font, TextAnchor.Start, words, end, x, baseline, size);
  }
}
