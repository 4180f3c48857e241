/**
 * @fileoverview Re-encodes an uploaded image with sharp (libvips) before it is stored
 * (DESIGN.md 5, "Uploads: images re-encoded, sizes capped"): the stored file is one that
 * libvips wrote from decoded pixels, so nothing of the upload's own bytes survives (no
 * metadata, no trailing data, no second image hidden in a chunk), EXIF orientation is applied
 * to the pixels, and the size is capped.
 *
 * The format stays the one the content says (imageType.ts): a PNG scan stays lossless, a JPEG
 * photo stays a JPEG. Usage examples: reencode.test.ts.
 */

import sharp, { type Sharp } from 'sharp';

import { ApiError } from '../../errors/ApiError.js';
import { IMAGE_FORMATS, type ImageFormat, sniffImageType } from './imageType.js';

/** The caps an image must fit. */
export interface ImageLimits {
  /** Largest upload accepted, in bytes. */
  maxInputBytes: number;
  /** Largest decoded image accepted, in pixels (width x height); guards against decompression bombs. */
  maxInputPixels: number;
  /** Longest side of the stored image, in pixels; larger images are scaled down to it. */
  maxDimension: number;
}

/**
 * 25 MiB and 100 megapixels take a 600 dpi scan of an A3 page; 4000 px on the longest side keeps
 * an A4 page at 340 dpi, sharper than the editor's widest view (app-spec 9: 300 + 100 per size
 * step, at most 1200 px) needs even on a high-density screen.
 */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = Object.freeze({
  maxInputBytes: 25 * 1024 * 1024,
  maxInputPixels: 100_000_000,
  maxDimension: 4000,
});

/** An image as stored: the new bytes and what they are. */
export interface EncodedImage {
  data: Buffer;
  format: ImageFormat;
  /** MIME type of `data`: image/jpeg, image/png or image/webp. */
  contentType: string;
  /** File extension without the dot: jpg, png or webp. */
  extension: string;
  /** Pixels of the stored image, after orientation and scaling. */
  width: number;
  height: number;
}

// Decoded pixels are not kept between calls: each upload is seen once.
sharp.cache(false);

/**
 * Writes `pipeline` in `format`: JPEG and WebP at quality 85 (visually lossless for scans), PNG
 * lossless at zlib level 6 (level 9 took four times as long for 3% fewer bytes on a drawn page).
 */
function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
  }
}

/** Turns a libvips failure into the error the uploader sees. */
function decodeError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return ApiError.of('image_too_large', 'The image has too many pixels to be processed', undefined, { cause: error });
  }
  return ApiError.of('image_unreadable', undefined, undefined, { cause: error });
}

/**
 * Checks `bytes` by content and re-encodes them in the same format, oriented, stripped of
 * metadata, scaled down to fit `limits.maxDimension` (never up). Animated images keep their
 * first frame.
 * @throws ApiError 413 `image_too_large` (too many bytes or pixels); 415 `image_type_refused`
 *   (SVG, or anything not JPEG, PNG or WebP by content); 422 `image_unreadable` (a damaged or
 *   cut file, or content that contradicts its signature)
 */
export async function reencodeImage(bytes: Uint8Array, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<EncodedImage> {
  if (bytes.byteLength > limits.maxInputBytes) {
    throw ApiError.of('image_too_large', `The image is larger than ${Math.floor(limits.maxInputBytes / (1024 * 1024))} MiB`);
  }
  const sniffed = sniffImageType(bytes);
  if (sniffed === 'svg') {
    throw ApiError.of('image_type_refused', 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG or WebP image');
  }
  if (sniffed === 'unknown') {
    throw ApiError.of('image_type_refused', 'This file is not a JPEG, PNG or WebP image; only those are accepted');
  }

  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // failOn 'error': a truncated or corrupt file is refused, not stored half grey.
    const source = sharp(input, { limitInputPixels: limits.maxInputPixels, failOn: 'error', pages: 1 });
    const metadata = await source.metadata();
    if (metadata.format !== sniffed) throw ApiError.of('image_unreadable', 'The image content does not match its type');
    const pipeline = source
      .rotate()
      .resize({ width: limits.maxDimension, height: limits.maxDimension, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encodeAs(pipeline, sniffed).toBuffer({ resolveWithObject: true });
    return { data, format: sniffed, ...IMAGE_FORMATS[sniffed], width: info.width, height: info.height };
  } catch (error) {
    throw error instanceof ApiError ? error : decodeError(error);
  }
}
