/**
 * @fileoverview Reading ABC files as found in the corpus (../shared/corpus/README.md): some are
 * Latin-1, some have CRLF line ends. ABC 2.1 (section 2.2.1, "abc-charset") makes UTF-8 the
 * default; files from before it are often ISO-8859-1.
 *
 * Usage examples: abcText.test.ts.
 */

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Decodes a file's bytes: as UTF-8 when they are valid UTF-8 (a BOM is dropped), else as
 * ISO-8859-1 (every byte is a character there, so this never fails).
 */
export function decodeAbcBytes(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
}

/** Turns CRLF (and any lone CR) line ends into LF. */
export function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
