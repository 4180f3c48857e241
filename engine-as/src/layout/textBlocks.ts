/**
 * @fileoverview Text blocks (model/textBlocks.ts; engine-spec 3, the "block" symbol type) on the
 * page, as abc2svg 1.22.1 draws them (black-boxed): in the text font (%%textfont, its size and
 * face; layout/textFonts.ts), one line under another (layout/textBlockMetrics.ts). Lines are
 * set from the left margin; a `center` block centres each line between the margins; the lines
 * of a `fill`, `justify` or `align` block are filled into paragraphs (layout/fillText.ts).
 *
 * abc2svg turns the escape `\t` into a tab and keeps the blanks of a line as written (writeLine):
 * here a line is split into runs where its blanks are not single spaces between words, each
 * blank one space wide. Other escapes (`&amp;`, `\u00e9`) are in the runs, measured (textWidth.ts) and printed
 * (engine-bindings textEscapes.ts) as the characters they stand for.
 *
 * paginate places each block where its format event acts (placeTextBlock: a block that does
 * not fit under what the page holds starts a new page); writePages calls writeTextBlocks as
 * pages open.
 *
 * A block inside a tune of its own %%scale is set in the tune's staff spaces and drawn in a
 * group scaled by its tuneScale (pageGeometry.ts), as abc2svg 1.22.1 draws it (black-boxed: a
 * `%%text` in a tune at %%scale 0.5, after the page's 0.75, is in a scale(0.67) group, its block
 * 16 px high for the 24 px of a line); so is a block between tunes, at the scale in force
 * there (black-boxed: a %%text after `%%scale 0.5` between a 0.75 tune and the next is in a
 * scale(0.67) group): here the next tune's, whose settings the file's directives before it are.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { TextBlockMode } from "../model/textBlocks";
import { Source } from "../text/source";
import { FormatEventKind, FormatKey } from "../model/format";
import { leftMargin, lineWidth, pixelsToStaffSpaces, systemLineWidth, tuneScale } from "./pageGeometry";
import { setFilledText } from "./fillText";
import { PageCursor } from "./paginate";
import { TEXT_FIRST_BASELINE, TEXT_LINE_SPACING, TEXT_SIZE, TEXT_SPACE_WIDTH, textLinesHeight } from "./textBlockMetrics";
import { textBlockFontWord, textBlockSize } from "./textFonts";
import { textWidth } from "./textWidth";

/** Ascent of a line over its baseline, in ems (the element box). */
const ASCENT: f32 = 0.8;

/** Whether block `block` is filled into paragraphs (fill, justify, align). */
@inline function isFilled(ctx: Context, block: i32): bool {
  const mode = ctx.textBlocks.mode.get(block);
  return mode == TextBlockMode.Fill || mode == TextBlockMode.Justify;
}

/** Font size (em, sp) of block `block`: the %%textfont's in force where it stands, or 16 units. */
@inline function blockSize(ctx: Context, block: i32): f32 {
  return textBlockSize(ctx, block, TEXT_SIZE);
}

/** Font word (abi FontWord) of block `block`'s runs: the text font, in the %%textfont's face. */
@inline function blockFont(ctx: Context, block: i32): i32 {
  return textBlockFontWord(ctx, block, FontId.Subtitle);
}

/**
 * Height (sp) of block `block` set `width` sp wide; 0 when it has no line (or, filled, no word)
 * or is a skip block (it is not drawn).
 */
export function textBlockHeight(ctx: Context, block: i32, width: f32): f32 {
  const blocks = ctx.textBlocks;
  if (blocks.mode.get(block) == TextBlockMode.Skip) return 0;
  const first = blocks.firstLine.get(block);
  const lines = blocks.lineCount.get(block);
  const size = blockSize(ctx, block);
  if (isFilled(ctx, block)) return setFilledText(ctx, -1, first, first + lines, false, 0, width, 0, blockFont(ctx, block), size);
  return size * textLinesHeight(lines);
}

/**
 * Height (page sp) of tune `tune`'s text blocks read after its K: line and before its first
 * system (at time column `firstColumn`), which paginate keeps on the page of the title.
 */
export function textBlocksBeforeMusicHeight(ctx: Context, tune: i32, firstColumn: i32): f32 {
  const format = ctx.format;
  const units = tuneScale(ctx, tune);
  let height: f32 = 0;
  for (let event = format.eventsFrom(tune), n = format.eventsEnd(tune); event < n; event++) {
    if (format.eventTune.get(event) != tune || format.eventKind.get(event) != FormatEventKind.TextBlock || format.eventColumn.get(event) > firstColumn) continue;
    const block = <i32>format.eventValue.get(event);
    if (ctx.textBlocks.inHeader.get(block) == 0) height += textBlockHeight(ctx, block, lineWidth(ctx, tune) / units) * units;
  }
  return height;
}

/**
 * Places block `block` at the cursor, between the margins `left` and `left + width` (sp of
 * `units`: the page's staff spaces over them, tuneScale), for tune `tune`'s element: on a new
 * page when the page holds something and the block does not fit above `bottom` (page sp; a block
 * taller than a page stays whole on its own page).
 */
export function placeTextBlock(ctx: Context, cursor: PageCursor, block: i32, tune: i32, left: f32, width: f32, top: f32, bottom: f32, units: f32 = 1): void {
  const height = textBlockHeight(ctx, block, width) * units;
  if (height <= 0) return;
  if (cursor.used && cursor.y + height > bottom) cursor.newPage(top);
  const layout = ctx.layout;
  layout.textBlockPage.set(block, cursor.page);
  layout.textBlockY.set(block, cursor.y / units);
  layout.textBlockLeft.set(block, left);
  layout.textBlockWidth.set(block, width);
  layout.textBlockTune.set(block, tune);
  layout.textBlockScale.set(block, units);
  cursor.y += height;
  // The next system keeps its distance from the block, not from the staff above it.
  cursor.lastStaffBottom = -1e9;
  cursor.used = true;
}

/**
 * Places the block of format event `event` (FormatEventKind.TextBlock) for tune `tune`: a
 * tune's block between the margins of the system it stands before (%%leftmargin and
 * %%rightmargin of the body, %%multicol), a block of the file between the tune's margins.
 */
export function placeTextBlockEvent(ctx: Context, cursor: PageCursor, event: i32, tune: i32, top: f32, bottom: f32): void {
  const format = ctx.format;
  // In the staff spaces of the %%scale in force there: the tune's, or for a block between tunes
  // the next tune's (the file's directives before it are the tune's settings).
  const units = tuneScale(ctx, tune);
  let left = leftMargin(ctx, tune) / units;
  let width = lineWidth(ctx, tune) / units;
  if (format.eventTune.get(event) >= 0) {
    left = pixelsToStaffSpaces(ctx, marginAt(ctx, tune, event, false), 68, tune);
    width = systemLineWidth(ctx, left, pixelsToStaffSpaces(ctx, marginAt(ctx, tune, event, true), 68, tune), tune);
  }
  placeTextBlock(ctx, cursor, <i32>format.eventValue.get(event), tune, left, width, top, bottom, units);
}

/**
 * The left (`right` false) or right margin, in CSS px, where tune `tune`'s event `event` stands:
 * the tune's setting changed by the margin directives of its body read before the event, the
 * margins kept at %%multicol start coming back at its new and end. This is
 * formatEvents.ts systemMargin at one event rather than at a system's first column: the blocks
 * of %%multicol columns all stand before the same column, each between its column's margins.
 */
function marginAt(ctx: Context, tune: i32, event: i32, right: bool): f64 {
  const format = ctx.format;
  let margin = format.get(tune, right ? FormatKey.RightMargin : FormatKey.LeftMargin);
  let kept = margin;
  const own = right ? FormatEventKind.RightMargin : FormatEventKind.LeftMargin;
  for (let other = format.eventsFrom(tune); other < event; other++) {
    if (format.eventTune.get(other) != tune) continue;
    const kind = format.eventKind.get(other);
    if (kind == own) margin = format.eventValue.get(other);
    else if (kind == FormatEventKind.MulticolStart) kept = margin;
    else if (kind == FormatEventKind.MulticolNew || kind == FormatEventKind.MulticolEnd) margin = kept;
  }
  return margin;
}

/** Marks every block not placed (paginate places those it meets); call before paginating. */
export function resetTextBlockPlaces(ctx: Context): void {
  const count = ctx.textBlocks.count;
  const layout = ctx.layout;
  layout.textBlockPage.fill(count, -1);
  layout.textBlockY.fill(count, 0);
  layout.textBlockLeft.fill(count, 0);
  layout.textBlockWidth.fill(count, 0);
  layout.textBlockTune.fill(count, 0);
  layout.textBlockScale.fill(count, 1);
}

/**
 * Writes the blocks from `next` on (in source order) that are placed on page `page` or before;
 * returns the first block not written. Blocks not placed are passed over.
 */
export function writeTextBlocks(ctx: Context, next: i32, page: i32): i32 {
  const layout = ctx.layout;
  let block = next;
  for (let n = ctx.textBlocks.count; block < n; block++) {
    const at = layout.textBlockPage.get(block);
    if (at > page) break;
    if (at < 0) continue;
    // A block of a tune of its own scale, in the tune's units (see the file overview).
    const units = layout.textBlockScale.get(block);
    const firstElement = ctx.elements.count;
    if (units != 1) ctx.display.scaledGroupStart(0, units);
    writeTextBlock(ctx, block, at);
    if (units == 1) continue;
    ctx.display.scaledGroupEnd();
    ctx.elements.scaleBoxes(firstElement, ctx.elements.count, 0, units);
  }
  return block;
}

/** Writes block `block` on page `page`: one element, a text run per drawn piece of each line. */
function writeTextBlock(ctx: Context, block: i32, page: i32): void {
  const blocks = ctx.textBlocks;
  const layout = ctx.layout;
  const left = layout.textBlockLeft.get(block);
  const width = layout.textBlockWidth.get(block);
  const top = layout.textBlockY.get(block);
  const tune = layout.textBlockTune.get(block);
  const size = blockSize(ctx, block);
  const font = blockFont(ctx, block);
  const centred = blocks.mode.get(block) == TextBlockMode.Center;
  const element = ctx.elements.add(ElementKind.TextBlock, blocks.start.get(block), blocks.end.get(block), page, -1, tune);
  const first = blocks.firstLine.get(block);
  const height = textBlockHeight(ctx, block, width);
  const boxTop = top + size * (TEXT_FIRST_BASELINE - ASCENT);
  if (isFilled(ctx, block)) {
    setFilledText(ctx, element, first, first + blocks.lineCount.get(block), blocks.mode.get(block) == TextBlockMode.Justify, left, width, top, font, size);
    ctx.elements.setBox(element, left, boxTop, width, height - (boxTop - top));
    return;
  }
  let boxLeft: f32 = left + width;
  let boxRight: f32 = left;
  for (let line = first, end = first + blocks.lineCount.get(block); line < end; line++) {
    const start = blocks.lineStart.get(line);
    const stop = blocks.lineEnd.get(line);
    const lineWidth = writeLine(ctx, -1, start, stop, 0, 0, font, size);
    if (lineWidth <= 0) continue;
    const x = centred ? left + (width - lineWidth) * 0.5 : left;
    writeLine(ctx, element, start, stop, x, top + size * (TEXT_FIRST_BASELINE + TEXT_LINE_SPACING * <f32>(line - first)), font, size);
    if (x < boxLeft) boxLeft = x;
    if (x + lineWidth > boxRight) boxRight = x + lineWidth;
  }
  if (boxRight < boxLeft) boxLeft = boxRight = left;
  ctx.elements.setBox(element, boxLeft, boxTop, boxRight - boxLeft, height - (boxTop - top));
}

/** Source units of the blank at source[at] (before `end`): 1 for a space or tab, 2 for the escape `\t`, else 0. */
@inline function blankLength(source: Source, at: i32, end: i32): i32 {
  const c = source.at(at);
  if (c == 32 || c == 9) return 1;
  return c == 92 /* \ */ && at + 1 < end && source.at(at + 1) == 116 /* t */ ? 2 : 0;
}

/**
 * Draws the line source[start, end) from x at `baseline` as element `element`'s runs in font
 * word `font` at `size` (em, sp); with `element` -1 only measures. Returns the drawn width (sp),
 * from x to the end of the last run.
 *
 * abc2svg 1.22.1 keeps a text block's blanks as written (its SVG sets `white-space: pre`): a
 * leading blank indents the line, and every space, tab or `\t` escape is one space wide (SVG
 * text has no tab stops). A run here is a piece of the line whose blanks are single spaces
 * between words, which any SVG draws as written; the other blanks are the gaps between runs.
 */
function writeLine(ctx: Context, element: i32, start: i32, end: i32, x: f32, baseline: f32, font: i32, size: f32): f32 {
  const source = ctx.source;
  const space = TEXT_SPACE_WIDTH * size;
  let width: f32 = 0; // to the end of the last run
  let gap: f32 = 0; // blanks since it
  let pos = start;
  while (pos < end) {
    const blank = blankLength(source, pos, end);
    if (blank > 0) {
      gap += space;
      pos += blank;
      continue;
    }
    // The run goes on over single spaces between words.
    let stop = pos + 1;
    while (stop < end && (blankLength(source, stop, end) == 0 || (source.at(stop) == 32 && stop + 1 < end && blankLength(source, stop + 1, end) == 0))) stop++;
    width += gap;
    gap = 0;
    if (element >= 0) ctx.display.sourceText(element, font, TextAnchor.Start, pos, stop, x + width, baseline, size);
    width += textWidth(ctx, font, pos, stop) * size;
    pos = stop;
  }
  return width;
}
