import { describe, expect, it } from 'vitest';
import { SUSANNA_ABC } from '../../../../testing/songs.ts';
import { fieldDiff } from './fieldDiff.ts';

describe('fieldDiff', () => {
  it('shows a changed line of the source as removed then added, with the lines around it', () => {
    const edited = SUSANNA_ABC.replace('B d d e|', 'B d d g|');
    const parts = fieldDiff(SUSANNA_ABC, edited, true);
    expect(parts.filter((part) => part.kind === 'removed')).toEqual([{ kind: 'removed', text: 'GA|B d d e|d B G A|B B A G|A3 GA|\n' }]);
    expect(parts.filter((part) => part.kind === 'added')).toEqual([{ kind: 'added', text: 'GA|B d d g|d B G A|B B A G|A3 GA|\n' }]);
    // The six header lines before the change fold to the two next to it.
    expect(parts[0]).toEqual({ kind: 'folded', lines: 4 });
    expect(parts[1]).toEqual({ kind: 'same', text: 'L:1/8\nK:G\n' });
  });

  it('folds a long unchanged middle between two changes', () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index}`);
    const edited = [...lines];
    edited[0] = 'first';
    edited[19] = 'last';
    const parts = fieldDiff(lines.join('\n'), edited.join('\n'), true);
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added', 'same', 'folded', 'same', 'removed', 'added']);
    expect(parts[3]).toEqual({ kind: 'folded', lines: 14 });
  });

  it('diffs other fields word by word', () => {
    expect(fieldDiff('Oh Susanna, do not cry', 'Oh! Susanna, don\'t you cry', false)).toEqual([
      { kind: 'same', text: 'Oh' },
      { kind: 'added', text: '!' },
      { kind: 'same', text: ' Susanna, ' },
      { kind: 'removed', text: 'do' },
      { kind: 'added', text: "don't" },
      { kind: 'same', text: ' ' },
      { kind: 'removed', text: 'not' },
      { kind: 'added', text: 'you' },
      { kind: 'same', text: ' cry' },
    ]);
  });

  it('treats null as empty and shows an unchanged value as it is', () => {
    expect(fieldDiff(null, '2026-11-22', false)).toEqual([{ kind: 'added', text: '2026-11-22' }]);
    expect(fieldDiff('B', 'B', false)).toEqual([{ kind: 'same', text: 'B' }]);
    expect(fieldDiff(null, '', false)).toEqual([]);
  });
});
