/**
 * @fileoverview The title block laid out by `%%titleformat` (abc2svg 1.22.1, black-boxed; the
 * corpus uses `%%titleformat A-1 T C1, Z-1, S-1` in over half its files): the value lists
 * header field letters, each followed by its alignment (`-1` left, `0` or nothing centred, `1`
 * right); letters separated by blanks share a row, a comma starts the next row. Each letter
 * stacks its header fields downwards in its alignment's column, in the order written (T: the
 * title, then subtitles; C: the composers), under the letters of that alignment before it in the
 * row; a row is as tall as its tallest column. Fields whose letter is
 * not listed are not drawn. `T+T` writes the first two T: fields on one line, a space apart
 * (abc2svg prints "One Two").
 *
 * Fonts, as abc2svg 1.22.1 sets them (black-boxed, with their font directives: textFonts.ts):
 * T the title font, then the subtitle font; C and O the composer font (italic); A and R the
 * info font (italic, 14 units); P the parts font; any other field (Z, H, S, N, B, D...) the
 * history font (16 units).
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { FontSetting } from "../model/format";
import { isDigit, isLetter } from "../text/source";
import { COMPOSER_SIZE, SUBTITLE_SIZE, TITLE_SIZE } from "./constants";
import { leftMargin, pageWidth, rightMargin } from "./pageGeometry";
import { PARTS_SIZE, firstTextField } from "./textFields";
import { fontSize, fontWord } from "./textFonts";
import { textWidth } from "./textWidth";
import { writeTextLine, writeTitleLine } from "./writeTitles";

const LINE_SPACING: f32 = 1.1;
/** Baseline of a line, as a share of its height from the line's top. */
const BASELINE: f32 = 0.8;
/** Space between fields joined on one line (`T+T`), in ems. */
const JOIN_SPACE: f32 = 0.25;
/** Most items read from one format (bad input never loops long). */
const MAX_ITEMS: i32 = 64;

/**
 * Lays out tune `tune`'s title block by its %%titleformat, source[formatStart, formatEnd),
 * from page y `top`; writes it on page `page` when `page` >= 0. Returns its height.
 */
export function formattedTitleBlock(ctx: Context, tune: i32, page: i32, top: f32, formatStart: i32, formatEnd: i32): f32 {
  const source = ctx.source;
  let y = top;
  // The height of the row's left, centred and right columns so far: letters of one alignment
  // stack in their column (abc2svg 1.22.1, black-boxed: `H S N` puts S under H, N under S).
  let startHeight: f32 = 0;
  let middleHeight: f32 = 0;
  let endHeight: f32 = 0;
  let i = formatStart;
  for (let items = 0; i < formatEnd && items < MAX_ITEMS; items++) {
    const c = source.at(i);
    if (c == 44 /* , */) {
      y += max(startHeight, max(middleHeight, endHeight));
      startHeight = middleHeight = endHeight = 0;
      i++;
      continue;
    }
    if (!isLetter(c)) {
      i++;
      continue;
    }
    i++;
    let anchor = TextAnchor.Middle;
    if (source.at(i) == 45 /* - */ && isDigit(source.at(i + 1))) {
      anchor = TextAnchor.Start;
      i += 2;
    } else if (isDigit(source.at(i))) {
      anchor = source.at(i) == 48 ? TextAnchor.Middle : TextAnchor.End;
      i++;
    }
    // `T+T`: the next field of the same letter joins the first on its line.
    let joined = 0;
    while (source.at(i) == 43 /* + */ && i + 1 < formatEnd && joined < MAX_ITEMS) {
      if (source.at(i + 1) == c) joined++;
      i += 2;
    }
    const column = anchor == TextAnchor.Start ? startHeight : anchor == TextAnchor.End ? endHeight : middleHeight;
    const height = column + stackField(ctx, tune, page, c, anchor, y + column, joined);
    if (anchor == TextAnchor.Start) startHeight = height;
    else if (anchor == TextAnchor.End) endHeight = height;
    else middleHeight = height;
  }
  return y + max(startHeight, max(middleHeight, endHeight)) - top;
}

/**
 * Writes the first `joined` + 1 header fields `letter` of `tune` on one line from page y `top`,
 * a space apart, aligned by `anchor` at `x` as one block, in the letter's first-line font;
 * returns the line's height (0 when the tune has no such field).
 */
function joinFields(ctx: Context, tune: i32, page: i32, letter: i32, anchor: i32, x: f32, top: f32, joined: i32): f32 {
  const fields = ctx.textFields;
  const first = firstTextField(ctx, tune);
  const setting = fieldSetting(letter, 0);
  const size = fontSize(ctx, tune, setting, settingDefaultSize(setting));
  const font = fontWord(ctx, tune, setting, settingFontId(setting));
  const kind = letter == 67 ? ElementKind.Composer : ElementKind.Title;
  const space = JOIN_SPACE * size;
  // Pass 0 measures the line, pass 1 writes it.
  let width: f32 = 0;
  let parts = 0;
  for (let pass = 0; pass < 2; pass++) {
    let at = anchor == TextAnchor.Start ? x : anchor == TextAnchor.End ? x - width : x - width * 0.5;
    parts = 0;
    for (let k = first, n = fields.count; k < n && fields.tune.get(k) == tune && parts <= joined; k++) {
      if (fields.voice.get(k) != -1 || fields.letter.get(k) != letter || fields.end.get(k) <= fields.start.get(k)) continue;
      const partWidth = textWidth(ctx, font, fields.start.get(k), fields.end.get(k)) * size;
      if (pass == 0) width += (parts > 0 ? space : 0) + partWidth;
      else if (page >= 0) writeTextLine(ctx, tune, page, kind, font, TextAnchor.Start, fields.start.get(k), fields.end.get(k), at, top + size * LINE_SPACING * BASELINE, size);
      at += partWidth + space;
      parts++;
    }
  }
  return parts > 0 ? size * LINE_SPACING : 0;
}

/**
 * Stacks the header fields `letter` of `tune` downwards from page y `top`, aligned by `anchor`
 * (TextAnchor); writes them when `page` >= 0. Returns the stack's height.
 */
function stackField(ctx: Context, tune: i32, page: i32, letter: i32, anchor: i32, top: f32, joined: i32): f32 {
  const fields = ctx.textFields;
  const x = anchor == TextAnchor.Start ? leftMargin(ctx) : anchor == TextAnchor.End ? pageWidth(ctx) - rightMargin(ctx) : pageWidth(ctx) * 0.5;
  let y = top;
  let count = 0;
  const first = firstTextField(ctx, tune);
  // Fields already written on the joined line.
  let onJoinedLine = 0;
  if (joined > 0) {
    const height = joinFields(ctx, tune, page, letter, anchor, x, y, joined);
    if (height > 0) {
      y += height;
      onJoinedLine = joined + 1;
      count = onJoinedLine;
    }
  }
  let skipped = 0;
  for (let k = first, n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (fields.voice.get(k) != -1 || fields.letter.get(k) != letter || fields.end.get(k) <= fields.start.get(k)) continue;
    if (skipped < onJoinedLine) {
      skipped++;
      continue;
    }
    const setting = fieldSetting(letter, count);
    const size = fontSize(ctx, tune, setting, settingDefaultSize(setting));
    const font = fontWord(ctx, tune, setting, settingFontId(setting));
    const kind = letter == 67 ? ElementKind.Composer : letter == 80 ? ElementKind.Part : ElementKind.Title;
    if (page >= 0) {
      const baseline = y + size * LINE_SPACING * BASELINE;
      if (letter == 84) writeTitleLine(ctx, tune, page, kind, font, anchor, fields.start.get(k), fields.end.get(k), x, baseline, size);
      else writeTextLine(ctx, tune, page, kind, font, anchor, fields.start.get(k), fields.end.get(k), x, baseline, size);
    }
    y += size * LINE_SPACING;
    count++;
  }
  return y - top;
}

/** The FontSetting of the `count`-th (from 0) header field `letter` in a formatted title block. */
function fieldSetting(letter: i32, count: i32): i32 {
  switch (letter) {
    case 84: return count == 0 ? FontSetting.Title : FontSetting.Subtitle; // T
    case 67: case 79: return FontSetting.Composer; // C O
    case 65: case 82: return FontSetting.Info; // A R
    case 80: return FontSetting.Parts; // P
    default: return FontSetting.History;
  }
}

/** The FontId whose face a field of `setting` takes while no directive sets it. */
function settingFontId(setting: i32): i32 {
  switch (setting) {
    case FontSetting.Title: case FontSetting.Parts: return FontId.Title;
    case FontSetting.Composer: case FontSetting.Info: return FontId.Composer;
    default: return FontId.Subtitle;
  }
}

/** Default size (em, sp) of a field of `setting` (abc2svg's: 20, 16, 14, 14, 15, 16 units). */
function settingDefaultSize(setting: i32): f32 {
  switch (setting) {
    case FontSetting.Title: return TITLE_SIZE;
    case FontSetting.Composer: case FontSetting.Info: return COMPOSER_SIZE;
    case FontSetting.Parts: return PARTS_SIZE;
    default: return SUBTITLE_SIZE;
  }
}
