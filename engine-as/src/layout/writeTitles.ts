/**
 * @fileoverview Writes a tune's title block (titleBlock.ts): the title (first T:) and subtitle
 * (second T:) centred on the page, the composer (C:) right-aligned at the right margin, as
 * source text with elements of kind Title and Composer.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { COMPOSER_SIZE, SUBTITLE_SIZE, TITLE_SIZE } from "./constants";
import { pageWidth, rightMargin } from "./pageGeometry";
import { baselineOf, composerLineHeight, subtitleLineHeight, titleLineHeight } from "./titleBlock";
import { textWidth } from "./textWidth";

/** Ascent of text, as a share of its size (for boxes). */
const ASCENT: f32 = 0.72;

export function writeTitles(ctx: Context, tune: i32, page: i32): void {
  const tunes = ctx.tunes;
  let y = ctx.layout.tuneTitleY.get(tune);
  const centre = pageWidth(ctx) * 0.5;
  let height = titleLineHeight(ctx, tune);
  if (height > 0) {
    writeLine(ctx, tune, page, ElementKind.Title, FontId.Title, TextAnchor.Middle, tunes.titleStart.get(tune), tunes.titleEnd.get(tune), centre, baselineOf(y, TITLE_SIZE), TITLE_SIZE);
    y += height;
  }
  height = subtitleLineHeight(ctx, tune);
  if (height > 0) {
    writeLine(ctx, tune, page, ElementKind.Title, FontId.Subtitle, TextAnchor.Middle, tunes.subtitleStart.get(tune), tunes.subtitleEnd.get(tune), centre, baselineOf(y, SUBTITLE_SIZE), SUBTITLE_SIZE);
    y += height;
  }
  height = composerLineHeight(ctx, tune);
  if (height > 0) {
    const right = pageWidth(ctx) - rightMargin(ctx);
    writeLine(ctx, tune, page, ElementKind.Composer, FontId.Composer, TextAnchor.End, tunes.composerStart.get(tune), tunes.composerEnd.get(tune), right, baselineOf(y, COMPOSER_SIZE), COMPOSER_SIZE);
  }
}

function writeLine(ctx: Context, tune: i32, page: i32, kind: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, baseline: f32, size: f32): void {
  const element = ctx.elements.add(kind, start, end, page, -1, tune);
  ctx.display.sourceText(element, font, anchor, start, end, x, baseline, size);
  const width = textWidth(ctx, font, start, end) * size;
  const left = anchor == TextAnchor.Middle ? x - width * 0.5 : anchor == TextAnchor.End ? x - width : x;
  ctx.elements.setBox(element, left, baseline - size * ASCENT, width, size);
}
