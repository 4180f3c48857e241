import { describe, expect, it } from 'vitest';
import { loadCorpusFiles, splitTunes } from '../../tests/support/corpus.js';
import { render } from './index.js';
import { expandPartOrder, partSpans } from './playbackParts.js';
import { endingPasses, unfoldRepeats } from './playbackRepeats.js';
import { TempoMap } from './playbackTempo.js';
import { BarType, Model } from '../../engine-as/src/abi.js';
import { abc2svgPlay, type Abc2svgPlayedNote } from './testing/abc2svgPlayer.js';
import type { PlaybackEvent, TunePlayback } from './types.js';

/** The playback of the only tune with music in `abc`. */
function playback(abc: string): TunePlayback {
  const tunes = render(abc).events!.filter((tune) => tune.events.length > 0);
  expect(tunes).toHaveLength(1);
  return tunes[0]!;
}

/** Events as [midi, start, duration, source text] rows, easy to read in a failure. */
function rows(abc: string, events: readonly PlaybackEvent[]): [number, number, number, string][] {
  return events.map((event) => [event.midi, event.start, event.duration, abc.slice(event.sourceStart, event.sourceEnd)]);
}

/** By time, then pitch: the two players list chords and voices in different orders. */
function byTime<T extends { start: number; midi: number }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => a.start - b.start || a.midi - b.midi);
}

/** Expects our events to sound as abc2svg's player sounds `text`, to the millisecond. */
function expectAsAbc2svg(name: string, text: string): void {
  const ours = byTime(playback(text).events);
  const played = abc2svgPlay(text);
  expect(played, name).toHaveLength(1);
  const theirs = byTime<Abc2svgPlayedNote>(played[0]!);
  expect(ours.length, name).toBe(theirs.length);
  ours.forEach((event, i) => {
    const note = theirs[i]!;
    const where = `${name}: event ${i} at ${note.start.toFixed(3)} s, ${JSON.stringify(text.slice(note.sourceStart, note.sourceStart + 12))}`;
    expect(event.midi, where).toBe(note.midi);
    expect(event.start, where).toBeCloseTo(note.start, 3);
    expect(event.duration, where).toBeCloseTo(note.duration, 3);
    expect(event.sourceStart, where).toBe(note.sourceStart);
  });
}

/** The text (file header + tune) of corpus tune `name` (`FILE#X`). */
function corpusTune(name: string): string {
  const file = loadCorpusFiles().find((candidate) => name.startsWith(`${candidate.name}#`));
  const tune = file && splitTunes(file).find((candidate) => candidate.name === name);
  if (!tune) throw new Error(`no corpus tune ${name}`);
  return tune.text;
}

describe('playback events of corpus tunes, as abc2svg 1.22.1 plays them', () => {
  it.each([
    // A Nottingham jig: P:A and P:B in the body, a repeat, a repeat with first and second endings.
    'nottingham-nmd/jigs_part1.abc#19',
    // A hornpipe whose header P:AAB plays part A twice, then B, each with its repeat.
    'nottingham-nmd/hpps.abc#1',
    // A reel whose second ending is followed by part B with a `:|` but no `|:`: the last ending
    // ends at its bar line, and B repeats from its P:.
    'nottingham-nmd/reelsd-g.abc#8',
    // A hymn in four voices (soprano, alto, tenor, bass), with held notes.
    'hymnsandcarols-christmas/A__A_Babe_Is_Born_463.abc#0',
    // A song whose `:|` at the end goes back to the `||` before the chorus.
    'goess-stephen-foster/Massa_s_In_De_Cold_Ground.abc#1',
    // Hymns in four voices on two staves, with an inline [Q:]; the second changes tempo
    // (Q:1/4=100, then 1/4=90).
    'openhymnal/OpenHymnal_part1.abc#22',
    'openhymnal/OpenHymnal_part1.abc#139',
    // Five voices with ties across bars, triplets and grace notes (a toccata).
    'moine-organ-examples/muffat.abc#1',
    // Ties, chords and tuplets in five voices, with a tempo of 1/8=100.
    'moine-organ-examples/mendels-sonateVI.abc#1',
  ])('%s', (name) => {
    expectAsAbc2svg(name, corpusTune(name));
  });
});

describe('playback events of a whole corpus folder, as abc2svg 1.22.1 plays them', () => {
  it('plays every song of goess-stephen-foster (tempo, repeats, a chorus repeat, chords)', () => {
    const tunes = loadCorpusFiles()
      .filter((file) => file.name.startsWith('goess-stephen-foster/'))
      .flatMap((file) => splitTunes(file));
    expect(tunes.length).toBeGreaterThanOrEqual(20);
    for (const tune of tunes) expectAsAbc2svg(tune.name, tune.text);
  });
});

describe('playback events and the drawn score', () => {
  it('point to a drawn note each (the player highlights the element with their source range)', () => {
    for (const name of ['nottingham-nmd/hpps.abc#1', 'moine-organ-examples/muffat.abc#1', 'openhymnal/OpenHymnal_part1.abc#22']) {
      const result = render(corpusTune(name));
      const notes = new Set(result.elements.filter((element) => element.kind === 'note').map((element) => `${element.start}-${element.end}`));
      const events = result.events!.flatMap((tune) => tune.events);
      expect(events.length, name).toBeGreaterThan(100);
      for (const event of events) expect(notes.has(`${event.sourceStart}-${event.sourceEnd}`), `${name} at ${event.sourceStart}`).toBe(true);
    }
  });
});

describe('playback events of small tunes, as abc2svg 1.22.1 plays them', () => {
  it.each([
    ['repeat and three endings', 'X:1\nL:1/4\nK:C\n|:C|1D:|2E:|3F|]\n'],
    ['ending for passes 1 and 3', 'X:1\nL:1/4\nK:C\n|:C|1,3D:|2E:|4F|]\n'],
    ['repeats without |:', 'X:1\nL:1/4\nK:C\n|:C:|D:|E|\n'],
    ['a repeat back to a double bar', 'X:1\nL:1/4\nK:C\n|:C||D:|E[|F:|\n'],
    ['a tie into the repeat', 'X:1\nL:1/4\nK:C\n|:C D-:|D E|\n'],
    ['tied chords', 'X:1\nL:1/4\nK:C\n[CE]-[CE] [C-E]C|\n'],
    ['grace notes before plain, dotted and tuplet notes', 'X:1\nL:1/8\nK:C\n{d}c2 {de}c3 (3{e}fga {def}c4|\n'],
    ['a tempo change in one of two voices', 'X:1\nL:1/4\nK:C\nV:1\nCD|[Q:1/4=60]EF|\nV:2\nGA|Bc|\n'],
    ['a beat of 1/8 3/8', 'X:1\nL:1/4\nQ:1/8 3/8=60\nK:C\nCD|\n'],
    ['the old Q:120 and a text tempo, both ignored', 'X:1\nL:1/8\nQ:240\nK:C\nCD|[Q:"Allegro"]EF|\n'],
    ['parts in the order (AB)2C', 'X:1\nL:1/4\nP:(AB)2C\nK:C\nP:A\nC|\nP:B\nE|\nP:C\nG|]\n'],
    ['music before the first part', 'X:1\nL:1/4\nP:BA\nK:C\nC|\nP:A\nD|\nP:B\nE|]\n'],
    ['a text ending after the last ending', 'X:1\nM:4/4\nL:1/4\nK:G\n|: GABc |1 dcBA :|2 dcBG |["last" G4 |]\n'],
    ['an ending after a space, closed by ||', 'X:1\nM:3/4\nL:1/8\nK:D\n|: D2 F2 A2 | [1 d6 :| [2 D6 ||\n'],
    ['M:none', 'X:1\nL:1/4\nM:none\nK:C\nCDEFGABc\n'],
    ['triplets and quintuplets', 'X:1\nL:1/8\nK:C\n(3CDE F2|(5:4CDEFG|\n'],
  ])('%s', (name, text) => {
    expectAsAbc2svg(name, text);
  });
});

describe('playback rules (hand-computed from the ABC)', () => {
  it('plays at 1/4=120 without Q:, each note for its length', () => {
    const abc = 'X:1\nL:1/4\nK:C\nC D/E/ z F2|\n';
    const tune = playback(abc);
    expect(rows(abc, tune.events)).toEqual([
      [60, 0, 0.5, 'C'],
      [62, 0.5, 0.25, 'D/'],
      [64, 0.75, 0.25, 'E/'],
      [65, 1.5, 1, 'F2'],
    ]);
    expect(tune.duration).toBe(2.5);
  });

  it('sounds tied notes once for their whole length, across bars and into a chord', () => {
    // The `-` inside the chord ties its C only.
    const abc = 'X:1\nL:1/4\nQ:1/4=60\nK:C\nC2-|C [C-E]|[CG]|\n';
    expect(rows(abc, playback(abc).events)).toEqual([
      [60, 0, 3, 'C2'],
      [60, 3, 2, '[C-E]'],
      [64, 3, 1, '[C-E]'],
      [67, 4, 1, '[CG]'],
    ]);
  });

  it('gives an acciaccatura a sixteenth from the start of its note, keeping the score time', () => {
    // abc2svg shifts the whole tune by the sixteenth here; the note after keeps its beat here.
    const abc = 'X:1\nL:1/4\nK:C\n{/d}c2 C|\n';
    expect(rows(abc, playback(abc).events)).toEqual([
      [74, 0, 0.125, 'd'],
      [72, 0.125, 0.875, 'c2'],
      [60, 1, 0.5, 'C'],
    ]);
  });

  it('leaves out grace notes before a rest', () => {
    const abc = 'X:1\nL:1/4\nK:C\nC {d}z D|\n';
    expect(rows(abc, playback(abc).events)).toEqual([
      [60, 0, 0.5, 'C'],
      [62, 1, 0.5, 'D'],
    ]);
  });

  it('sounds the expansion of an m: macro in place of the note written', () => {
    const abc = 'X:1\nL:1/8\nM:6/8\nm: ~G3 = G/A/G/F/G\nK:G\nB2 ~G3 A|]\n';
    const events = playback(abc).events;
    expect(events.map((event) => event.midi)).toEqual([71, 67, 69, 67, 66, 67, 69]);
    // Every note of the expansion points to the macro where it was used.
    expect(new Set(events.slice(1, 6).map((event) => abc.slice(event.sourceStart, event.sourceEnd)))).toEqual(new Set(['~G3']));
  });

  it('plays both endings of `[1 ... || [2 ...` written without a repeat', () => {
    const abc = 'X:1\nL:1/4\nK:C\nC|[1D||[2E||\n';
    expect(playback(abc).events.map((event) => event.midi)).toEqual([60, 62, 64]);
  });

  it('names each event voice by index and id, overlays included', () => {
    const abc = 'X:1\nL:1/4\nK:C\nV:S\nc2 & E2|\nV:B clef=bass\nC,2|\n';
    const events = playback(abc).events;
    expect(events.map((event) => [event.voiceId, event.voice, event.midi])).toEqual([
      ['S', 0, 72],
      ['So', 1, 64],
      ['B', 2, 48],
    ]);
  });

  it('gives one entry per tune, empty for a tune without music', () => {
    const abc = 'X:1\nT:Words only\n\nX:2\nL:1/4\nK:C\nC|\n';
    const result = render(abc);
    expect(result.tunes).toHaveLength(2);
    const c = abc.lastIndexOf('C|');
    expect(result.events).toEqual([
      { events: [], duration: 0 },
      { events: [{ midi: 60, start: 0, duration: 0.5, voice: 0, voiceId: '1', sourceStart: c, sourceEnd: c + 1 }], duration: 0.5 },
    ]);
  });
});

describe('playback events on the render result', () => {
  it('are built once, and JSON and structured clone (postMessage) carry them as a value', () => {
    const result = render('X:1\nL:1/4\nK:C\nCD|\n');
    const events = result.events;
    expect(result.events).toBe(events);
    expect(events![0]!.events).toHaveLength(2);
    expect(structuredClone(result).events).toEqual(events);
    expect(JSON.parse(JSON.stringify(result)).events).toEqual(events);
  });
});

describe('playback parts', () => {
  it('reads capital letters, counts and groups of a P: order', () => {
    expect(expandPartOrder('AABA last time')).toEqual(['A', 'A', 'B', 'A']);
    expect(expandPartOrder('A2B')).toEqual(['A', 'A', 'B']);
    expect(expandPartOrder('((AB)2C)2')).toEqual('ABABCABABC'.split(''));
    expect(expandPartOrder('A.B.(CD')).toEqual(['A', 'B', 'C', 'D']);
    expect(expandPartOrder('(A)999999').length).toBe(1000);
  });

  it('plays the music before the first part, then the parts named, skipping unknown ones', () => {
    const parts = [
      { time: 10, name: 'A' },
      { time: 20, name: 'B' },
    ];
    expect(partSpans('BAC', parts, 30)).toEqual([
      { from: 0, to: 10 },
      { from: 20, to: 30 },
      { from: 10, to: 20 },
    ]);
    expect(partSpans(null, parts, 30)).toEqual([{ from: 0, to: 30 }]);
  });
});

describe('playback repeats', () => {
  const bar = (time: number, type: BarType, ending: number[] | null = null) => ({ time, type, ending });

  it('reads the passes an ending label names', () => {
    expect(endingPasses('1')).toEqual([1]);
    expect(endingPasses('1,3')).toEqual([1, 3]);
    expect(endingPasses('1-3')).toEqual([1, 2, 3]);
    expect(endingPasses('second time')).toEqual([]);
    expect(endingPasses('1-100000').length).toBe(32);
  });

  it('gives an ending without a number the pass after the one before it', () => {
    const bars = [bar(0, BarType.RepeatStart), bar(10, BarType.Single, [1]), bar(20, BarType.RepeatEnd, []), bar(30, BarType.Final)];
    expect(unfoldRepeats(bars, 0, 30)).toEqual([
      { from: 0, to: 20 },
      { from: 0, to: 10 },
      { from: 20, to: 30 },
    ]);
  });

  it('ends on bad input: a repeat back to itself and endings for thousands of passes', () => {
    const bars = [bar(0, BarType.RepeatBoth), bar(0, BarType.RepeatEnd, endingPasses('1-9999')), bar(5, BarType.RepeatEnd)];
    expect(unfoldRepeats(bars, 0, 5).length).toBeLessThan(100);
  });
});

describe('playback tempo map', () => {
  it('integrates the tempo over score time, a change taking effect at its time', () => {
    const quarter = Model.TicksPerWhole / 4;
    const map = new TempoMap([
      { time: 0, bpm: 60, beat: quarter },
      { time: 2 * quarter, bpm: 120, beat: quarter },
      { time: 3 * quarter, bpm: 60, beat: 0 }, // the old Q:60: ignored
    ]);
    expect(map.secondsAt(quarter)).toBe(1);
    expect(map.secondsAt(4 * quarter)).toBe(3);
    expect(new TempoMap([]).secondsAt(quarter)).toBe(0.5);
  });
});
