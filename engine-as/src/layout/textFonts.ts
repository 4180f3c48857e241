/**
 * @fileoverview The fonts the `%%xxxfont name size` directives set (ABC 2.1 11.3; engine-spec 3;
 * parse/formatDirectives.ts applyFont, model/format.ts FontSetting), as layout uses them: the
 * size a text is set at (which its width, its line height and the room above and below it
 * follow, all in ems), and the font word of its runs (abi FontWord: the FontId with the face
 * bits the host draws, `%%textfont Times-Bold 12` making text blocks bold).
 *
 * A tune reads its own row of settings (model/format.ts); tune -1 reads the file's values. A
 * text block reads the %%textfont directives before it (model/textBlocks.ts): those of the
 * file, and those of the tune it stands in.
 */

import { Context } from "../context";
import { FormatKey } from "../model/format";

/** abc2svg's font sizes are in its units, 6 to the staff space at scale 1 (engine-spec 9). */
const UNITS_PER_SPACE: f64 = 6;

/** Font size (em, in sp) of FontSetting `setting` in tune `tune`: its directive's, else `defaultSize`. */
export function fontSize(ctx: Context, tune: i32, setting: i32, defaultSize: f32): f32 {
  const size = ctx.format.get(tune, FormatKey.FontSize + setting);
  return size > 0 ? <f32>(size / UNITS_PER_SPACE) : defaultSize;
}

/**
 * The font word (abi FontWord) of a run of `font` (abi FontId) in FontSetting `setting`'s face in
 * tune `tune`: `font` itself while no directive set that face.
 */
export function fontWord(ctx: Context, tune: i32, setting: i32, font: i32): i32 {
  return font | <i32>ctx.format.get(tune, FormatKey.FontFace + setting);
}

/** Whether %%textfont `k` (model/textBlocks.ts) holds at source offset `at`, which follows it. */
function textFontHolds(ctx: Context, k: i32, at: i32): bool {
  const tune = ctx.textBlocks.fontTune.get(k);
  if (tune < 0) return true;
  const tuneEnd = tune < ctx.tunes.count ? ctx.tunes.end.get(tune) : 0;
  return at < tuneEnd;
}

/** Font size (em, sp) of text block `block`: that of the last %%textfont holding there, else `defaultSize`. */
export function textBlockSize(ctx: Context, block: i32, defaultSize: f32): f32 {
  const blocks = ctx.textBlocks;
  const at = blocks.start.get(block);
  let size: f64 = 0;
  for (let k = 0, n = blocks.fontStart.length; k < n && blocks.fontStart.get(k) < at; k++) {
    if (blocks.fontSize.get(k) > 0 && textFontHolds(ctx, k, at)) size = blocks.fontSize.get(k);
  }
  return size > 0 ? <f32>(size / UNITS_PER_SPACE) : defaultSize;
}

/** The font word (abi FontWord) of text block `block`'s runs of `font`: the last %%textfont's face holding there. */
export function textBlockFontWord(ctx: Context, block: i32, font: i32): i32 {
  const blocks = ctx.textBlocks;
  const at = blocks.start.get(block);
  let face = 0;
  for (let k = 0, n = blocks.fontStart.length; k < n && blocks.fontStart.get(k) < at; k++) {
    if (blocks.fontFace.get(k) != 0 && textFontHolds(ctx, k, at)) face = blocks.fontFace.get(k);
  }
  return font | face;
}
