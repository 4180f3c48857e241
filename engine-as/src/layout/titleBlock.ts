/**
 * @fileoverview The block of text above a tune's music (ABC 2.1 3.1.2 T:, 3.1.3 C:; abc2svg:
 * write_title, write_heading): the title centred, a subtitle (second T:) centred under it, the
 * composer right-aligned under both. Each line takes 1.2 times its font size.
 */

import { Context } from "../context";
import { COMPOSER_SIZE, SUBTITLE_SIZE, TITLE_SIZE } from "./constants";

const LINE_SPACING: f32 = 1.2;
/** Baseline of a line, as a share of its height from the line's top. */
const BASELINE: f32 = 0.8;

@inline function hasText(start: i32, end: i32): bool {
  return start >= 0 && end > start;
}

/** Height of the title line (0 when the tune has no T:). */
@inline export function titleLineHeight(ctx: Context, tune: i32): f32 {
  return hasText(ctx.tunes.titleStart.get(tune), ctx.tunes.titleEnd.get(tune)) ? TITLE_SIZE * LINE_SPACING : 0;
}

@inline export function subtitleLineHeight(ctx: Context, tune: i32): f32 {
  return hasText(ctx.tunes.subtitleStart.get(tune), ctx.tunes.subtitleEnd.get(tune)) ? SUBTITLE_SIZE * LINE_SPACING : 0;
}

@inline export function composerLineHeight(ctx: Context, tune: i32): f32 {
  return hasText(ctx.tunes.composerStart.get(tune), ctx.tunes.composerEnd.get(tune)) ? COMPOSER_SIZE * LINE_SPACING : 0;
}

/** Height of the whole block. */
export function titleBlockHeight(ctx: Context, tune: i32): f32 {
  return titleLineHeight(ctx, tune) + subtitleLineHeight(ctx, tune) + composerLineHeight(ctx, tune);
}

/** Baseline of a line of font size `size` whose top is at `top`. */
@inline export function baselineOf(top: f32, size: f32): f32 {
  return top + size * LINE_SPACING * BASELINE;
}
