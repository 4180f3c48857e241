/**
 * @fileoverview Page geometry from the format settings (model/format.ts: the host's render
 * options, abi OptionKey, overridden by `%%` directives and `I:` fields of the text;
 * engine-spec 3 "Format settings", 9 "Line width is page width minus margins, divided by
 * scale"): one staff space is 6 * scale CSS pixels, and every page measure is converted to
 * staff spaces here. Bad values (negative, zero, not a number) fall back to sane ones, so no
 * pass divides by zero.
 *
 * The page itself (its size, margins in CSS px, and the scale that maps staff spaces to pixels)
 * is one for the whole render: the first tune's settings (its own, or the file header's) decide
 * it. Staff separations are each tune's own, and so is %%scale: abc2svg 1.22.1 draws each tune
 * at its own scale (black-boxed: a tune with `%%scale 0.5` after one at 0.75 writes each of its
 * blocks, topspace and title included, in a scale(0.67) group, its music lines 1 / 0.67 times
 * as many units wide between the same margins; its first block 87 px high where the same block
 * at 0.75 is 130). So a tune is laid out in its own staff spaces, `tuneScale` of the page's:
 * its music lines (breakLines) are the page width minus its margins in its own units, its
 * titles and words are placed in them too, paginate stacks its blocks at tuneScale times their
 * height, and writePages draws it in a group scaled by tuneScale about the page's top-left
 * corner. Page headers, footers and text blocks stay in page staff spaces.
 *
 * %%pagescale (abc2svg, black-boxed) scales the whole page, margins and spaces included, where
 * %%scale scales the music between fixed margins: a staff space is drawn 6 * scale * pagescale
 * pixels, but margins and vertical skips count 6 * scale pixels to the staff space.
 */

import { Context } from "../context";
import { FormatKey, defaultValue } from "../model/format";
import { PIXELS_PER_STAFF_SPACE } from "./constants";

/** abc2svg's default %%topspace, in CSS px (topSpaceHeight). */
const TOP_SPACE_PIXELS: f64 = 22.0;
/** Narrowest line and lowest page the layout accepts, in sp (smaller values are raised to them). */
const MIN_LINE_WIDTH: f32 = 1.0;
const MIN_PAGE_HEIGHT: f32 = 1.0;
/** abc2svg's units per staff space (engine-spec 9: "Staff vertical unit 6 per line"). */
const UNITS_PER_STAFF_SPACE: f64 = 6.0;

/** The tune whose settings make the page: the first, or -1 (the file's) when there is none. */
@inline function pageTune(ctx: Context): i32 {
  return ctx.tunes.count > 0 ? 0 : -1;
}

/** Setting `key` of `tune` (-1: the page's) as a finite, non-negative number, or `fallback`. */
function measure(ctx: Context, tune: i32, key: i32, fallback: f64): f64 {
  const value = ctx.format.get(tune >= 0 ? tune : pageTune(ctx), key);
  return value == value && value >= 0 && value < 1e7 ? value : fallback;
}

/** Tune `tune`'s %%scale (-1: the page's), 1 for a bad value. */
function scaleOf(ctx: Context, tune: i32): f64 {
  const scale = ctx.format.get(tune >= 0 ? tune : pageTune(ctx), FormatKey.Scale);
  return scale > 0.01 && scale < 100 ? scale : 1;
}

/**
 * CSS pixels per staff space before %%pagescale: 6 * scale (engine-spec 9), the page's, or tune
 * `tune`'s own (its staff space).
 */
export function musicPixels(ctx: Context, tune: i32 = -1): f64 {
  return PIXELS_PER_STAFF_SPACE * scaleOf(ctx, tune);
}

/**
 * The size of tune `tune`'s staff space in the page's: its %%scale over the page's (1 when they
 * are equal, and for tune -1). Lengths of the tune's own layout times this are page staff
 * spaces; page staff spaces divided by it are the tune's.
 */
export function tuneScale(ctx: Context, tune: i32): f32 {
  if (tune < 0) return 1;
  const own = scaleOf(ctx, tune);
  const page = scaleOf(ctx, -1);
  return own == page ? 1 : <f32>(own / page);
}

/** CSS pixels per staff space on the page: 6 * scale * pagescale. */
export function staffSpacePixels(ctx: Context): f64 {
  let pageScale = ctx.format.get(pageTune(ctx), FormatKey.PageScale);
  if (!(pageScale > 0.01 && pageScale < 100)) pageScale = 1;
  return musicPixels(ctx) * pageScale;
}

/** A margin or space in CSS pixels, in staff spaces (scaled with the page). */
@inline function inStaffSpaces(ctx: Context, tune: i32, key: i32, fallback: f64): f32 {
  return <f32>(measure(ctx, tune, key, fallback) / musicPixels(ctx));
}

/** The page's width, in page staff spaces or (`tune` >= 0) in tune `tune`'s own. */
export function pageWidth(ctx: Context, tune: i32 = -1): f32 {
  return <f32>(measure(ctx, -1, FormatKey.PageWidth, 793.7) / staffSpacePixels(ctx)) / tuneScale(ctx, tune);
}

export function pageHeight(ctx: Context): f32 {
  const height = <f32>(measure(ctx, -1, FormatKey.PageHeight, 1122.5) / staffSpacePixels(ctx));
  return height > MIN_PAGE_HEIGHT ? height : MIN_PAGE_HEIGHT;
}

/** Margins of tune `tune` (-1: the page's, the first tune's). */
export function leftMargin(ctx: Context, tune: i32 = -1): f32 {
  return inStaffSpaces(ctx, tune, FormatKey.LeftMargin, 68);
}

export function rightMargin(ctx: Context, tune: i32 = -1): f32 {
  return inStaffSpaces(ctx, tune, FormatKey.RightMargin, 68);
}

export function topMargin(ctx: Context): f32 {
  return inStaffSpaces(ctx, -1, FormatKey.TopMargin, 38);
}

export function bottomMargin(ctx: Context): f32 {
  return inStaffSpaces(ctx, -1, FormatKey.BottomMargin, 38);
}

/** Width of a music line of tune `tune`: page width minus its margins, at least MIN_LINE_WIDTH. */
export function lineWidth(ctx: Context, tune: i32 = -1): f32 {
  const width = pageWidth(ctx) - leftMargin(ctx, tune) - rightMargin(ctx, tune);
  return width > MIN_LINE_WIDTH ? width : MIN_LINE_WIDTH;
}

/**
 * A margin or space of `pixels` CSS px in page staff spaces, or (`tune` >= 0) in tune `tune`'s
 * own; `fallback` px for a bad value.
 */
export function pixelsToStaffSpaces(ctx: Context, pixels: f64, fallback: f64, tune: i32 = -1): f32 {
  const value = pixels == pixels && pixels >= 0 && pixels < 1e7 ? pixels : fallback;
  return <f32>(value / musicPixels(ctx, tune));
}

/**
 * Width of a music line between margins `left` and `right`, at least MIN_LINE_WIDTH: all in
 * page staff spaces, or (`tune` >= 0) in tune `tune`'s own.
 */
export function systemLineWidth(ctx: Context, left: f32, right: f32, tune: i32 = -1): f32 {
  const width = pageWidth(ctx, tune) - left - right;
  return width > MIN_LINE_WIDTH ? width : MIN_LINE_WIDTH;
}

/** Setting `key` of `tune` in abc2svg's units, in staff spaces (separations, stem height). */
export function unitsSetting(ctx: Context, tune: i32, key: i32, fallback: f64): f32 {
  return <f32>(measure(ctx, tune, key, fallback) / UNITS_PER_STAFF_SPACE);
}

/**
 * Space above each tune's title block, and under the top margin of a page a tune goes on to
 * (abc2svg's %%topspace; measured against abc2svg 1.22.1: a tune's first staff stands 22 px
 * lower than with `%%topspace 0`, as with `%%topspace 22`; a page that continues a tune starts
 * 22 px lower than one that starts a tune). 22 CSS px, in sp.
 */
export function topSpaceHeight(ctx: Context): f32 {
  return <f32>(TOP_SPACE_PIXELS / musicPixels(ctx));
}

/** Least distance from a system's bottom line to the next system's top line (%%staffsep). */
export function systemSeparation(ctx: Context, tune: i32): f32 {
  return unitsSetting(ctx, tune, FormatKey.StaffSeparation, 46);
}

/** Least distance between the staves of one system (%%sysstaffsep). */
export function staffSeparation(ctx: Context, tune: i32): f32 {
  return unitsSetting(ctx, tune, FormatKey.SystemStaffSeparation, 34);
}

/**
 * Tune `tune`'s setting `key` as a share 0..1 (maxshrink, breaklimit, stretchlast); a value
 * outside gives the setting's default.
 */
export function shareSetting(ctx: Context, tune: i32, key: i32): f32 {
  const value = ctx.format.get(tune, key);
  return <f32>(value >= 0 && value <= 1 ? value : defaultValue(key));
}
