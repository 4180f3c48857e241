import { describe, expect, it } from 'vitest';
import hardTimes from '../../../../../../shared/corpus/goess-stephen-foster/Hard_Times_Come_Again_No_More.abc?raw';
import { applyChanges } from './externalChange.ts';
import { commentLines, toggleLineComments } from './lineComments.ts';

const text = '%%scale 0.8\nX:1\n% first verse\nK:C\nCDEF|\nGABc|\n\nw:la la\n';

describe('commentLines', () => {
  it('lists comment lines with their line numbers, but not directives', () => {
    expect(commentLines(text)).toEqual([{ line: 3, from: text.indexOf('% first'), text: 'first verse' }]);
  });
});

describe('toggleLineComments', () => {
  it('comments out the selected music lines and uncomments them again', () => {
    const from = text.indexOf('CDEF');
    const to = text.indexOf('GABc') + 2;
    const commented = applyChanges(text, toggleLineComments(text, from, to));
    expect(commented).toBe('%%scale 0.8\nX:1\n% first verse\nK:C\n% CDEF|\n% GABc|\n\nw:la la\n');
    const again = toggleLineComments(commented, commented.indexOf('% CDEF'), commented.indexOf('% GABc') + 3);
    expect(applyChanges(commented, again)).toBe(text);
  });

  it('comments a line with a caret in it, and leaves a line after a selection ending at its start', () => {
    const caret = text.indexOf('GABc') + 1;
    expect(applyChanges(text, toggleLineComments(text, caret, caret))).toContain('\n% GABc|\n');
    const wholeLine = text.indexOf('CDEF');
    expect(applyChanges(text, toggleLineComments(text, wholeLine, wholeLine + 'CDEF|\n'.length))).toContain('% CDEF|\nGABc|');
  });

  it('comments a directive out as % %% and a mixed selection in', () => {
    const mixed = applyChanges(text, toggleLineComments(text, 0, text.indexOf('X:1') + 1));
    expect(mixed.startsWith('% %%scale 0.8\n% X:1\n')).toBe(true);
  });

  it('comments out the lyrics of Hard Times line by line, keeping the music', () => {
    const lyrics = hardTimes.indexOf('w: Let us');
    const changes = toggleLineComments(hardTimes, lyrics, lyrics + 3);
    const commented = applyChanges(hardTimes, changes);
    expect(commentLines(commented).map((comment) => comment.text.slice(0, 10))).toEqual(['w: Let us ']);
  });
});
