import { describe, expect, it } from 'vitest';

import { escapeLikePattern, idFromQuery } from './searchSongs.js';

describe('escapeLikePattern', () => {
  it("escapes LIKE's wildcards and the escape character", () => {
    expect(escapeLikePattern('100% a_b \\ c')).toBe('100\\% a\\_b \\\\ c');
  });

  it('leaves other text alone, Bengali included', () => {
    expect(escapeLikePattern('আমার সোনার বাংলা')).toBe('আমার সোনার বাংলা');
  });
});

describe('idFromQuery', () => {
  it('reads a whole number as an id', () => {
    expect(idFromQuery('42')).toBe(42);
    expect(idFromQuery('007')).toBe(7);
  });

  it('gives no id for other text, zero, or numbers beyond the id range', () => {
    for (const query of ['', 'abc', '4a', '1.5', '-3', '0', '2147483648', '99999999999']) {
      expect(idFromQuery(query)).toBeUndefined();
    }
    expect(idFromQuery('2147483647')).toBe(2_147_483_647);
  });
});
