import { describe, expect, it } from 'vitest';
import { parseSongId } from './useSongFromQuery.ts';

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
