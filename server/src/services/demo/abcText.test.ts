import { describe, expect, it } from 'vitest';

import { decodeAbcBytes, normaliseLineEnds } from './abcText.js';

describe('decodeAbcBytes', () => {
  it('reads valid UTF-8 as UTF-8, Bengali included', () => {
    expect(decodeAbcBytes(new TextEncoder().encode('T:আমার সোনার বাংলা\n'))).toBe('T:আমার সোনার বাংলা\n');
  });

  it('reads bytes that are not UTF-8 as Latin-1', () => {
    // "T:Café" in ISO-8859-1: é is the single byte 0xE9, which is no valid UTF-8 sequence.
    expect(decodeAbcBytes(Uint8Array.from([0x54, 0x3a, 0x43, 0x61, 0x66, 0xe9]))).toBe('T:Café');
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(decodeAbcBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x58, 0x3a, 0x31]))).toBe('X:1');
  });
});

describe('normaliseLineEnds', () => {
  it('turns CRLF and lone CR into LF and leaves LF alone', () => {
    expect(normaliseLineEnds('X:1\r\nT:a\rK:C\nC|')).toBe('X:1\nT:a\nK:C\nC|');
  });
});
