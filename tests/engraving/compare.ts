/**
 * @fileoverview Compares a case's new PNG with its approved PNG (pixelmatch): how many pixels
 * differ beyond the colour threshold, and a diff image that shows them in red.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's per-pixel colour threshold (0..1): anti-aliasing noise stays below it. */
const COLOUR_THRESHOLD = 0.1;
/** Share of pixels that may differ before a case fails: a glyph moved by a pixel fails it. */
export const MAX_DIFFERING_SHARE = 0.0005;

export interface Comparison {
  /** Whether the images match (same size, and few enough differing pixels). */
  same: boolean;
  /** Differing pixels, or -1 when the sizes differ. */
  differingPixels: number;
  /** What differs, for the report. */
  summary: string;
  /** The diff image (PNG), when the sizes are equal and pixels differ. */
  diff?: Buffer;
}

/** Compares `actual` with `approved` (both PNG bytes). */
export function comparePngs(actual: Buffer, approved: Buffer): Comparison {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(approved);
  if (a.width !== b.width || a.height !== b.height) {
    return { same: false, differingPixels: -1, summary: `size ${a.width}x${a.height}, approved ${b.width}x${b.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differingPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: COLOUR_THRESHOLD });
  const share = differingPixels / (a.width * a.height);
  const same = share <= MAX_DIFFERING_SHARE;
  return {
    same,
    differingPixels,
    summary: `${differingPixels} pixels differ (${(share * 100).toFixed(3)}%)`,
    diff: differingPixels > 0 ? PNG.sync.write(diff) : undefined,
  };
}
