import { describe, expect, it } from 'vitest';

import { createMemoryStorage } from '../../testing/memoryStorage.ts';
import {
  clampSizeStep,
  DEFAULT_IMAGE_VIEW,
  formatBytes,
  imageViewKey,
  imageWidth,
  loadImageView,
  nextRotation,
  rotatedLayout,
  saveImageView,
  uploadProgressText,
  zoomIn,
  zoomOut,
} from './imageView.ts';

describe('size steps', () => {
  it('start at 2 (500 px) and give 300 px plus 100 per step', () => {
    expect(DEFAULT_IMAGE_VIEW.sizeStep).toBe(2);
    expect(imageWidth(DEFAULT_IMAGE_VIEW.sizeStep)).toBe(500);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(imageWidth)).toEqual([400, 500, 600, 700, 800, 900, 1000, 1100, 1200]);
  });

  it('zoom in stops at 9 and zoom out at 1', () => {
    expect(zoomIn(2)).toBe(3);
    expect(zoomIn(8)).toBe(9);
    expect(zoomIn(9)).toBe(9);
    expect(zoomOut(2)).toBe(1);
    expect(zoomOut(1)).toBe(1);
    // Walking from the default to each end takes 7 and 1 steps.
    let step = 2;
    for (let count = 0; count < 20; count += 1) step = zoomIn(step);
    expect(step).toBe(9);
  });

  it('clamps stray values into 1..9, and anything not a number to the default', () => {
    expect(clampSizeStep(0)).toBe(1);
    expect(clampSizeStep(42)).toBe(9);
    expect(clampSizeStep(4.6)).toBe(5);
    expect(clampSizeStep(Number.NaN)).toBe(2);
    expect(imageWidth(Number.POSITIVE_INFINITY)).toBe(500);
  });
});

describe('rotation', () => {
  it('cycles 0, 90, 180, 270 and back to 0', () => {
    const seen = [0 as const];
    let rotation = nextRotation(0);
    while (rotation !== 0 && seen.length < 10) {
      seen.push(rotation as never);
      rotation = nextRotation(rotation);
    }
    expect(seen).toEqual([0, 90, 180, 270]);
  });

  it('swaps the layout box at a quarter turn and centres the image in it', () => {
    expect(rotatedLayout(500, 300, 0)).toEqual({ boxWidth: 500, boxHeight: 300, left: 0, top: 0 });
    expect(rotatedLayout(500, 300, 180)).toEqual({ boxWidth: 500, boxHeight: 300, left: 0, top: 0 });
    // Turned about its centre, a 500 x 300 image covers x -100..400 of a 300-wide box unless moved.
    expect(rotatedLayout(500, 300, 90)).toEqual({ boxWidth: 300, boxHeight: 500, left: -100, top: 100 });
    expect(rotatedLayout(500, 300, 270)).toEqual({ boxWidth: 300, boxHeight: 500, left: -100, top: 100 });
  });
});

describe('the view per song in localStorage', () => {
  it('keeps size and rotation per song, and forgets the default view', () => {
    const storage = createMemoryStorage();
    saveImageView(storage, 7, { sizeStep: 5, rotation: 270 });
    saveImageView(storage, 8, { sizeStep: 1, rotation: 0 });
    expect(loadImageView(storage, 7)).toEqual({ sizeStep: 5, rotation: 270 });
    expect(loadImageView(storage, 8)).toEqual({ sizeStep: 1, rotation: 0 });
    expect(loadImageView(storage, 9)).toEqual(DEFAULT_IMAGE_VIEW);
    saveImageView(storage, 7, DEFAULT_IMAGE_VIEW);
    expect(storage.entries.has(imageViewKey(7))).toBe(false);
  });

  it('reads a damaged entry as the default, part by part', () => {
    const storage = createMemoryStorage();
    storage.setItem(imageViewKey(1), '{not json');
    storage.setItem(imageViewKey(2), JSON.stringify({ sizeStep: 99, rotation: 45 }));
    storage.setItem(imageViewKey(3), JSON.stringify({ sizeStep: 'big', rotation: 180 }));
    expect(loadImageView(storage, 1)).toEqual(DEFAULT_IMAGE_VIEW);
    expect(loadImageView(storage, 2)).toEqual({ sizeStep: 9, rotation: 0 });
    expect(loadImageView(storage, 3)).toEqual({ sizeStep: 2, rotation: 180 });
  });

  it('does not throw when the storage refuses to write', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => saveImageView(refusing, 1, { sizeStep: 3, rotation: 90 })).not.toThrow();
    expect(() => saveImageView(refusing, 1, DEFAULT_IMAGE_VIEW)).not.toThrow();
  });
});

describe('upload progress', () => {
  it('says the file, the percentage and the bytes in words', () => {
    expect(uploadProgressText('page.png', 1_200_000, 2_600_000)).toBe('Uploading page.png: 46% (1.2 MB of 2.6 MB)');
    expect(uploadProgressText('a.jpg', 0, 0)).toBe('Uploading a.jpg: 0% (0 bytes of 0 bytes)');
    expect(uploadProgressText('b.webp', 500, 1000, { index: 1, count: 3 })).toBe('Uploading b.webp (2 of 3): 50% (500 bytes of 1 KB)');
    expect(uploadProgressText('c.webp', 5, 10, { index: 0, count: 1 })).toBe('Uploading c.webp: 50% (5 bytes of 10 bytes)');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(12_345)).toBe('12 KB');
  });
});
