/**
 * @fileoverview Filled text blocks (`%%begintext fill`, `justify`, `align`; model/textBlocks.ts),
 * as abc2svg 1.22.1 sets them (black-boxed): the lines of a paragraph (paragraphs are parted by
 * blank lines) are joined and broken again into lines as wide as the block; `justify` and
 * `align` spread the words of every line but a paragraph's last over the whole width (abc2svg
 * stretches the SVG text with textLength; here each word is its own run, the spaces between
 * them shared out). Each paragraph is set like a block of its own (layout/textBlockMetrics.ts).
 *
 * A word is a run of characters between blanks (spaces, tabs, the escape `\t`), measured through
 * textWidth. A word wider than the block is set alone on its line.
 */

import { TextAnchor } from "../abi";
import { Context } from "../context";
import { Source } from "../text/source";
import { TEXT_FIRST_BASELINE, TEXT_LINE_SPACING, TEXT_SPACE_WIDTH, textLinesHeight } from "./textBlockMetrics";
import { textWidth } from "./textWidth";

/** Most drawn lines a paragraph may take (a guard: every line takes at least one word). */
const MAX_LINES: i32 = 1 << 20;

/** Whether source[at] starts a blank: a space, a tab or the escape `\t`. */
@inline function isBlankAt(source: Source, at: i32, end: i32): bool {
  const c = source.at(at);
  return c == 32 || c == 9 || (c == 92 /* \ */ && at + 1 < end && source.at(at + 1) == 116 /* t */);
}

/** First offset of a word in source[from, end), or `end`. */
function wordStart(source: Source, from: i32, end: i32): i32 {
  let at = from;
  while (at < end && isBlankAt(source, at, end)) at += source.at(at) == 92 ? 2 : 1;
  return at < end ? at : end;
}

/** End of the word that starts at `from` in source[from, end). */
function wordStop(source: Source, from: i32, end: i32): i32 {
  let at = from;
  while (at < end && !isBlankAt(source, at, end)) at++;
  return at;
}

/**
 * Sets the lines [first, end) of ctx.textBlocks (one block's) as filled paragraphs between x
 * `left` and `left + width` (sp), the top of the first at y `top`, in font word `font` (abi
 * FontWord) at `size` (em, sp); draws them as element `element`'s runs, or only measures when
 * `element` is -1. Returns the height (sp) of the paragraphs.
 */
export function setFilledText(ctx: Context, element: i32, first: i32, end: i32, justify: bool, left: f32, width: f32, top: f32, font: i32, size: f32): f32 {
  const source = ctx.source;
  const blocks = ctx.textBlocks;
  let y = top;
  let line = first;
  while (line < end) {
    // A paragraph: the lines up to the next blank one.
    while (line < end && wordStart(source, blocks.lineStart.get(line), blocks.lineEnd.get(line)) >= blocks.lineEnd.get(line)) line++;
    if (line >= end) break;
    let paragraphEnd = line;
    while (paragraphEnd < end && wordStart(source, blocks.lineStart.get(paragraphEnd), blocks.lineEnd.get(paragraphEnd)) < blocks.lineEnd.get(paragraphEnd)) paragraphEnd++;
    const drawn = setParagraph(ctx, element, line, paragraphEnd, justify, left, width, y + size * TEXT_FIRST_BASELINE, font, size);
    y += size * textLinesHeight(drawn);
    line = paragraphEnd;
  }
  return y - top;
}

/**
 * Sets one paragraph, the block lines [first, end), its first baseline at `baseline`; returns
 * the number of lines drawn.
 */
function setParagraph(ctx: Context, element: i32, first: i32, end: i32, justify: bool, left: f32, width: f32, baseline: f32, font: i32, size: f32): i32 {
  const source = ctx.source;
  const blocks = ctx.textBlocks;
  const space = TEXT_SPACE_WIDTH * size;
  // Where the next drawn line starts: block line `line`, source offset `at`.
  let line = first;
  let at = blocks.lineStart.get(first);
  let drawn = 0;
  while (drawn < MAX_LINES) {
    // Measure: the words that fit on this line.
    let scanLine = line;
    let scan = at;
    let words = 0;
    let wordsWidth: f32 = 0;
    let more = false; // whether words are left for the next line
    while (scanLine < end) {
      const lineEnd = blocks.lineEnd.get(scanLine);
      const start = wordStart(source, scan, lineEnd);
      if (start >= lineEnd) {
        scanLine++;
        if (scanLine < end) scan = blocks.lineStart.get(scanLine);
        continue;
      }
      const stop = wordStop(source, start, lineEnd);
      const wordWidth = textWidth(ctx, font, start, stop) * size;
      if (words > 0 && wordsWidth + wordWidth + space * <f32>words > width) {
        more = true;
        break;
      }
      words++;
      wordsWidth += wordWidth;
      scan = stop;
    }
    if (words == 0) break;
    // Draw them: a space apart, or spread over the width when justified and not the last line.
    if (element >= 0) {
      const gap = justify && more && words > 1 ? (width - wordsWidth) / <f32>(words - 1) : space;
      let x = left;
      let drawLine = line;
      let from = at;
      for (let k = 0; k < words && drawLine < end; ) {
        const lineEnd = blocks.lineEnd.get(drawLine);
        const start = wordStart(source, from, lineEnd);
        if (start >= lineEnd) {
          drawLine++;
          if (drawLine < end) from = blocks.lineStart.get(drawLine);
          continue;
        }
        const stop = wordStop(source, start, lineEnd);
        ctx.display.sourceText(element, font, TextAnchor.Start, start, stop, x, baseline + size * TEXT_LINE_SPACING * <f32>drawn, size);
        x += textWidth(ctx, font, start, stop) * size + gap;
        from = stop;
        k++;
      }
    }
    drawn++;
    if (!more) break;
    line = scanLine;
    at = scan;
  }
  return drawn;
}
