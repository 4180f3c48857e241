/**
 * @fileoverview Exact rational numbers for musical time. MusicXML counts time in `divisions`
 * per quarter note and ABC in multiples of the unit note length (L:), so the importer keeps
 * every time and duration as a reduced fraction of a whole note and converts only when writing.
 * Numerators and denominators are JavaScript numbers: divisions of real files (10080 in the
 * tagore corpus, 2^5 * 3^2 * 5 * 7) keep them far below 2^53.
 */

/** A reduced fraction n/d with d > 0 (0 is 0/1). */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** n/d reduced; a zero or non-finite denominator gives 0 (callers validate before dividing). */
export function frac(n: number, d = 1): Fraction {
  if (d === 0 || !Number.isFinite(n) || !Number.isFinite(d)) return ZERO;
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
}

export const ZERO: Fraction = { n: 0, d: 1 };

export function add(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.n, a.d * b.d);
}

/** a / b; 0 when b is 0. */
export function div(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d, a.d * b.n);
}

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export function compare(a: Fraction, b: Fraction): number {
  return a.n * b.d - b.n * a.d;
}

export function max(a: Fraction, b: Fraction): Fraction {
  return compare(a, b) >= 0 ? a : b;
}

export function toNumber(a: Fraction): number {
  return a.n / a.d;
}

/** `"0"`, `"3"`, `"3/8"`: the form MODEL.md writes times in. */
export function fractionText(a: Fraction): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}

/** Whether the denominator is a power of two (a length ABC can write without a tuplet). */
export function isDyadic(a: Fraction): boolean {
  let d = a.d;
  while (d % 2 === 0) d /= 2;
  return d === 1;
}
