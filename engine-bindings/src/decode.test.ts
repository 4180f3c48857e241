import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAbcBytes } from './decode.js';

const corpus = new URL('../../../shared/corpus/', import.meta.url);

describe('decodeAbcBytes', () => {
  it('reads UTF-8 and drops a byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('T:আমার\n')]);
    expect(decodeAbcBytes(bytes)).toBe('T:আমার\n');
  });

  it('reads bytes that are not valid UTF-8 as Latin-1', () => {
    // "T:Noël" in Latin-1: ë is the single byte 0xEB.
    expect(decodeAbcBytes(new Uint8Array([0x54, 0x3a, 0x4e, 0x6f, 0xeb, 0x6c]))).toBe('T:Noël');
  });

  it('keeps CRLF line ends for the core to handle', () => {
    expect(decodeAbcBytes(new TextEncoder().encode('X:1\r\nK:C\r\n'))).toBe('X:1\r\nK:C\r\n');
  });

  it('reads a Latin-1 file of the corpus without replacement characters', () => {
    const bytes = readFileSync(new URL('moine-organ-examples/stabat.abc', corpus));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const text = decodeAbcBytes(bytes);
    expect(text).not.toContain('\ufffd');
    expect(text.length).toBe(bytes.length);
    expect(text).toMatch(/[\u00c0-\u00ff]/);
  });
});
