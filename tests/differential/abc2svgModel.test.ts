/**
 * @fileoverview The differential test's abc2svg side and comparer on small inputs: abc2svg's
 * floating-point tuplet times come out as exact MODEL.md fractions, bar types are normalised as
 * MODEL.md says, a multi-measure rest is one rest, grace notes are left out, voices come in
 * abc2svg's table order; the comparer names the first difference's kind.
 */
import { describe, expect, test } from 'vitest';
import { loadCorpusFiles, splitTunes } from '../support/corpus.js';
import { abc2svgFraction, abc2svgModel } from './abc2svgModel.js';
import { classify, firstDifference, type TuneModel } from './compare.js';

function events(abc: string): unknown[] {
  return abc2svgModel(abc).dump.tunes[0]!.voices[0]!.events;
}

describe('abc2svgFraction (MODEL.md: round(t * 105) / (1536 * 105), reduced)', () => {
  test('whole, simple and tuplet times', () => {
    expect(abc2svgFraction(0)).toBe('0');
    expect(abc2svgFraction(1536 * 7)).toBe('7');
    expect(abc2svgFraction(192)).toBe('1/8');
    expect(abc2svgFraction(76.8)).toBe('1/20');
    expect(abc2svgFraction(153.60000000000002)).toBe('1/10');
    expect(abc2svgFraction(1536 / 7)).toBe('1/7');
  });
});

describe('abc2svgModel', () => {
  test('notes with their sounding pitches after the key and carried accidentals, and bars', () => {
    expect(events('X:1\nT:t\nL:1/8\nK:G\nF^cc|F\n')).toEqual([
      ['note', '0', '1/8', [66]],
      ['note', '1/8', '1/8', [73]],
      ['note', '1/4', '1/8', [73]],
      ['bar', '3/8', '|'],
      ['note', '3/8', '1/8', [66]],
    ]);
  });

  test('a quintuplet has exact times; a grace group is left out; a chord lists its pitches ascending', () => {
    expect(events('X:1\nL:1/8\nK:C\n(5CDEFG {A}[EC]|\n')).toEqual([
      ['note', '0', '1/20', [60]],
      ['note', '1/20', '1/20', [62]],
      ['note', '1/10', '1/20', [64]],
      ['note', '3/20', '1/20', [65]],
      ['note', '1/5', '1/20', [67]],
      ['note', '1/4', '1/8', [60, 64]],
      ['bar', '3/8', '|'],
    ]);
  });

  test('Z4 is one rest of four measures; x is a rest; y is not an event', () => {
    expect(events('X:1\nM:3/4\nL:1/4\nK:C\nZ4|x y C|\n')).toEqual([
      ['rest', '0', '3'],
      ['bar', '3', '|'],
      ['rest', '3', '1/4'],
      ['note', '13/4', '1/4', [60]],
      ['bar', '7/2', '|'],
    ]);
  });

  test('bar types: :|: is ::, a dotted bar .|, an invisible bar [|]; a repeat ending is not part of the type', () => {
    const bars = events('X:1\nL:1/4\nK:C\n[|C:|:C.|C[|]C|[1C:|[2C|]\n').filter((event) => (event as string[])[0] === 'bar');
    expect(bars.map((bar) => (bar as string[])[2])).toEqual(['[|', '::', '.|', '[|]', '|', ':|', '|]']);
  });

  test('voices in the order of their first appearance, all on one time line', () => {
    const tune = abc2svgModel('X:1\nL:1/4\nK:C\nV:2\nC2|\nV:1\nc2|\n').dump.tunes[0]!;
    expect(tune.voices.map((voice) => voice.id)).toEqual(['2', '1']);
    expect(tune.voices[1]!.events[0]).toEqual(['note', '0', '1/2', [72]]);
  });

  test('a tune without music gives no tune; abc2svg reports its messages', () => {
    const model = abc2svgModel('X:1\nT:only a title\n');
    expect(model.dump.tunes).toEqual([]);
    expect(abc2svgModel('X:1\nK:C\nC|]C ] (\n').messages.length).toBeGreaterThan(0);
  });
});

describe('abc2svgModel with draw (a tune abc2svg models but cannot lay out)', () => {
  test('gonzato-choral/Ave_Maria_Palestrina.abc: the model, then the error abc2svg throws while drawing', () => {
    const [tune] = splitTunes(loadCorpusFiles().find((file) => file.name === 'gonzato-choral/Ave_Maria_Palestrina.abc')!);
    const drawn = abc2svgModel(tune!.text, { draw: true });
    expect(drawn.drawError).toMatch(/reading 'type'/);
    const modelOnly = abc2svgModel(tune!.text);
    expect(modelOnly.drawError).toBeUndefined();
    expect(drawn.dump).toEqual(modelOnly.dump);
    expect(drawn.dump.tunes[0]!.voices.length).toBeGreaterThan(1);
  });

  test('a tune abc2svg draws has no draw error', () => {
    expect(abc2svgModel('X:1\nK:C\nCDE|\n', { draw: true }).drawError).toBeUndefined();
  });
});

describe('firstDifference and classify', () => {
  const tune = (...events: TuneModel['voices'][number]['events']): TuneModel => ({ x: '1', title: '', voices: [{ id: '1', events }] });

  test('equal tunes match; voice counts, missing and extra events, bar types, pitches, durations are told apart', () => {
    const a = tune(['note', '0', '1/4', [60]], ['bar', '1/4', '|']);
    expect(firstDifference(a, a)).toBeNull();
    expect(firstDifference(a, { ...a, voices: [...a.voices, ...a.voices] })?.category).toBe('voice count');
    expect(firstDifference(tune(['note', '0', '1/4', [60]]), a)).toMatchObject({ category: 'missing event', event: 1 });
    expect(classify(['bar', '1/4', '|'], ['bar', '1/4', '||'])).toBe('bar type');
    expect(classify(['bar', '1/4', '||'], ['bar', '1/4', '|||'])).toBe('raw bar type');
    expect(classify(['note', '0', '1/4', [60]], ['note', '0', '1/4', [61]])).toBe('pitch');
    expect(classify(['note', '0', '1/4', [60]], ['note', '0', '1/8', [60]])).toBe('duration');
    expect(classify(['bar', '1/2', '|'], ['note', '1/4', '1/4', [60]])).toBe('missing event');
    expect(classify(['note', '1/4', '1/4', [60]], ['bar', '1/2', '|'])).toBe('extra event');
    expect(classify(['rest', '0', '1/4'], ['note', '0', '1/4', [60]])).toBe('event kind');
    expect(classify(['note', '0', '1/4', [60]], ['note', '1/8', '1/4', [60]])).toBe('time');
  });
});
