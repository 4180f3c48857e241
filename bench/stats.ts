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

/** The least-squares line y = intercept + slope * x through `points`; null without two distinct x. */
function leastSquares(points: readonly { x: number; y: number }[]): { intercept: number; slope: number } | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.x - meanX) * (point.y - meanY);
    variance += (point.x - meanX) ** 2;
  }
  if (variance === 0) return null;
  const slope = covariance / variance;
  return { intercept: meanY - slope * meanX, slope };
}

/** The slope of the least-squares line through `points` (y per unit of x); 0 without two distinct x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  return leastSquares(points)?.slope ?? 0;
}

/** Fits t = a * n^k to (n, t) points with n, t > 0; null with fewer than two such points. */
export function fitPowerLaw(points: readonly { n: number; ms: number }[]): PowerLaw | null {
  const usable = points.filter((point) => point.n > 0 && point.ms > 0);
  const line = leastSquares(usable.map((point) => ({ x: Math.log(point.n), y: Math.log(point.ms) })));
  return line && { a: Math.exp(line.intercept), k: line.slope };
}

/** Rounds to `digits` decimals (for results.json). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
