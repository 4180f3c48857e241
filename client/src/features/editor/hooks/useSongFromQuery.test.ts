import { describe, expect, it } from 'vitest';
import { noSongWithKNumber, parseKNumber, parseSongId } from './useSongFromQuery.ts';

describe('parseSongId', () => {
  it('reads a positive integer id', () => {
    expect(parseSongId('13')).toBe(13);
  });

  it('refuses anything else: absent, zero, negative, decimal, words, absurdly long', () => {
    for (const value of [null, '', '0', '-4', '1.5', '13abc', 'abc', '1234567890123456']) {
      expect(parseSongId(value)).toBeNull();
    }
  });
});

describe('parseKNumber', () => {
  it('reads a K number, trimmed', () => {
    expect(parseKNumber('7')).toBe('7');
    expect(parseKNumber(' 1203 ')).toBe('1203');
    expect(parseKNumber('K-12a')).toBe('K-12a');
  });

  it('refuses an absent, empty, too long or control-character value', () => {
    for (const value of [null, '', '   ', 'x'.repeat(33), '12\n3']) expect(parseKNumber(value)).toBeNull();
  });

  it('says when no song has the K number', () => {
    expect(noSongWithKNumber('999')).toBe('There is no song with K number 999');
  });
});
