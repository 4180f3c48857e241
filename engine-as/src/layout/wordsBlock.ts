/**
 * @fileoverview The words after a tune (W:, ABC 2.1 3.1.16 "words printed after the tune"), as
 * abc2svg 1.22.1 draws them with its default format (black-boxed): under the tune's last
 * system, in the words font (16 units, serif, or what %%wordsfont sets: textFonts.ts), one
 * line per W: field in the order written, an
 * empty W: leaving a blank line between verses. The lines are set left-aligned as one block,
 * and the block is centred between the margins.
 *
 * paginate reserves `wordsBlockHeight` under the tune's last system; writePages calls
 * `writeWords` with the block's top.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { FontSetting } from "../model/format";
import { leftMargin, lineWidth } from "./pageGeometry";
import { WORDS_SIZE, firstTextField } from "./textFields";
import { fontSize, fontWord } from "./textFonts";
import { textWidth } from "./textWidth";
import { writeTextLine } from "./writeTitles";

const LINE_SPACING: f32 = 1.1;
/** Space above the block, under the last system. */
const GAP_ABOVE: f32 = 1.0;
/** Baseline of a line, as a share of its height from its top. */
const BASELINE: f32 = 0.8;

/** Whether text field `k` is a W: line of tune `tune` that is drawn. */
@inline function isWordsLine(ctx: Context, k: i32): bool {
  return ctx.textFields.letter.get(k) == 87 /* W */;
}

/** Height (sp) of tune `tune`'s words block, the gap above it included; 0 when it has no W:. */
export function wordsBlockHeight(ctx: Context, tune: i32): f32 {
  if (!ctx.format.writesField(tune, 87)) return 0;
  const fields = ctx.textFields;
  let lines = 0;
  for (let k = firstTextField(ctx, tune), n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (isWordsLine(ctx, k)) lines++;
  }
  return lines > 0 ? GAP_ABOVE + <f32>lines * wordsSize(ctx, tune) * LINE_SPACING : 0;
}

/** Font size (em, sp) of tune `tune`'s words: %%wordsfont's, or 16 units. */
@inline function wordsSize(ctx: Context, tune: i32): f32 {
  return fontSize(ctx, tune, FontSetting.Words, WORDS_SIZE);
}

/** Writes tune `tune`'s words block on page `page`, its top (the gap above included) at page y `top`. */
export function writeWords(ctx: Context, tune: i32, page: i32, top: f32): void {
  if (!ctx.format.writesField(tune, 87)) return;
  const fields = ctx.textFields;
  const size = wordsSize(ctx, tune);
  const font = fontWord(ctx, tune, FontSetting.Words, FontId.Subtitle);
  const first = firstTextField(ctx, tune);
  let widest: f32 = 0;
  for (let k = first, n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (!isWordsLine(ctx, k)) continue;
    const width = textWidth(ctx, font, fields.start.get(k), fields.end.get(k)) * size;
    if (width > widest) widest = width;
  }
  const x = leftMargin(ctx) + max<f32>(0, (lineWidth(ctx) - widest) * 0.5);
  let y = top + GAP_ABOVE;
  for (let k = first, n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (!isWordsLine(ctx, k)) continue;
    const start = fields.start.get(k);
    const end = fields.end.get(k);
    if (end > start) writeTextLine(ctx, tune, page, ElementKind.Words, font, TextAnchor.Start, start, end, x, y + size * LINE_SPACING * BASELINE, size);
    y += size * LINE_SPACING;
  }
}
