/**
 * The benchmark's statistics: the power law fitted to growth and the trend line of the memory
 * readings (stats.ts). Their verdicts decide whether the bench fails, so they are checked on
 * points whose answer is known.
 */
import { describe, expect, it } from 'vitest';
import { fitPowerLaw, median, slope } from './stats.js';

describe('fitPowerLaw', () => {
  it('recovers the exponent and factor of exact power laws', () => {
    const sizes = [252, 4_782, 40_894, 116_834, 438_732];
    for (const k of [0.5, 1, 1.2]) {
      const fit = fitPowerLaw(sizes.map((n) => ({ n, ms: 0.003 * n ** k })))!;
      expect(fit.k).toBeCloseTo(k, 9);
      expect(fit.a).toBeCloseTo(0.003, 9);
    }
  });

  it('leaves out points that cannot be logged, and needs two sizes', () => {
    expect(fitPowerLaw([{ n: 10, ms: 1 }, { n: 100, ms: 10 }, { n: 0, ms: 5 }, { n: 1000, ms: Number.NaN }])!.k).toBeCloseTo(1, 9);
    expect(fitPowerLaw([{ n: 10, ms: 1 }])).toBeNull();
    expect(fitPowerLaw([{ n: 10, ms: 1 }, { n: 10, ms: 2 }])).toBeNull();
  });
});

describe('slope', () => {
  it('is the rise per unit of a straight line, and ignores noise that does not climb', () => {
    const line = [1, 2, 3, 4].map((x) => ({ x: x * 1000, y: 150e6 + x * 2e6 }));
    expect(slope(line) * 3000).toBeCloseTo(6e6, 3);
    // One high reading among flat ones: a two-point difference would call the last one growth.
    const flat = [150, 151, 150, 150, 158].map((y, index) => ({ x: index, y }));
    expect(slope(flat) * 4).toBeLessThan(8);
    expect(slope(flat) * 4).toBeGreaterThan(0);
    expect(slope([{ x: 1, y: 5 }])).toBe(0);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
