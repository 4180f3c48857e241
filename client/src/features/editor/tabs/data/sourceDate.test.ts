import { describe, expect, it } from 'vitest';
import { SUSANNA_ABC } from '../../../../testing/songs.ts';
import { dateFromSource } from './sourceDate.ts';

describe("the date 'get'", () => {
  it('takes the date of the C: line when it is one', () => {
    expect(dateFromSource('X:1\nT:T\nC:2026-11-02\nK:C\n', '1999-01-01')).toBe('2026-11-02');
    expect(dateFromSource('X:1\nC:3/4/07\nK:C\n', null)).toBe('2007-03-04');
  });

  it('falls back to the stored date when the C: line is not a date or is missing', () => {
    expect(dateFromSource(SUSANNA_ABC, '1848-02-25')).toBe('1848-02-25');
    expect(dateFromSource('X:1\nK:C\n', '2026-01-01')).toBe('2026-01-01');
    expect(dateFromSource('X:1\nK:C\n', null)).toBeNull();
  });
});
