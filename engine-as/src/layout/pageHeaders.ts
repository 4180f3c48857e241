/**
 * @fileoverview Page headers and footers (`%%header`, `%%footer`; ABC 2.1 11 names them, their
 * text follows abcm2ps, whose format abc2svg 1.22.1 reads): lines of text at the top and at the
 * bottom of every page, inside the margins. The text may hold up to three areas separated by
 * tabs, set left, centred and right between the margins; a text without a tab is centred. `\n`
 * (backslash, n) starts a new line. `$P` prints the page number (from 1). Quotes around the
 * whole value are dropped.
 *
 * Where abc2svg 1.22.1 puts them (black-boxed through its page module's SVG blocks): the header
 * is a block of its own under the top margin, 1.1 em per line (its baseline 0.8 em under the
 * line's top), and the music starts under it; the footer stands on the bottom margin, as high
 * as its lines, and the music must end above it. With %%headerfont 10, 12, 16, 20 and 25 the
 * header block is round(38 + 1.1 x size) px (49, 51, 56, 60, 66), two lines of 16 take 73 px,
 * and a tune that ends 1.1 x size px higher than without the header or footer still fits its
 * page (the largest %%vskip before a second tune that keeps it on page 1 is 17 px less with a
 * footer of 16, 22 less with one of 20, 35 less with a header and a footer of 16). The
 * size is in CSS px, not scaled by %%scale (the header block is 56 px at %%scale 0.5, 0.75, 1);
 * the default is 16 for both.
 *
 * Drawn with the existing text records (SourceText for the words, NumberText for the page
 * number), so the SVG writer needs nothing new; the header font is %%headerfont's, the footer's
 * %%footerfont's, in the subtitle's face.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { FontSetting, FormatKey } from "../model/format";
import { bottomMargin, leftMargin, musicPixels, pageHeight, pageWidth, rightMargin, topMargin } from "./pageGeometry";
import { fontWord } from "./textFonts";
import { textWidth, unitWidth } from "./textWidth";

/** abc2svg's default headerfont and footerfont size, CSS px (black-boxed: its header text is 16 px). */
const HEADER_PIXELS: f64 = 16;
/** Height of a header or footer line, and its baseline under the line's top, in ems (see above). */
const LINE_HEIGHT: f32 = 1.1;
const LINE_BASELINE: f32 = 0.8;
/** Most areas a header line holds (left, centre, right), and most lines a header holds. */
const MAX_AREAS: i32 = 3;
const MAX_LINES: i32 = 64;

/** Writes page `page`'s header and footer as tune `tune` sets them (the file's when -1). */
export function writePageHeaders(ctx: Context, page: i32, tune: i32): void {
  writeText(ctx, page, tune, FormatKey.HeaderStart, FormatKey.HeaderEnd, FontSetting.Header, topMargin(ctx));
  const footerTop = pageHeight(ctx) - bottomMargin(ctx) - footerHeight(ctx, tune);
  writeText(ctx, page, tune, FormatKey.FooterStart, FormatKey.FooterEnd, FontSetting.Footer, footerTop);
}

/** Room (sp) the header of tune `tune` (the file's when -1) takes under the top margin: 0 without one. */
export function headerHeight(ctx: Context, tune: i32): f32 {
  return textHeight(ctx, tune, FormatKey.HeaderStart, FormatKey.HeaderEnd, FontSetting.Header);
}

/** Room (sp) the footer of tune `tune` takes above the bottom margin: 0 without one. */
export function footerHeight(ctx: Context, tune: i32): f32 {
  return textHeight(ctx, tune, FormatKey.FooterStart, FormatKey.FooterEnd, FontSetting.Footer);
}

/** Font size (em, sp) of a header or footer: %%headerfont's or %%footerfont's CSS px, 16 by default. */
function textSize(ctx: Context, tune: i32, setting: i32): f32 {
  const pixels = ctx.format.get(tune, FormatKey.FontSize + setting);
  return <f32>((pixels > 0 ? pixels : HEADER_PIXELS) / musicPixels(ctx));
}

/** Height (sp) of the header or footer text (format keys `startKey` / `endKey`): 1.1 em per line. */
function textHeight(ctx: Context, tune: i32, startKey: i32, endKey: i32, setting: i32): f32 {
  if (!hasText(ctx, tune, startKey)) return 0;
  const start = textStart(ctx, tune, startKey, endKey);
  const end = textEnd(ctx, tune, startKey, endKey);
  if (end <= start) return 0;
  let lines = 1;
  for (let at = lineEnd(ctx, start, end); at < end && lines < MAX_LINES; at = lineEnd(ctx, at + 2, end)) lines++;
  return <f32>lines * LINE_HEIGHT * textSize(ctx, tune, setting);
}

/**
 * Whether tune `tune` has a header or footer text (format key `startKey`): most texts set none,
 * and paginate asks for the heights on every tune and page.
 */
@inline function hasText(ctx: Context, tune: i32, startKey: i32): bool {
  return ctx.format.get(tune, startKey) >= 0; // -1: no %%header / %%footer (the end is -1 then too)
}

/**
 * Start of the header or footer text (format keys `startKey` / `endKey`): the value without the
 * blanks around it and the quotes around the whole; textEnd is its end (not after the start for
 * no text).
 */
function textStart(ctx: Context, tune: i32, startKey: i32, endKey: i32): i32 {
  const start = skipBlanks(ctx, <i32>ctx.format.get(tune, startKey), <i32>ctx.format.get(tune, endKey));
  const end = trimBlanks(ctx, start, <i32>ctx.format.get(tune, endKey));
  return quoted(ctx, start, end) ? start + 1 : start;
}

function textEnd(ctx: Context, tune: i32, startKey: i32, endKey: i32): i32 {
  const start = skipBlanks(ctx, <i32>ctx.format.get(tune, startKey), <i32>ctx.format.get(tune, endKey));
  const end = trimBlanks(ctx, start, <i32>ctx.format.get(tune, endKey));
  return quoted(ctx, start, end) ? end - 1 : end;
}

/** First offset of source[start, end) that is not a blank (end for none; 0 for a range outside the source). */
function skipBlanks(ctx: Context, start: i32, end: i32): i32 {
  if (start < 0 || end > ctx.source.length || end <= start) return 0;
  while (start < end && isBlank(ctx.source.at(start))) start++;
  return start;
}

/** End of source[start, end) without its trailing blanks. */
function trimBlanks(ctx: Context, start: i32, end: i32): i32 {
  if (end > ctx.source.length || end <= start) return start;
  while (end > start && isBlank(ctx.source.at(end - 1))) end--;
  return end;
}

/** Whether source[start, end) is a whole quoted string. */
function quoted(ctx: Context, start: i32, end: i32): bool {
  return end - start >= 2 && ctx.source.at(start) == 34 && ctx.source.at(end - 1) == 34;
}

/** Offset of the next `\n` (a new line) in source[from, end), or end. */
function lineEnd(ctx: Context, from: i32, end: i32): i32 {
  for (let i = from; i + 1 < end; i++) {
    if (ctx.source.at(i) == 92 /* \\ */ && ctx.source.at(i + 1) == 110 /* n */) return i;
  }
  return end;
}

/** Writes the header or footer text (format keys `startKey` / `endKey`), its first line's top at y. */
function writeText(ctx: Context, page: i32, tune: i32, startKey: i32, endKey: i32, setting: i32, top: f32): void {
  if (!hasText(ctx, tune, startKey)) return;
  const start = textStart(ctx, tune, startKey, endKey);
  const end = textEnd(ctx, tune, startKey, endKey);
  if (end <= start) return;
  const size = textSize(ctx, tune, setting);
  const font = fontWord(ctx, tune, setting, FontId.Subtitle);
  const element = ctx.elements.add(ElementKind.TextBlock, start, end, page, -1, tune);
  let lineStart = start;
  for (let line = 0; line < MAX_LINES && lineStart <= end; line++) {
    const stop = lineEnd(ctx, lineStart, end);
    writeLine(ctx, element, page, tune, font, lineStart, stop, top + size * (LINE_BASELINE + LINE_HEIGHT * <f32>line), size, line == 0);
    lineStart = stop + 2;
  }
}

/**
 * Writes one line source[start, end) of a header or footer with its baseline at `baseline`: its
 * areas left, centred and right; the element's box spans the first line's areas.
 */
function writeLine(ctx: Context, element: i32, page: i32, tune: i32, font: i32, start: i32, end: i32, baseline: f32, size: f32, boxed: bool): void {
  const source = ctx.source;
  const left = leftMargin(ctx, tune);
  const right = pageWidth(ctx) - rightMargin(ctx, tune);
  let tabs = 0;
  for (let i = start; i < end; i++) if (source.at(i) == 9) tabs++;
  // The areas: left, centre and right; without a tab the one area is centred.
  let area = 0;
  let areaStart = start;
  let boxLeft = right;
  let boxRight = left;
  for (let i = start; i <= end && area < MAX_AREAS; i++) {
    if (i < end && source.at(i) != 9) continue;
    if (i > areaStart) {
      const anchor = tabs == 0 || area == 1 ? TextAnchor.Middle : area == 0 ? TextAnchor.Start : TextAnchor.End;
      const width = areaWidth(ctx, font, areaStart, i, page) * size;
      const x = anchor == TextAnchor.Start ? left : anchor == TextAnchor.Middle ? (left + right - width) * 0.5 : right - width;
      writeArea(ctx, element, font, areaStart, i, page, x, baseline, size);
      if (x < boxLeft) boxLeft = x;
      if (x + width > boxRight) boxRight = x + width;
    }
    area++;
    areaStart = i + 1;
  }
  // A line longer than the page runs off it (abc2svg draws it so too); its box stays on the page.
  if (boxLeft < 0) boxLeft = 0;
  if (boxRight > pageWidth(ctx)) boxRight = pageWidth(ctx);
  if (boxed && boxRight > boxLeft) ctx.elements.setBox(element, boxLeft, baseline - size * 0.72, boxRight - boxLeft, size);
}

@inline function isBlank(c: i32): bool {
  return c == 32 || c == 9;
}

/** Offset of the next `$P` in source[from, end), or end. */
function nextPageNumber(ctx: Context, from: i32, end: i32): i32 {
  for (let i = from; i + 1 < end; i++) {
    if (ctx.source.at(i) == 36 /* $ */ && ctx.source.at(i + 1) == 80 /* P */) return i;
  }
  return end;
}

/** Width (ems) of the page number `page + 1` as printed: its digits (built-in widths, serif). */
function numberWidth(page: i32): f32 {
  let width: f32 = 0;
  let rest = page + 1;
  do {
    width += unitWidth(48 + rest % 10);
    rest /= 10;
  } while (rest > 0);
  return width;
}

/** Width (ems) of the area source[start, end) as printed, `$P` as the page number. */
function areaWidth(ctx: Context, font: i32, start: i32, end: i32, page: i32): f32 {
  let width: f32 = 0;
  let from = start;
  for (let steps = 0; from < end && steps < end - start + 1; steps++) {
    const at = nextPageNumber(ctx, from, end);
    width += textWidth(ctx, font, from, at);
    if (at >= end) break;
    width += numberWidth(page);
    from = at + 2;
  }
  return width;
}

/** Writes the area source[start, end) from x, left to right: its words, and the page number for each `$P`. */
function writeArea(ctx: Context, element: i32, font: i32, start: i32, end: i32, page: i32, x: f32, baseline: f32, size: f32): void {
  let cursor = x;
  let from = start;
  for (let steps = 0; from < end && steps < end - start + 1; steps++) {
    const at = nextPageNumber(ctx, from, end);
    if (at > from) {
      ctx.display.sourceText(element, font, TextAnchor.Start, from, at, cursor, baseline, size);
      cursor += textWidth(ctx, font, from, at) * size;
    }
    if (at >= end) break;
    ctx.display.numberText(element, font, TextAnchor.Start, page + 1, cursor, baseline, size);
    cursor += numberWidth(page) * size;
    from = at + 2;
  }
}
