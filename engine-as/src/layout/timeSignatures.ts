/**
 * @fileoverview Time signatures (Gould, Behind Bars p. 153; SMuFL "Time signatures" range):
 * C, C| or a numerator over a denominator in timeSig digits. The digits' origin is their
 * vertical centre, so the numerator sits on the staff's fourth line's space centre (position 6)
 * and the denominator on position 2; C and C| centre on the middle line.
 */

import { MeterDisplay, meterDenominator, meterNumerator } from "../model/values";
import { TimeSig0, TimeSigCommon, TimeSigCutCommon, glyphAdvance } from "../glyphs/smufl.generated";

/** Staff positions of the numerator, denominator and of C / C|. */
export const NUMERATOR_POSITION: i32 = 6;
export const DENOMINATOR_POSITION: i32 = 2;
export const SYMBOL_POSITION: i32 = 4;

/** Whether meter display `display` draws anything. */
@inline export function meterIsDrawn(display: i32): bool {
  return display != MeterDisplay.None;
}

/** Width of a number in digit glyphs `zero`..`zero + 9` (timeSig digits by default; 0 when negative). */
export function numberWidth(value: i32, zero: i32 = TimeSig0): f32 {
  if (value < 0) return 0;
  let width: f32 = 0;
  let rest = value;
  do {
    width += glyphAdvance(zero + rest % 10);
    rest /= 10;
  } while (rest > 0);
  return width;
}

/** Width of the time signature drawn for `display` (0 when nothing is drawn). */
export function timeSignatureWidth(display: i32): f32 {
  if (display == MeterDisplay.None) return 0;
  if (display == MeterDisplay.Common) return glyphAdvance(TimeSigCommon);
  if (display == MeterDisplay.Cut) return glyphAdvance(TimeSigCutCommon);
  if (display < 0) return 0;
  const top = numberWidth(meterNumerator(display));
  const bottom = numberWidth(meterDenominator(display));
  return top > bottom ? top : bottom;
}
