/**
 * @fileoverview Systems per tune against abc2svg (systems.ts): abc2svg's count from its SVG
 * blocks on real two-line and one-line tunes, ours from the render, and the shares a report
 * shows.
 */
import { describe, expect, test } from 'vitest';
import { render } from '../../engine-bindings/src/index.js';
import { abc2svgModel, continueAllAsLinebreak } from './abc2svgModel.js';
import { corpusTunes } from './differential.js';
import { judge, type TuneResult } from './judge.js';
import type { ModelReply } from './model-worker.js';
import { continuesAll, systemDifferences, systemsByFolder, systemsShare } from './systems.js';

const TWO_LINES = 'X:1\nT:Two lines\nL:1/8\nK:D\nABcd efga|\nbagf edcB|]\n';
const ONE_LINE = 'X:1\nT:One line\nL:1/8\nK:D\nABcd efga|bagf edcB|]\n';

describe('system counts', () => {
  test('abc2svg: one SVG block with a staff per music line, the title block not counted', () => {
    expect(abc2svgModel(TWO_LINES, { draw: true }).systems).toBe(2);
    expect(abc2svgModel(ONE_LINE, { draw: true }).systems).toBe(1);
    expect(abc2svgModel(TWO_LINES).systems).toBeUndefined();
  });

  test('abc2svg under %%continueall: drawn with %%linebreak <none>, so its lines are joined as ours', () => {
    const joined = '%%continueall true\n\n' + TWO_LINES;
    expect(continueAllAsLinebreak(joined)).toBe('%%linebreak <none>\n\n' + TWO_LINES);
    expect(continueAllAsLinebreak('X:1\nI:continueall\nK:C\nC|\n')).toBe('X:1\nI:linebreak <none>\nK:C\nC|\n');
    expect(continueAllAsLinebreak('%%continueall 0\n' + TWO_LINES)).toBeNull();
    expect(continueAllAsLinebreak(TWO_LINES)).toBeNull();
    expect(abc2svgModel(joined, { draw: true }).systems).toBe(1);
    expect(render(joined).tunes[0]!.systems).toBe(1);
    // The model is read from the text as written.
    expect(abc2svgModel(joined, { draw: true }).dump).toEqual(abc2svgModel(joined).dump);
  });

  test('ours: TuneInfo.systems of the render', () => {
    expect(render(TWO_LINES).tunes[0]!.systems).toBe(2);
    expect(render(ONE_LINE).tunes[0]!.systems).toBe(1);
  });
});

describe('systems shares', () => {
  const [tune] = corpusTunes([{ name: 'folder/file.abc', text: TWO_LINES, tuneCount: 1 }]);
  const { dump, sources } = abc2svgModel(TWO_LINES);
  const judged = (ours: number, theirs: number): TuneResult =>
    judge(tune!, TWO_LINES, { status: 'done', result: { dump, systems: ours } satisfies ModelReply }, { status: 'done', result: { dump, sources, systems: theirs } });

  test('count the tunes whose counts agree, per folder, and list the others', () => {
    const results = [judged(2, 2), judged(3, 2), judged(1, 1), judged(2, 2)];
    expect(systemsShare(results)).toEqual({ agree: 3, compared: 4, percent: 75 });
    expect(systemsByFolder(results).get('folder')?.agree).toBe(3);
    expect(systemDifferences(results)).toEqual([{ file: 'folder/file.abc', ordinal: 1, x: '1', ours: 3, theirs: 2 }]);
  });

  test('know the tunes under %%continueall, whose abc2svg count is no reference', () => {
    const [joined] = corpusTunes([{ name: 'folder/file.abc', text: '%%continueall 1\n\n' + TWO_LINES, tuneCount: 1 }]);
    const [off] = corpusTunes([{ name: 'folder/file.abc', text: '%%continueall 0\n\n' + TWO_LINES, tuneCount: 1 }]);
    expect(continuesAll({ ...judged(1, 2), tune: joined! })).toBe(true);
    expect(continuesAll({ ...judged(1, 2), tune: off! })).toBe(false);
    expect(continuesAll(judged(2, 2))).toBe(false);
  });

  test('leave out a tune when either count is missing', () => {
    const missing = judge(tune!, TWO_LINES, { status: 'done', result: { dump } }, { status: 'done', result: { dump, sources, systems: 2 } });
    expect(systemsShare([missing]).compared).toBe(0);
  });
});
