/**
 * @fileoverview How one tune is judged: abc2svg's real answer for a two-tune file (with a file
 * header, CRLF line ends) against "our" dump made from it with one event changed, so that the
 * expected first difference and its file line are known. Also: abc2svg failures are left out,
 * a failure of ours is a mismatch, the shares and their floor.
 */
import { describe, expect, test } from 'vitest';
import type { JobOutcome } from '../support/isolated-worker.js';
import type { ModelEvent } from '../../engine-bindings/src/types.js';
import { abc2svgModel } from './abc2svgModel.js';
import { corpusTunes, shareOf } from './differential.js';
import { floorOf } from './baseline.js';
import { judge, type TuneResult } from './judge.js';
import type { ModelReply } from './model-worker.js';
import type { AllowedDifference } from './allowed.js';

const FILE_TEXT = ['%%scale 0.8', '', 'X:1', 'T:First', 'K:C', 'CDE|', '', 'X:2', 'T:Second', 'L:1/4', 'K:G', 'GAB|', 'cde|]', ''].join('\r\n');
const tunes = corpusTunes([{ name: 'folder/file.abc', text: FILE_TEXT, tuneCount: 2 }]);
const second = tunes[1]!;

function done(reply: ModelReply): JobOutcome<ModelReply> {
  return { status: 'done', result: reply };
}

/** abc2svg's reply for the second tune, and a copy of it with event `index` of voice 0 replaced. */
function replies(index: number, event: ModelEvent): { theirs: JobOutcome<ModelReply>; ours: JobOutcome<ModelReply> } {
  const { dump, sources } = abc2svgModel(second.text);
  const ours = structuredClone(dump);
  ours.tunes[0]!.voices[0]!.events[index] = event;
  return { theirs: done({ dump, sources }), ours: done({ dump: ours }) };
}

describe('corpusTunes', () => {
  test('locates each tune in its file and folder', () => {
    expect(tunes.map(({ folder, file, ordinal, x }) => ({ folder, file, ordinal, x }))).toEqual([
      { folder: 'folder', file: 'folder/file.abc', ordinal: 1, x: '1' },
      { folder: 'folder', file: 'folder/file.abc', ordinal: 2, x: '2' },
    ]);
    expect(second.text.startsWith('%%scale 0.8\r\n\r\nX:2')).toBe(true);
  });
});

describe('judge', () => {
  test('an identical dump matches', () => {
    const { theirs } = replies(0, ['note', '0', '1/4', [67]]);
    expect(judge(second, FILE_TEXT, theirs, theirs)).toMatchObject({ status: 'match', title: 'Second' });
  });

  test('a differing pitch is reported with its voice, event and file line', () => {
    // Events of X:2: G A B | c d e |] -- the fifth (index 4, after the bar) is c at 3/4, on file line 13.
    const { theirs, ours } = replies(4, ['note', '3/4', '1/4', [73]]);
    const result = judge(second, FILE_TEXT, ours, theirs);
    expect(result).toMatchObject({ status: 'mismatch', category: 'pitch', voiceId: '1', line: 13, column: 1, lineText: 'cde|]' });
    expect(result.status === 'mismatch' && result.difference?.theirs).toEqual(['note', '3/4', '1/4', [72]]);
    // The next event, d, is column 2 of that line.
    const next = replies(5, ['note', '1', '1/4', [75]]);
    expect(judge(second, FILE_TEXT, next.ours, next.theirs)).toMatchObject({ line: 13, column: 2 });
  });

  test('a difference named in the allowed list counts as matching, and only that difference', () => {
    const { theirs, ours } = replies(4, ['note', '3/4', '1/4', [73]]);
    const entry: AllowedDifference = {
      file: 'folder/file.abc',
      ordinal: 2,
      x: '2',
      section: 'ABC 2.1 section 4.1',
      reason: 'a test of the allowed list',
      voice: 0,
      ours: ['note', '3/4', '1/4', [73]],
      theirs: ['note', '3/4', '1/4', [72]],
    };
    const allowed = judge(second, FILE_TEXT, ours, theirs, [entry]);
    expect(allowed).toMatchObject({ status: 'mismatch', allowed: entry });
    expect(shareOf([allowed])).toMatchObject({ matched: 1, compared: 1 });
    const other = replies(4, ['note', '3/4', '1/4', [74]]);
    const notAllowed = judge(second, FILE_TEXT, other.ours, other.theirs, [entry]);
    expect(notAllowed.status === 'mismatch' && notAllowed.allowed).toBeUndefined();
    expect(shareOf([notAllowed])).toMatchObject({ matched: 0, compared: 1 });
  });

  test('a tune abc2svg throws on (even while drawing) or hangs on is left out; one our engine fails on is a mismatch', () => {
    const { theirs } = replies(0, ['note', '0', '1/4', [67]]);
    const thrown: JobOutcome<ModelReply> = { status: 'error', error: 'TypeError: x is undefined\n at ...' };
    const hung: JobOutcome<ModelReply> = { status: 'timeout', ms: 10_000 };
    expect(judge(second, FILE_TEXT, theirs, thrown)).toMatchObject({ status: 'excluded', reason: 'abc2svg: TypeError: x is undefined' });
    expect(judge(second, FILE_TEXT, theirs, hung)).toMatchObject({ status: 'excluded', reason: 'abc2svg: no answer in 10000 ms' });
    expect(judge(second, FILE_TEXT, hung, theirs)).toMatchObject({ status: 'mismatch', category: 'our engine failed' });
    expect(judge(second, FILE_TEXT, done({ dump: { tunes: [] } }), theirs)).toMatchObject({ status: 'mismatch', category: 'tune count' });
    // abc2svg gave its model, then threw while drawing: it does not render the tune.
    const drawFailed = theirs.status === 'done' ? done({ ...theirs.result, drawError: 'x is null' }) : theirs;
    expect(judge(second, FILE_TEXT, theirs, drawFailed)).toMatchObject({
      status: 'excluded',
      reason: 'abc2svg threw while drawing: x is null; its model matches ours',
    });
  });
});

describe('shareOf and floorOf', () => {
  test('left-out tunes are not in the denominator; the floor rounds down to one decimal', () => {
    const results = [
      { status: 'match' },
      { status: 'match' },
      { status: 'mismatch' },
      { status: 'excluded' },
    ] as TuneResult[];
    expect(shareOf(results)).toMatchObject({ matched: 2, compared: 3, excluded: 1 });
    expect(floorOf(shareOf(results).percent)).toBe(66.6);
    expect(floorOf(98.85)).toBe(98.8);
    expect(floorOf(100)).toBe(100);
  });
});
