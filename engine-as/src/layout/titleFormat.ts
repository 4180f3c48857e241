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
import { FontSetting, FormatKey } from "../model/format";
import { isDigit, isLetter } from "../text/source";
import { COMPOSER_SIZE, SUBTITLE_SIZE, TITLE_SIZE } from "./constants";
import { leftMargin, pageWidth, rightMargin, tuneScale, unitsSetting } from "./pageGeometry";
import { PARTS_SIZE, firstTextField } from "./textFields";
import { fontSize, fontWord } from "./textFonts";
import { textWidth } from "./textWidth";
import { writeTextLine, writeTitleLine } from "./writeTitles";

/** A line of the block advances 1.1 times its font size, its baseline 0.2 of the size above its bottom. */
const LINE_SPACING: f32 = 1.1;
const DESCENT: f32 = 0.2;
/** Space between fields joined on one line (`T+T`), in ems. */
const JOIN_SPACE: f32 = 0.25;
/** Most items read from one format (bad input never loops long). */
const MAX_ITEMS: i32 = 64;

/**
 * Lays out tune `tune`'s title block by its %%titleformat, source[formatStart, formatEnd),
 * from page y `top`; writes it on page `page` when `page` >= 0. Returns its height.
 *
 * Rows, as abc2svg 1.22.1 sets them (black-boxed through the baselines of its SVG): the first
 * line of each column of a row (left, centred, right) ends on one line, as low as the tallest of
 * them needs, each with its baseline 0.2 of its size above that line; the lines after it in
 * its column follow, each after the space its font asks (lineSpace) and 1.1 times its size. The
 * next row starts under the row's longest column.
 */
export function formattedTitleBlock(ctx: Context, tune: i32, page: i32, top: f32, formatStart: i32, formatEnd: i32): f32 {
  const source = ctx.source;
  let y = top;
  let rowStart = formatStart;
  for (let rows = 0; rowStart < formatEnd && rows < MAX_ITEMS; rows++) {
    let rowEnd = rowStart;
    while (rowEnd < formatEnd && source.at(rowEnd) != 44 /* , */) rowEnd++;
    const firstLine = layRow(ctx, tune, page, rowStart, rowEnd, y, -1);
    y += layRow(ctx, tune, page, rowStart, rowEnd, y, firstLine);
    rowStart = rowEnd + 1;
  }
  return y - top;
}

/**
 * Lays out the row source[from, to) of a title format (letters, each with its alignment and
 * `+` joins) from page y `top`. With `firstLine` < 0, only measures: returns the height of the
 * row's first line (the tallest first line of its columns). Else lays the row out with that
 * first line, writing it when `page` >= 0, and returns the row's height.
 */
function layRow(ctx: Context, tune: i32, page: i32, from: i32, to: i32, top: f32, firstLine: f32): f32 {
  const source = ctx.source;
  // How far down each column (left, centred, right) has got; 0 while it has no line.
  let startBottom: f32 = 0;
  let middleBottom: f32 = 0;
  let endBottom: f32 = 0;
  let tallestFirst: f32 = 0;
  let i = from;
  for (let items = 0; i < to && items < MAX_ITEMS; items++) {
    const c = source.at(i);
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
    while (source.at(i) == 43 /* + */ && i + 1 < to && joined < MAX_ITEMS) {
      if (source.at(i + 1) == c) joined++;
      i += 2;
    }
    const bottom = anchor == TextAnchor.Start ? startBottom : anchor == TextAnchor.End ? endBottom : middleBottom;
    let reached = bottom;
    if (firstLine < 0) {
      // Measuring: the first line of a column that has none yet.
      const height: f32 = bottom > 0 ? 0 : fieldLineHeight(ctx, tune, c, 0);
      if (height > tallestFirst) tallestFirst = height;
      if (height > 0) reached = height;
    } else {
      reached = stackField(ctx, tune, page, c, anchor, top, bottom, firstLine, joined);
    }
    if (anchor == TextAnchor.Start) startBottom = reached;
    else if (anchor == TextAnchor.End) endBottom = reached;
    else middleBottom = reached;
  }
  return firstLine < 0 ? tallestFirst : max(startBottom, max(middleBottom, endBottom));
}

/**
 * Space above a line of `setting` in tune `tune` (sp): %%titlespace above the title,
 * %%subtitlespace above a subtitle, %%composerspace above a composer or origin line,
 * %%infospace above an area or rhythm line (abc2svg's 6, 3, 6 and 0 units by default).
 */
function lineSpace(ctx: Context, tune: i32, setting: i32): f32 {
  switch (setting) {
    case FontSetting.Title: return unitsSetting(ctx, tune, FormatKey.TitleSpace, 6);
    case FontSetting.Subtitle: return unitsSetting(ctx, tune, FormatKey.SubtitleSpace, 3);
    case FontSetting.Composer: return unitsSetting(ctx, tune, FormatKey.ComposerSpace, 6);
    case FontSetting.Info: return unitsSetting(ctx, tune, FormatKey.InfoSpace, 0);
    default: return 0;
  }
}

/**
 * Height (sp) of the line of the `count`-th (from 0) header field `letter` of `tune`, its space
 * above included; 0 when the tune has no such field.
 */
function fieldLineHeight(ctx: Context, tune: i32, letter: i32, count: i32): f32 {
  const fields = ctx.textFields;
  let seen = 0;
  for (let k = firstTextField(ctx, tune), n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (fields.voice.get(k) != -1 || fields.letter.get(k) != letter || fields.end.get(k) <= fields.start.get(k)) continue;
    if (seen++ < count) continue;
    const setting = fieldSetting(letter, count);
    return lineSpace(ctx, tune, setting) + fontSize(ctx, tune, setting, settingDefaultSize(setting)) * LINE_SPACING;
  }
  return 0;
}

/**
 * Writes the first `joined` + 1 header fields `letter` of `tune` on one line whose baseline is
 * at page y `baseline`, a space apart, aligned by `anchor` at `x` as one block, in the letter's
 * first-line font; returns the number of fields written.
 */
function joinFields(ctx: Context, tune: i32, page: i32, letter: i32, anchor: i32, x: f32, baseline: f32, joined: i32): i32 {
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
      else if (page >= 0) writeTextLine(ctx, tune, page, kind, font, TextAnchor.Start, fields.start.get(k), fields.end.get(k), at, baseline, size);
      at += partWidth + space;
      parts++;
    }
  }
  return parts;
}

/**
 * Stacks the header fields `letter` of `tune` in the column aligned by `anchor` (TextAnchor) of
 * the row at page y `top`, under what the column holds down to `bottom` (0: nothing; its first
 * line then ends at `firstLine` under the row's top); writes them when `page` >= 0. Returns how
 * far down (from `top`) the column reaches.
 */
function stackField(ctx: Context, tune: i32, page: i32, letter: i32, anchor: i32, top: f32, bottom: f32, firstLine: f32, joined: i32): f32 {
  const fields = ctx.textFields;
  // In the tune's own staff spaces (its %%scale, pageGeometry.ts tuneScale).
  const x = (anchor == TextAnchor.Start ? leftMargin(ctx) : anchor == TextAnchor.End ? pageWidth(ctx) - rightMargin(ctx) : pageWidth(ctx) * 0.5) / tuneScale(ctx, tune);
  let reached = bottom;
  let count = 0;
  const first = firstTextField(ctx, tune);
  // Fields already written on the joined line.
  let onJoinedLine = 0;
  if (joined > 0) {
    const size = fontSize(ctx, tune, fieldSetting(letter, 0), settingDefaultSize(fieldSetting(letter, 0)));
    const lineBottom = reached > 0 ? reached + fieldLineHeight(ctx, tune, letter, 0) : firstLine;
    const written = joinFields(ctx, tune, page, letter, anchor, x, top + lineBottom - size * DESCENT, joined);
    if (written > 0) {
      reached = lineBottom;
      onJoinedLine = written;
      count = written;
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
    const lineBottom = reached > 0 ? reached + lineSpace(ctx, tune, setting) + size * LINE_SPACING : firstLine;
    if (page >= 0) {
      const baseline = top + lineBottom - size * DESCENT;
      if (letter == 84) writeTitleLine(ctx, tune, page, kind, font, anchor, fields.start.get(k), fields.end.get(k), x, baseline, size);
      else writeTextLine(ctx, tune, page, kind, font, anchor, fields.start.get(k), fields.end.get(k), x, baseline, size);
    }
    reached = lineBottom;
    count++;
  }
  return reached;
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
