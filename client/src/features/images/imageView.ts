/**
 * @fileoverview How the source image is shown: its size step and rotation (app-spec 4 "Image
 * rotation: 0, 90, 180, 270, then back to 0. Image size: steps within 1 to 9 (default 2)"; 9
 * "image width 300 pixels plus 100 per step"), the box a rotated image takes in the page, and the
 * per-song memory of both in localStorage (a reload shows the page as it was left).
 *
 * Pure functions; the panel (components/ImagePanel.tsx) calls them. Usage examples:
 * imageView.test.ts.
 */

import { tryWrite, type KeyValueStorage } from '../../lib/browserStorage.ts';

/** Size steps of app-spec 9. */
export const MIN_SIZE_STEP = 1;
export const MAX_SIZE_STEP = 9;
export const DEFAULT_SIZE_STEP = 2;

/** Width in CSS pixels at step 0, and what each step adds (app-spec 9). */
export const BASE_IMAGE_WIDTH = 300;
export const IMAGE_WIDTH_PER_STEP = 100;

/** The quarter turns an image can be shown at, clockwise in degrees (app-spec 4). */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** A song's image view: size step and rotation. */
export interface ImageView {
  sizeStep: number;
  rotation: Rotation;
}

export const DEFAULT_IMAGE_VIEW: ImageView = Object.freeze({ sizeStep: DEFAULT_SIZE_STEP, rotation: 0 });

/** `step` as a whole step within 1..9; anything that is not a number gives the default. */
export function clampSizeStep(step: number): number {
  if (!Number.isFinite(step)) return DEFAULT_SIZE_STEP;
  return Math.min(MAX_SIZE_STEP, Math.max(MIN_SIZE_STEP, Math.round(step)));
}

/** One step larger, stopping at 9. */
export function zoomIn(step: number): number {
  return clampSizeStep(clampSizeStep(step) + 1);
}

/** One step smaller, stopping at 1. */
export function zoomOut(step: number): number {
  return clampSizeStep(clampSizeStep(step) - 1);
}

/** The image's width in CSS pixels at `step`: 300 + 100 per step (400 at step 1, 1200 at 9). */
export function imageWidth(step: number): number {
  return BASE_IMAGE_WIDTH + IMAGE_WIDTH_PER_STEP * clampSizeStep(step);
}

/** The next quarter turn clockwise: 0, 90, 180, 270, then 0 again. */
export function nextRotation(rotation: Rotation): Rotation {
  return ROTATIONS[(ROTATIONS.indexOf(rotation) + 1) % ROTATIONS.length]!;
}

/** True for a number that is one of the four rotations. */
export function isRotation(value: unknown): value is Rotation {
  return (ROTATIONS as readonly unknown[]).includes(value);
}

/**
 * Where an image of `width` x `height` CSS pixels goes when turned by `rotation` about its
 * centre: the box it takes in the page (width and height swap at 90 and 270 degrees, so the
 * panel scrolls over the turned image, not the unturned one), and the image's offset inside that
 * box before the turn (CSS transforms do not move the layout box, so the image is placed so that
 * its turned picture fills the box exactly).
 */
export function rotatedLayout(width: number, height: number, rotation: Rotation): { boxWidth: number; boxHeight: number; left: number; top: number } {
  const quarter = rotation === 90 || rotation === 270;
  const boxWidth = quarter ? height : width;
  const boxHeight = quarter ? width : height;
  return { boxWidth, boxHeight, left: (boxWidth - width) / 2, top: (boxHeight - height) / 2 };
}

/** The localStorage key of song `songId`'s image view. */
export function imageViewKey(songId: number): string {
  return `swaralipi.imageView.${songId}`;
}

/** Song `songId`'s stored view, or the default when none is stored or it cannot be read. */
export function loadImageView(storage: KeyValueStorage, songId: number): ImageView {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(imageViewKey(songId)) ?? 'null');
  } catch {
    return DEFAULT_IMAGE_VIEW;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_IMAGE_VIEW;
  const { sizeStep, rotation } = stored as Partial<Record<keyof ImageView, unknown>>;
  return {
    sizeStep: typeof sizeStep === 'number' ? clampSizeStep(sizeStep) : DEFAULT_SIZE_STEP,
    rotation: isRotation(rotation) ? rotation : 0,
  };
}

/** Keeps song `songId`'s view; the default view is kept as nothing. Never throws. */
export function saveImageView(storage: KeyValueStorage, songId: number, view: ImageView): void {
  if (view.sizeStep === DEFAULT_SIZE_STEP && view.rotation === 0) {
    try {
      storage.removeItem(imageViewKey(songId));
    } catch {
      // A refused storage only loses the memory of the view.
    }
    return;
  }
  tryWrite(storage, imageViewKey(songId), JSON.stringify({ sizeStep: clampSizeStep(view.sizeStep), rotation: view.rotation }));
}

/** Bytes in words: "830 bytes", "12 KB", "2.4 MB" (1000-based, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The upload progress line: "Uploading page.png: 45% (1.2 MB of 2.6 MB)", with "(2 of 3)" after
 * the name when several files were chosen at once.
 */
export function uploadProgressText(fileName: string, loaded: number, total: number, file?: { index: number; count: number }): string {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  const which = file === undefined || file.count <= 1 ? '' : ` (${file.index + 1} of ${file.count})`;
  return `Uploading ${fileName}${which}: ${percent}% (${formatBytes(loaded)} of ${formatBytes(total)})`;
}
