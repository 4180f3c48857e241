/**
 * @fileoverview The title block laid out by `%%titleformat` (abc2svg 1.22.1, black-boxed; the
 * corpus uses `%%titleformat A-1 T C1, Z-1, S-1` in over half its files): the value lists
 * header field letters, each followed by its alignment (`-1` left, `0` or nothing centred, `1`
 * right); letters separated by blanks share a row, a comma starts the next row. Each letter
 * stacks its header fields downwards in its column, in the order written (T: the title, then
 * subtitles; C: the composers); a row is as tall as its tallest stack. Fields whose letter is
 * not listed are not drawn. A `+` joining two letters (`T+T`) is read past.
 *
 * Fonts (abc2svg's defaults): T the title and subtitle fonts, C and A the italic composer
 * font, P the parts font, any other field (Z, S, N, H...) the 16-unit text font.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { isDigit, isLetter } from "../text/source";
import { COMPOSER_SIZE, SUBTITLE_SIZE, TITLE_SIZE } from "./constants";
import { leftMargin, pageWidth, rightMargin } from "./pageGeometry";
import { PARTS_SIZE, firstTextField } from "./textFields";
import { writeTextLine, writeTitleLine } from "./writeTitles";

const LINE_SPACING: f32 = 1.1;
/** Baseline of a line, as a share of its height from the line's top. */
const BASELINE: f32 = 0.8;
/** Most items read from one format (bad input never loops long). */
const MAX_ITEMS: i32 = 64;

/**
 * Lays out tune `tune`'s title block by its %%titleformat, source[formatStart, formatEnd),
 * from page y `top`; writes it on page `page` when `page` >= 0. Returns its height.
 */
export function formattedTitleBlock(ctx: Context, tune: i32, page: i32, top: f32, formatStart: i32, formatEnd: i32): f32 {
  const source = ctx.source;
  let y = top;
  let rowHeight: f32 = 0;
  let i = formatStart;
  for (let items = 0; i < formatEnd && items < MAX_ITEMS; items++) {
    const c = source.at(i);
    if (c == 44 /* , */) {
      y += rowHeight;
      rowHeight = 0;
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
    } else if (source.at(i) == 43 /* + */) {
      i += 2; // `T+T`: the second letter joins the first on its line (not drawn apart)
    }
    const height = stackField(ctx, tune, page, c, anchor, y);
    if (height > rowHeight) rowHeight = height;
  }
  return y + rowHeight - top;
}

/**
 * Stacks the header fields `letter` of `tune` downwards from page y `top`, aligned by `anchor`
 * (TextAnchor); writes them when `page` >= 0. Returns the stack's height.
 */
function stackField(ctx: Context, tune: i32, page: i32, letter: i32, anchor: i32, top: f32): f32 {
  const fields = ctx.textFields;
  const x = anchor == TextAnchor.Start ? leftMargin(ctx) : anchor == TextAnchor.End ? pageWidth(ctx) - rightMargin(ctx) : pageWidth(ctx) * 0.5;
  let y = top;
  let count = 0;
  for (let k = firstTextField(ctx, tune), n = fields.count; k < n && fields.tune.get(k) == tune; k++) {
    if (fields.voice.get(k) != -1 || fields.letter.get(k) != letter || fields.end.get(k) <= fields.start.get(k)) continue;
    let size = SUBTITLE_SIZE;
    let font = FontId.Subtitle;
    let kind = ElementKind.Title;
    if (letter == 84 /* T */) {
      if (count == 0) {
        size = TITLE_SIZE;
        font = FontId.Title;
      }
    } else if (letter == 67 /* C */ || letter == 65 /* A */) {
      size = COMPOSER_SIZE;
      font = FontId.Composer;
      if (letter == 67) kind = ElementKind.Composer;
    } else if (letter == 80 /* P */) {
      size = PARTS_SIZE;
      font = FontId.Title;
      kind = ElementKind.Part;
    }
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
