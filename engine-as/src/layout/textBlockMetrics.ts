/**
 * @fileoverview The metrics of text blocks (layout/textBlocks.ts, layout/fillText.ts), as abc2svg
 * 1.22.1 sets them with its default format (black-boxed): the text font is 16 units (the size
 * of the words after a tune), lines are 1.1 em apart, a block's first baseline is 0.9 em under
 * its top and 0.6 em is left under its last one.
 */

import { WORDS_SIZE } from "./textFields";

/** Font size (em, sp) of text blocks: abc2svg's textfont, 16 units. */
export const TEXT_SIZE: f32 = WORDS_SIZE;
/** From one baseline to the next, in ems. */
export const TEXT_LINE_SPACING: f32 = 1.1;
/** First baseline under the block's top, in ems. */
export const TEXT_FIRST_BASELINE: f32 = 0.9;
/** Space under the last baseline, in ems. */
export const TEXT_DESCENT: f32 = 0.6;
/** Width of a space in the text font (Times-Roman), in ems. */
export const TEXT_SPACE_WIDTH: f32 = 0.25;

/** Height, in ems, of a block (or a filled paragraph) of `lines` lines. */
@inline export function textLinesHeight(lines: i32): f32 {
  return lines > 0 ? TEXT_LINE_SPACING * <f32>lines + TEXT_FIRST_BASELINE + TEXT_DESCENT - TEXT_LINE_SPACING : 0;
}
