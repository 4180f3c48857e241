/**
 * @fileoverview Writes a tune's title block (titleBlock.ts lays it out: titles and subtitles
 * centred, composers and origin right-aligned, the parts at the left) and lines of text in
 * general: each line a SourceText run with an element carrying its source range and box.
 *
 * A title ending in ", " and a short capitalised word ("Lark, The", "Bal, Le") is printed with
 * that word first ("The Lark"), as abc2svg 1.22.1 prints it (black-boxed: a word of at most 5
 * characters starting with a capital A-Z, after exactly one space; "Goodnight" stays put).
 */

import { TextAnchor } from "../abi";
import { Context } from "../context";
import { titleBlock } from "./titleBlock";
import { textWidth } from "./textWidth";

/** Ascent of text, as a share of its size (for boxes). */
const ASCENT: f32 = 0.72;

/** Writes tune `tune`'s title block on page `page`, from the y paginate gave it. */
export function writeTitles(ctx: Context, tune: i32, page: i32): void {
  titleBlock(ctx, tune, page, ctx.layout.tuneTitleY.get(tune));
}

/**
 * Writes source[start, end) as one line of text in `font` (abi FontId) at `size` (em, sp),
 * anchored at (x, baseline) by `anchor` (abi TextAnchor), as an element of `kind`; returns the
 * element.
 */
export function writeTextLine(ctx: Context, tune: i32, page: i32, kind: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, baseline: f32, size: f32): i32 {
  const element = ctx.elements.add(kind, start, end, page, -1, tune);
  ctx.display.sourceText(element, font, anchor, start, end, x, baseline, size);
  const width = textWidth(ctx, font, start, end) * size;
  const left = anchor == TextAnchor.Middle ? x - width * 0.5 : anchor == TextAnchor.End ? x - width : x;
  ctx.elements.setBox(element, left, baseline - size * ASCENT, width, size);
  return element;
}

/** Longest word moved to the front of a title. */
const MAX_ARTICLE: i32 = 5;
/** Width of a space in the title fonts, in ems (Times-Roman). */
const SPACE_WIDTH: f32 = 0.25;

/**
 * Offset of the ", " before a trailing article of the title source[start, end) (see the file's
 * header), or -1 when it has none.
 */
export function titleArticleComma(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  let word = end;
  while (word > start && source.at(word - 1) != 32) word--;
  const length = end - word;
  if (length < 1 || length > MAX_ARTICLE || word - start < 3) return -1;
  const first = source.at(word);
  if (first < 65 || first > 90) return -1;
  // Exactly ", " before the word.
  if (source.at(word - 2) != 44 || source.at(word - 3) == 32) return -1;
  return word - 2;
}

/**
 * Writes title source[start, end) like writeTextLine, its trailing article (if any) first:
 * two runs, the article then the rest, in one element of `kind`.
 */
export function writeTitleLine(ctx: Context, tune: i32, page: i32, kind: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, baseline: f32, size: f32): i32 {
  const comma = titleArticleComma(ctx, start, end);
  if (comma < 0) return writeTextLine(ctx, tune, page, kind, font, anchor, start, end, x, baseline, size);
  const articleStart = comma + 2;
  const articleWidth = textWidth(ctx, font, articleStart, end) * size;
  const restWidth = textWidth(ctx, font, start, comma) * size;
  const space = SPACE_WIDTH * size;
  const width = articleWidth + space + restWidth;
  const left = anchor == TextAnchor.Middle ? x - width * 0.5 : anchor == TextAnchor.End ? x - width : x;
  const element = ctx.elements.add(kind, start, end, page, -1, tune);
  ctx.display.sourceText(element, font, TextAnchor.Start, articleStart, end, left, baseline, size);
  ctx.display.sourceText(element, font, TextAnchor.Start, start, comma, left + articleWidth + space, baseline, size);
  ctx.elements.setBox(element, left, baseline - size * ASCENT, width, size);
  return element;
}
