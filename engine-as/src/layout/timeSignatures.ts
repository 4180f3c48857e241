/**
 * @fileoverview Time signatures (Gould, Behind Bars p. 153; SMuFL "Time signatures" range):
 * C, C| or a numerator over a denominator in timeSig digits. The digits' origin is their
 * vertical centre, so the numerator sits on the staff's fourth line's space centre (position 6)
 * and the denominator on position 2; C and C| centre on the middle line. An additive meter
 * (`M:(2+2+3)/8`, model/values.ts meterPart) shows its numerator's parts joined by timeSigPlus
 * over the one denominator (Gould, Behind Bars, "Time signatures": the grouping the composer
 * wrote is part of the signature, not its sum 7/8).
 */

import { MeterDisplay, meterDenominator, meterNumerator, meterPart } from "../model/values";
import { TimeSig0, TimeSigCommon, TimeSigCutCommon, TimeSigPlus, glyphAdvance } from "../glyphs/smufl.generated";

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
  const top = numeratorWidth(display);
  const bottom = numberWidth(meterDenominator(display));
  return top > bottom ? top : bottom;
}

/** Clear space each side of an additive meter's plus sign: Bravura's timeSigPlus has none of its own. */
export const PLUS_GAP: f32 = 0.3;

/** Whether `display` is an additive meter drawn part by part. */
@inline export function isAdditive(display: i32): bool {
  return meterPart(display, 1) > 0;
}

/** Width of the numerator of `display`: its parts and plus signs for an additive meter. */
export function numeratorWidth(display: i32): f32 {
  if (!isAdditive(display)) return numberWidth(meterNumerator(display));
  let width: f32 = 0;
  for (let k = 0; k < 4 && meterPart(display, k) > 0; k++) {
    if (k > 0) width += glyphAdvance(TimeSigPlus) + 2 * PLUS_GAP;
    width += numberWidth(meterPart(display, k));
  }
  return width;
}
