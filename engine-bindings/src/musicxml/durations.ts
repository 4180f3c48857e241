/**
 * @fileoverview Note lengths: MusicXML's `<type>` and `<dot>`s as fractions of a whole note,
 * and ABC 2.1 4.3's note-length suffixes relative to the unit note length (L:).
 */

import { type Fraction, div, frac, mul } from './fraction.js';

/** MusicXML 4.0's note-type values (`<type>`, `<normal-type>`, `<beat-unit>`), in whole notes. */
const TYPE_LENGTHS: Readonly<Record<string, Fraction>> = {
  maxima: frac(8),
  long: frac(4),
  breve: frac(2),
  whole: frac(1),
  half: frac(1, 2),
  quarter: frac(1, 4),
  eighth: frac(1, 8),
  '16th': frac(1, 16),
  '32nd': frac(1, 32),
  '64th': frac(1, 64),
  '128th': frac(1, 128),
  '256th': frac(1, 256),
  '512th': frac(1, 512),
  '1024th': frac(1, 1024),
};

/**
 * Length in whole notes of a note `type` with `dots` augmentation dots (each adds half the
 * previous value: a dotted quarter is 3/8), or undefined for an unknown type.
 */
export function typeLength(type: string, dots: number): Fraction | undefined {
  const base = TYPE_LENGTHS[type];
  if (base === undefined) return undefined;
  const capped = Math.max(0, Math.min(4, dots));
  // 1 + 1/2 + ... + 1/2^dots = 2 - 1/2^dots
  return mul(base, frac(2 ** (capped + 1) - 1, 2 ** capped));
}

/**
 * The ABC length suffix of `length` for unit note length `unit` (ABC 2.1 4.3): '' for one unit,
 * `2`, `3/2`, `/` (a half), `/4`, `3/4`. Any fraction is written exactly; callers make sure the
 * denominator is a power of two (ABC has no other, outside tuplets).
 */
export function abcLength(length: Fraction, unit: Fraction): string {
  const ratio = div(length, unit);
  if (ratio.n === ratio.d) return '';
  if (ratio.d === 1) return String(ratio.n);
  if (ratio.n === 1) return ratio.d === 2 ? '/' : `/${ratio.d}`;
  return `${ratio.n}/${ratio.d}`;
}
