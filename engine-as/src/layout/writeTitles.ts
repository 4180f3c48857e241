/**
 * @fileoverview Writes a tune's title block (titleBlock.ts lays it out: titles and subtitles
 * centred, composers and origin right-aligned, the parts at the left) and lines of text in
 * general: each line a SourceText run with an element carrying its source range and box.
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
