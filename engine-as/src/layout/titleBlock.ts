/**
 * @fileoverview The block of text above a tune's music (ABC 2.1 3.1.2 T:, 3.1.3 C:, 3.1.4 O:,
 * 3.1.11 P:; abc2svg 1.22.1 write_title / write_heading, black-boxed with its default format),
 * read from the tune's header text fields (ctx.textFields, voice -1), top to bottom:
 * - every T: centred: the first as the title, the others as subtitles;
 * - every C: right-aligned at the right margin; the first O: follows the last composer, in
 *   parentheses (alone, without them, when there is no C:);
 * - the header P: (the order of the parts) at the left margin.
 * R: A: B: S: N: H: Z: D: are not drawn (abc2svg shows them only under %%writefields), and
 * a field that %%writefields turns off is not drawn (model/format.ts writesField).
 * Each line takes its font size, its baseline 0.8 of the size under its top, with the font and
 * face the font directives set (%%titlefont, %%subtitlefont, %%composerfont, %%partsfont;
 * textFonts.ts). Above the title is %%titlespace (6 units), above each subtitle %%subtitlespace
 * (3), above the composers %%composerspace (6; there even when the tune has no C:), above the
 * parts %%partsspace (8), as abc2svg 1.22.1 sets them (black-boxed through the baselines of its
 * SVG). A tune with a %%titleformat lays its block out by it instead (titleFormat.ts).
 *
 * `titleBlock` walks the lines once for both uses: measuring the block's height (paginate) and
 * writing it (writeTitles.ts).
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { FontSetting, FormatKey } from "../model/format";
import { COMPOSER_SIZE, SUBTITLE_SIZE, TITLE_SIZE } from "./constants";
import { leftMargin, pageWidth, rightMargin, tuneScale, unitsSetting } from "./pageGeometry";
import { fontSize, fontWord } from "./textFonts";
import { textWidth } from "./textWidth";
import { PARTS_SIZE, firstTextField } from "./textFields";
import { formattedTitleBlock } from "./titleFormat";
import { writeTextLine, writeTitleLine } from "./writeTitles";

/** Baseline of a line, as a share of its font size from the line's top. */
const BASELINE: f32 = 0.8;
/**
 * Space between the composer and the origin after it, in ems of the composer's size: one word
 * space of Times-Italic, as abc2svg 1.22.1 prints "Traditional (Wales)" (the origin is measured
 * in its italic face, textWidth.ts).
 */
const ORIGIN_SPACE: f32 = 0.25;

const T: i32 = 84;
const C: i32 = 67;
const O: i32 = 79;
const P: i32 = 80;

/** Height of tune `tune`'s title block (sp; the composer space alone when it has no line). */
export function titleBlockHeight(ctx: Context, tune: i32): f32 {
  return titleBlock(ctx, tune, -1, 0);
}

/** Baseline of a line of font size `size` whose top is at `top`. */
@inline export function baselineOf(top: f32, size: f32): f32 {
  return top + size * BASELINE;
}

/**
 * Lays out the title block of `tune` from page y `top` (sp): writes it on page `page` when
 * `page` >= 0, and returns its height.
 */
export function titleBlock(ctx: Context, tune: i32, page: i32, top: f32): f32 {
  const formatStart = ctx.format.titleFormatStart(tune);
  if (formatStart >= 0) return formattedTitleBlock(ctx, tune, page, top, formatStart, ctx.format.titleFormatEnd(tune));
  const fields = ctx.textFields;
  const first = firstTextField(ctx, tune);
  // In the tune's own staff spaces (its %%scale, pageGeometry.ts tuneScale).
  const units = tuneScale(ctx, tune);
  const centre = pageWidth(ctx, tune) * 0.5;
  const right = (pageWidth(ctx) - rightMargin(ctx)) / units;
  let y = top;
  let titles = 0;
  let lastComposer = -1;
  let origin = -1;
  let parts = -1;
  for (let k = first, n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (fields.voice.get(k) != -1 || fields.end.get(k) <= fields.start.get(k)) continue;
    const letter = fields.letter.get(k);
    if (!ctx.format.writesField(tune, letter)) continue;
    if (letter == T) {
      const setting = titles == 0 ? FontSetting.Title : FontSetting.Subtitle;
      const size = fontSize(ctx, tune, setting, titles == 0 ? TITLE_SIZE : SUBTITLE_SIZE);
      const font = fontWord(ctx, tune, setting, titles == 0 ? FontId.Title : FontId.Subtitle);
      y += unitsSetting(ctx, tune, titles == 0 ? FormatKey.TitleSpace : FormatKey.SubtitleSpace, titles == 0 ? 6 : 3);
      if (page >= 0) writeTitleLine(ctx, tune, page, ElementKind.Title, font, TextAnchor.Middle, fields.start.get(k), fields.end.get(k), centre, baselineOf(y, size), size);
      y += size;
      titles++;
    } else if (letter == C) {
      lastComposer = k;
    } else if (letter == O && origin < 0) {
      origin = k;
    } else if (letter == P && parts < 0) {
      parts = k;
    }
  }
  // The composers, the last followed by the origin, in the composer font (%%composerfont).
  const composerSize = fontSize(ctx, tune, FontSetting.Composer, COMPOSER_SIZE);
  const composerFont = fontWord(ctx, tune, FontSetting.Composer, FontId.Composer);
  const originFont = fontWord(ctx, tune, FontSetting.Composer, FontId.Origin);
  y += unitsSetting(ctx, tune, FormatKey.ComposerSpace, 6);
  for (let k = first, n = fields.count; k < n && fields.tune.get(k) == tune && lastComposer >= 0; k++) {
    if (fields.voice.get(k) != -1 || fields.letter.get(k) != C || fields.end.get(k) <= fields.start.get(k)) continue;
    if (page >= 0) {
      const baseline = baselineOf(y, composerSize);
      let x = right;
      if (k == lastComposer && origin >= 0) {
        writeTextLine(ctx, tune, page, ElementKind.Composer, originFont, TextAnchor.End, fields.start.get(origin), fields.end.get(origin), x, baseline, composerSize);
        x -= (textWidth(ctx, originFont, fields.start.get(origin), fields.end.get(origin)) + ORIGIN_SPACE) * composerSize;
      }
      writeTextLine(ctx, tune, page, ElementKind.Composer, composerFont, TextAnchor.End, fields.start.get(k), fields.end.get(k), x, baseline, composerSize);
    }
    y += composerSize;
  }
  if (lastComposer < 0 && origin >= 0) {
    if (page >= 0) writeTextLine(ctx, tune, page, ElementKind.Composer, composerFont, TextAnchor.End, fields.start.get(origin), fields.end.get(origin), right, baselineOf(y, composerSize), composerSize);
    y += composerSize;
  }
  if (parts >= 0) {
    const partsSize = fontSize(ctx, tune, FontSetting.Parts, PARTS_SIZE);
    const partsFont = fontWord(ctx, tune, FontSetting.Parts, FontId.Title);
    y += unitsSetting(ctx, tune, FormatKey.PartsSpace, 8);
    if (page >= 0) writeTextLine(ctx, tune, page, ElementKind.Part, partsFont, TextAnchor.Start, fields.start.get(parts), fields.end.get(parts), leftMargin(ctx) / units, baselineOf(y, partsSize), partsSize);
    y += partsSize;
  }
  return y - top;
}
