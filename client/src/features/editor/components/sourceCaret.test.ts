import { describe, expect, it } from 'vitest';
import { rangeSelection } from './sourceCaret.ts';

describe('rangeSelection', () => {
  it('puts the caret at the start of a clicked note and the anchor at its end', () => {
    expect(rangeSelection(40, 12, 15)).toEqual({ anchor: 15, head: 12 });
  });

  it('gives a plain caret without an end, or with an end before the start', () => {
    expect(rangeSelection(40, 7)).toEqual({ anchor: 7, head: 7 });
    expect(rangeSelection(40, 7, 3)).toEqual({ anchor: 7, head: 7 });
  });

  it('clamps a range from an older render to the text, and cuts fractions', () => {
    expect(rangeSelection(10, 8, 30)).toEqual({ anchor: 10, head: 8 });
    expect(rangeSelection(10, 25, 30)).toEqual({ anchor: 10, head: 10 });
    expect(rangeSelection(10, -4, 2.9)).toEqual({ anchor: 2, head: 0 });
  });
});
