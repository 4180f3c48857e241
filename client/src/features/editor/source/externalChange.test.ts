import { describe, expect, it } from 'vitest';
import { applyChanges, minimalChange } from './externalChange.ts';

describe('minimalChange', () => {
  it('finds the changed note in the middle of a tune', () => {
    const before = 'X:1\nK:G\nGABc|\n';
    const after = 'X:1\nK:G\nGAdc|\n';
    expect(minimalChange(before, after)).toEqual({ from: 10, to: 11, insert: 'd' });
  });

  it('finds an inserted header line and a deleted tail', () => {
    expect(minimalChange('K:C\nCDE|', 'T:New\nK:C\nCDE|')).toEqual({ from: 0, to: 0, insert: 'T:New\n' });
    expect(minimalChange('K:C\nCDE|\nw:la la\n', 'K:C\nCDE|\n')).toEqual({ from: 9, to: 17, insert: '' });
  });

  it('does not let the common start and end overlap in a repeated text', () => {
    const change = minimalChange('aaaa', 'aa');
    expect(change).not.toBeNull();
    expect(applyChanges('aaaa', [change!])).toBe('aa');
  });

  it('is null for equal texts, and never splits a surrogate pair', () => {
    expect(minimalChange('same', 'same')).toBeNull();
    const change = minimalChange('% \u{1F3B5} x', '% \u{1F3B6} x');
    expect(change).toEqual({ from: 2, to: 4, insert: '\u{1F3B6}' });
  });

  it('always turns the old text into the new one', () => {
    const texts = ['', 'X:1', 'X:1\nK:C\n', 'K:C\nCDEF|GABc|', 'K:C\nCDEF|', 'abcabc', 'abc'];
    for (const before of texts) {
      for (const after of texts) {
        const change = minimalChange(before, after);
        expect(change === null ? before : applyChanges(before, [change])).toBe(after);
      }
    }
  });
});
