import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import hardTimes from '../../../../../../shared/corpus/goess-stephen-foster/Hard_Times_Come_Again_No_More.abc?raw';
import { countMatches, EMPTY_SEARCH, searchQueryOf } from './searchReplace.ts';

const state = EditorState.create({ doc: hardTimes });
const count = (options: Partial<typeof EMPTY_SEARCH>) => countMatches(state, searchQueryOf({ ...EMPTY_SEARCH, ...options }));
const occurrences = (pattern: RegExp) => (hardTimes.match(pattern) ?? []).length;

describe('the Srch/Repl query on Hard Times', () => {
  it('counts a chord symbol ignoring case, and with match case', () => {
    expect(count({ search: '"eb"' })).toEqual({ kind: 'count', count: occurrences(/"eb"/gi), capped: false });
    expect(count({ search: '"eb"', caseSensitive: true })).toEqual({ kind: 'count', count: 0, capped: false });
    expect(occurrences(/"Eb"/g)).toBeGreaterThan(5);
  });

  it('matches whole words only when asked: "in" alone, not in "linger"', () => {
    expect(count({ search: 'in' })).toEqual({ kind: 'count', count: occurrences(/in/gi), capped: false });
    expect(count({ search: 'in', wholeWord: true })).toEqual({ kind: 'count', count: occurrences(/\bin\b/gi), capped: false });
    expect(occurrences(/\bin\b/gi)).toBeLessThan(occurrences(/in/gi));
  });

  it('searches a regular expression: every !decoration!', () => {
    expect(count({ search: '![a-z]+!', regexp: true })).toEqual({ kind: 'count', count: occurrences(/![a-z]+!/g), capped: false });
  });

  it('says when the search is empty or the expression broken', () => {
    expect(count({})).toEqual({ kind: 'empty' });
    expect(count({ search: '([', regexp: true })).toEqual({ kind: 'invalid' });
  });

  it('stops counting at the limit', () => {
    expect(countMatches(state, searchQueryOf({ ...EMPTY_SEARCH, search: 'e' }), 3)).toEqual({ kind: 'count', count: 3, capped: true });
  });
});
