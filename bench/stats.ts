/**
 * @fileoverview The few statistics the benchmark reports: the median and spread of timed
 * rounds, and the power law fitted to times against input size (growth).
 */

/** Median of `values` (the mean of the two middle values for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A set of timed rounds: the median and the fastest and slowest round, in ms. */
export interface Spread {
  medianMs: number;
  minMs: number;
  maxMs: number;
  rounds: number;
}

export function spreadOf(roundsMs: readonly number[]): Spread {
  return { medianMs: median(roundsMs), minMs: Math.min(...roundsMs), maxMs: Math.max(...roundsMs), rounds: roundsMs.length };
}

/** t = a * n^k, fitted by least squares on log t against log n. */
export interface PowerLaw {
  /** Milliseconds for n = 1 on the fitted line. */
  a: number;
  /** The exponent: 1 for time that grows linearly with the input. */
  k: number;
}

/** Fits t = a * n^k to (n, t) points with n, t > 0; null with fewer than two such points. */
export function fitPowerLaw(points: readonly { n: number; ms: number }[]): PowerLaw | null {
  const usable = points.filter((point) => point.n > 0 && point.ms > 0);
  if (usable.length < 2) return null;
  const xs = usable.map((point) => Math.log(point.n));
  const ys = usable.map((point) => Math.log(point.ms));
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < xs.length; i++) {
    covariance += (xs[i]! - meanX) * (ys[i]! - meanY);
    variance += (xs[i]! - meanX) ** 2;
  }
  if (variance === 0) return null;
  const k = covariance / variance;
  return { a: Math.exp(meanY - k * meanX), k };
}

/** Rounds to `digits` decimals (for results.json). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
