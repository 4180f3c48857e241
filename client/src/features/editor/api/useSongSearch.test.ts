import { describe, expect, it } from 'vitest';
import { isSearchable } from './useSongSearch.ts';

describe('isSearchable (app-spec 5: numeric, or at least 3 characters)', () => {
  it('searches an empty box (lists the first songs), an id, and 3 letters or more', () => {
    expect(isSearchable('')).toBe(true);
    expect(isSearchable('7')).toBe(true);
    expect(isSearchable('Oh!')).toBe(true);
  });

  it('waits for more than 1 or 2 letters', () => {
    expect(isSearchable('O')).toBe(false);
    expect(isSearchable(' Oh ')).toBe(false);
  });

  it('counts Bengali letters as characters (আমার is 4 code points)', () => {
    expect(isSearchable('আমা')).toBe(true);
    expect(isSearchable('আম')).toBe(false);
  });
});
