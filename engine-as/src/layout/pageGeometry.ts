/**
 * @fileoverview Page geometry from the render options (abi OptionKey; engine-spec 3 "Format
 * settings", 9 "Line width is page width minus margins, divided by scale"): one staff space is
 * 6 * scale CSS pixels, and every page measure is converted to staff spaces here. Bad options
 * (negative, zero, not a number) fall back to sane values, so no pass divides by zero.
 */

import { OptionKey } from "../abi";
import { Context } from "../context";
import { PIXELS_PER_STAFF_SPACE } from "./constants";

/** Narrowest line and lowest page the layout accepts, in sp (smaller options are raised to them). */
const MIN_LINE_WIDTH: f32 = 1.0;
const MIN_PAGE_HEIGHT: f32 = 1.0;

/** An option read as a finite, non-negative number, or `fallback`. */
function measure(ctx: Context, key: i32, fallback: f64): f64 {
  const value = ctx.option(key);
  return value == value && value >= 0 && value < 1e7 ? value : fallback;
}

/** CSS pixels per staff space: 6 * scale (engine-spec 9). */
export function staffSpacePixels(ctx: Context): f64 {
  let scale = ctx.option(OptionKey.Scale);
  if (!(scale > 0.01 && scale < 100)) scale = 0.75;
  return PIXELS_PER_STAFF_SPACE * scale;
}

/** An option in CSS pixels, converted to staff spaces. */
@inline function inStaffSpaces(ctx: Context, key: i32, fallback: f64): f32 {
  return <f32>(measure(ctx, key, fallback) / staffSpacePixels(ctx));
}

export function pageWidth(ctx: Context): f32 {
  return inStaffSpaces(ctx, OptionKey.PageWidth, 793.7);
}

export function pageHeight(ctx: Context): f32 {
  const height = inStaffSpaces(ctx, OptionKey.PageHeight, 1122.5);
  return height > MIN_PAGE_HEIGHT ? height : MIN_PAGE_HEIGHT;
}

export function leftMargin(ctx: Context): f32 {
  return inStaffSpaces(ctx, OptionKey.LeftMargin, 68);
}

export function rightMargin(ctx: Context): f32 {
  return inStaffSpaces(ctx, OptionKey.RightMargin, 68);
}

export function topMargin(ctx: Context): f32 {
  return inStaffSpaces(ctx, OptionKey.TopMargin, 38);
}

export function bottomMargin(ctx: Context): f32 {
  return inStaffSpaces(ctx, OptionKey.BottomMargin, 38);
}

/** Width of a music line: page width minus the margins, at least MIN_LINE_WIDTH. */
export function lineWidth(ctx: Context): f32 {
  const width = pageWidth(ctx) - leftMargin(ctx) - rightMargin(ctx);
  return width > MIN_LINE_WIDTH ? width : MIN_LINE_WIDTH;
}
