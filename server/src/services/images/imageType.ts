/**
 * @fileoverview What kind of file an upload is, read from its first bytes (DESIGN.md 5,
 * "Uploads: type checked by content"): the file name and the browser's Content-Type are never
 * trusted. Only the three raster formats the archive keeps are accepted; SVG is recognised so
 * that its refusal can say why (an SVG can carry scripts and links).
 *
 * Signatures: PNG 89 50 4E 47 0D 0A 1A 0A (PNG spec 5.2); JPEG FF D8 FF (SOI then a marker,
 * ITU T.81 B.1.1.2); WebP "RIFF" <size> "WEBP" (RFC 9649 2.5).
 *
 * Usage examples: imageType.test.ts.
 */

/** A raster format the archive stores. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** MIME type and file extension of each stored format. */
export const IMAGE_FORMATS: Readonly<Record<ImageFormat, { contentType: string; extension: string }>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

/** What the first bytes say: an accepted format, SVG (always refused), or anything else. */
export type SniffedType = ImageFormat | 'svg' | 'unknown';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

/**
 * True when the text at the start of `bytes` is an SVG document: after an optional byte-order
 * mark, white space, XML declaration, comments and doctype, the first element is `<svg`.
 * Only the first 4 KiB are read.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  // Skip the prolog: declarations (<?...?>), comments (<!--...-->) and a doctype (<!...>).
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![^>]*>)*/;
  const rest = head.replace(prolog, '');
  return /^<svg[\s>/:]/i.test(rest) || /^<[A-Za-z][\w.-]*:svg[\s>/]/.test(rest);
}

/** The type of `bytes` by content (see the file comment for the signatures). */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}
