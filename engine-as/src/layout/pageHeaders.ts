/**
 * @fileoverview Page headers and footers (`%%header`, `%%footer`; ABC 2.1 11 names them, their
 * text follows abcm2ps, whose format abc2svg 1.22.1 reads): a line of text in the top margin
 * and one in the bottom margin of every page. The text may hold up to three areas separated by
 * tabs, set left, centred and right between the margins; a text without a tab is centred.
 * `$P` prints the page number (from 1). Quotes around the whole value are dropped.
 *
 * Drawn with the existing text records (SourceText for the words, NumberText for the page
 * number), so the SVG writer needs nothing new; the header font is %%headerfont's, the footer's
 * %%footerfont's (12 units by default, as abcm2ps), in the subtitle's face.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { FontSetting, FormatKey } from "../model/format";
import { bottomMargin, leftMargin, pageHeight, pageWidth, rightMargin, topMargin } from "./pageGeometry";
import { fontSize, fontWord } from "./textFonts";
import { textWidth, unitWidth } from "./textWidth";

/** Default header and footer size (abcm2ps headerfont / footerfont 12 units, 6 to the sp). */
const HEADER_SIZE: f32 = 2.0;
/** Share of the top margin above the header's baseline, and of the bottom margin above the footer's. */
const HEADER_BASELINE_SHARE: f32 = 0.6;
const FOOTER_BASELINE_SHARE: f32 = 0.55;
/** Most areas a header holds (left, centre, right). */
const MAX_AREAS: i32 = 3;

/** Writes page `page`'s header and footer as tune `tune` sets them (the file's when -1). */
export function writePageHeaders(ctx: Context, page: i32, tune: i32): void {
  const top = topMargin(ctx);
  writeLine(ctx, page, tune, FormatKey.HeaderStart, FormatKey.HeaderEnd, FontSetting.Header, top * HEADER_BASELINE_SHARE);
  const bottom = bottomMargin(ctx);
  writeLine(ctx, page, tune, FormatKey.FooterStart, FormatKey.FooterEnd, FontSetting.Footer, pageHeight(ctx) - bottom + bottom * FOOTER_BASELINE_SHARE);
}

/** Writes one header or footer line (format keys `startKey` / `endKey`) with its baseline at y. */
function writeLine(ctx: Context, page: i32, tune: i32, startKey: i32, endKey: i32, setting: i32, baseline: f32): void {
  let start = <i32>ctx.format.get(tune, startKey);
  let end = <i32>ctx.format.get(tune, endKey);
  const source = ctx.source;
  if (start < 0 || end > source.length || end <= start) return;
  while (start < end && isBlank(source.at(start))) start++;
  while (end > start && isBlank(source.at(end - 1))) end--;
  if (end - start >= 2 && source.at(start) == 34 && source.at(end - 1) == 34) {
    start++;
    end--;
  }
  if (end <= start) return;
  const size = fontSize(ctx, tune, setting, HEADER_SIZE);
  const font = fontWord(ctx, tune, setting, FontId.Subtitle);
  const element = ctx.elements.add(ElementKind.TextBlock, start, end, page, -1, tune);
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
  if (boxRight > boxLeft) ctx.elements.setBox(element, boxLeft, baseline - size * 0.72, boxRight - boxLeft, size);
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
