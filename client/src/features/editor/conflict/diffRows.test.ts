import { describe, expect, it } from 'vitest';
import { diffRows } from './diffRows.ts';

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe('diff rows', () => {
  it('shows a changed line as the stored line, then yours, with two lines of context folded around', () => {
    const stored = [...numbered(10), ''].join('\n');
    const yours = stored.replace('line 6\n', 'line six\n');
    expect(diffRows(stored, yours)).toEqual([
      { kind: 'folded', count: 3 },
      { kind: 'common', text: 'line 4' },
      { kind: 'common', text: 'line 5' },
      { kind: 'stored', text: 'line 6' },
      { kind: 'yours', text: 'line six' },
      { kind: 'common', text: 'line 7' },
      { kind: 'common', text: 'line 8' },
      { kind: 'folded', count: 2 },
    ]);
  });

  it('shows a one-line field as both values', () => {
    expect(diffRows('Oh! Susanna', 'Susanna')).toEqual([
      { kind: 'stored', text: 'Oh! Susanna' },
      { kind: 'yours', text: 'Susanna' },
    ]);
  });

  it('keeps short runs of common lines whole, and shows an emptied value as only stored lines', () => {
    expect(diffRows('a\nb\nc\n', 'a\nB\nc\n').map((row) => row.kind)).toEqual(['common', 'stored', 'yours', 'common']);
    expect(diffRows('notes', '')).toEqual([{ kind: 'stored', text: 'notes' }]);
  });
});
