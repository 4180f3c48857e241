import { describe, expect, it } from 'vitest';
import { lineIndexAt } from './sourceCaret.ts';

describe('lineIndexAt', () => {
  const text = 'X:1\nT:আমার সোনার\nK:C\nCDEF|\n';

  it('counts the line breaks before the offset', () => {
    expect(lineIndexAt(text, 0)).toBe(0);
    expect(lineIndexAt(text, text.indexOf('T:'))).toBe(1);
    expect(lineIndexAt(text, text.indexOf('CDEF') + 2)).toBe(3);
  });

  it('puts an offset on a line break at the end of that line', () => {
    expect(lineIndexAt(text, text.indexOf('\n'))).toBe(0);
  });
});
