import { describe, expect, it } from 'vitest';
import { render } from './testing/engine.ts';
import type { TunePlayback } from '../../../../engine-bindings/src/types.ts';
import {
  clampTranspose,
  createPlan,
  notesBetween,
  planLength,
  startAtCaret,
  tempoFactorOf,
  tuneAtOffset,
  tunePositionAt,
} from './schedule.ts';

// Quarter notes at 1/4=120: half a second each. C D E F, a C-E-G chord of two beats, G of two.
const SCALE = 'X:1\nT:Steps\nL:1/4\nQ:1/4=120\nK:C\nCDEF|[CEG]2 G2|\n';

/** The engine's own playback of the first tune of `abc`. */
function playbackOf(abc: string, tune = 0): TunePlayback {
  const playback = render(abc).events?.[tune];
  if (playback === undefined) throw new Error('the engine gave no playback');
  return playback;
}

const scale = playbackOf(SCALE);
const offsetOf = (text: string, from = SCALE.indexOf('K:C\n') + 4): number => SCALE.indexOf(text, from);

describe('playback plan', () => {
  it('plays the engine events as written at tempo 100% and no transposition', () => {
    const plan = createPlan(scale, { from: 0, loop: false, tempoFactor: 1, transpose: 0 });
    const notes = notesBetween(plan, 0, 100);
    expect(notes.map((note) => note.midi)).toEqual([60, 62, 64, 65, 60, 64, 67, 67]);
    expect(notes.map((note) => note.time)).toEqual([0, 0.5, 1, 1.5, 2, 2, 2, 3]);
    expect(notes[4]).toMatchObject({ duration: 1, sourceStart: offsetOf('[CEG]'), sourceEnd: offsetOf('[CEG]') + 6 });
    expect(planLength(plan)).toBe(4);
  });

  it('divides times and durations by the tempo factor', () => {
    const plan = createPlan(scale, { from: 0, loop: false, tempoFactor: tempoFactorOf(200), transpose: 0 });
    const notes = notesBetween(plan, 0, 100);
    expect(notes.map((note) => note.time)).toEqual([0, 0.25, 0.5, 0.75, 1, 1, 1, 1.5]);
    expect(notes.map((note) => note.duration)).toEqual([0.25, 0.25, 0.25, 0.25, 0.5, 0.5, 0.5, 0.5]);
    expect(planLength(plan)).toBe(2);
  });

  it('transposes every pitch and leaves out a pitch pushed beyond MIDI 127', () => {
    const up = createPlan(scale, { from: 0, loop: false, tempoFactor: 1, transpose: -12 });
    expect(notesBetween(up, 0, 100).map((note) => note.midi)).toEqual([48, 50, 52, 53, 48, 52, 55, 55]);
    const high = playbackOf("X:1\nL:1/4\nK:C\nc''' g'''|\n");
    const plan = createPlan(high, { from: 0, loop: false, tempoFactor: 1, transpose: 12 });
    // c''' is MIDI 108 and g''' 115: an octave up they are 120 and 127, the highest MIDI pitch.
    expect(notesBetween(plan, 0, 100).map((note) => note.midi)).toEqual([120, 127]);
    const beyond = createPlan(high, { from: 0, loop: false, tempoFactor: 1, transpose: 13 });
    expect(notesBetween(beyond, 0, 100).map((note) => note.midi)).toEqual([121]);
  });

  it('starts from the selected note, on the performance clock at 0', () => {
    const from = startAtCaret(scale.events, offsetOf('E'));
    expect(from).toBe(1);
    const plan = createPlan(scale, { from, loop: false, tempoFactor: 1, transpose: 0 });
    const notes = notesBetween(plan, 0, 100);
    expect(notes[0]).toMatchObject({ midi: 64, time: 0, sourceStart: offsetOf('E') });
    expect(notes).toHaveLength(6);
    expect(planLength(plan)).toBe(3);
  });

  it('loops back to where playing started, pass after pass', () => {
    const plan = createPlan(scale, { from: 3, loopFrom: 2, loop: true, tempoFactor: 1, transpose: 0 });
    expect(planLength(plan)).toBe(Number.POSITIVE_INFINITY);
    const notes = notesBetween(plan, 0, 6);
    // First pass: the G at 3 (performance 0); then the chord and the G from 2, every 2 s.
    expect(notes.map((note) => [note.time, note.midi])).toEqual([
      [0, 67],
      [1, 60], [1, 64], [1, 67], [2, 67],
      [3, 60], [3, 64], [3, 67], [4, 67],
      [5, 60], [5, 64], [5, 67],
    ]);
  });

  it('gives every note once over consecutive windows, as the player asks for them', () => {
    const plan = createPlan(scale, { from: 0.5, loopFrom: 0, loop: true, tempoFactor: 1.3, transpose: 2 });
    const whole = notesBetween(plan, 0, 20);
    const pieces = [];
    for (let time = 0; time < 20; time += 0.137) pieces.push(...notesBetween(plan, time, Math.min(time + 0.137, 20)));
    expect(pieces.map((note) => note.time)).toEqual(whole.map((note) => note.time));
    expect(whole.length).toBeGreaterThan(20);
  });

  it('maps performance time to tune time across tempo and loop, and ends without loop', () => {
    const looped = createPlan(scale, { from: 3, loopFrom: 1, loop: true, tempoFactor: 2, transpose: 0 });
    expect(tunePositionAt(looped, 0)).toBe(3);
    expect(tunePositionAt(looped, 0.25)).toBe(3.5);
    // The first pass lasts (4 - 3) / 2 = 0.5 s; a loop pass (4 - 1) / 2 = 1.5 s.
    expect(tunePositionAt(looped, 0.5)).toBe(1);
    // 2.25 s is 0.25 s into the second loop pass (it starts at 0.5 + 1.5 = 2).
    expect(tunePositionAt(looped, 2.25)).toBe(1.5);
    const once = createPlan(scale, { from: 0, loop: false, tempoFactor: 1, transpose: 0 });
    expect(tunePositionAt(once, 3.9)).toBeCloseTo(3.9);
    expect(tunePositionAt(once, 4)).toBeNull();
  });

  it('does not loop a pass that holds no time, and refuses a tempo factor of 0', () => {
    const atEnd = createPlan(scale, { from: 4, loop: true, tempoFactor: 1, transpose: 0 });
    expect(atEnd.loop).toBe(false);
    expect(notesBetween(atEnd, 0, 10)).toEqual([]);
    expect(() => createPlan(scale, { from: 0, loop: false, tempoFactor: 0, transpose: 0 })).toThrow(RangeError);
  });

  it('unfolds repeats as the engine plays them', () => {
    const repeated = playbackOf('X:1\nL:1/4\nQ:1/4=60\nK:C\n|:CD:|E|\n');
    const plan = createPlan(repeated, { from: 0, loop: false, tempoFactor: 1, transpose: 0 });
    expect(notesBetween(plan, 0, 100).map((note) => [note.time, note.midi])).toEqual([[0, 60], [1, 62], [2, 60], [3, 62], [4, 64]]);
  });
});

describe('play from the caret', () => {
  it('takes the note the caret is in, or just after, or the next one', () => {
    const chord = offsetOf('[CEG]');
    expect(startAtCaret(scale.events, chord + 2)).toBe(2);
    expect(startAtCaret(scale.events, offsetOf('D'))).toBe(0.5);
    // In the space between the chord and the G: just after the chord.
    expect(startAtCaret(scale.events, offsetOf(' G2'))).toBe(2);
    // In the header: the first note.
    expect(startAtCaret(scale.events, 3)).toBe(0);
    // After the last note and its bar line: from the start.
    expect(startAtCaret(scale.events, SCALE.length)).toBe(0);
  });

  it('starts a repeated note at its first playing', () => {
    const text = 'X:1\nL:1/4\nQ:1/4=60\nK:C\n|:CD:|E|\n';
    expect(startAtCaret(playbackOf(text).events, text.indexOf('D'))).toBe(1);
  });
});

describe('which tune plays', () => {
  const BOOK = `${SCALE}\nX:2\nT:Second\nL:1/4\nK:G\nGABc|\n`;
  const tunes = render(BOOK).tunes;

  it('is the tune the caret is in, or the one before the blank lines it is in', () => {
    expect(tunes).toHaveLength(2);
    expect(tuneAtOffset(tunes, 0)).toBe(0);
    expect(tuneAtOffset(tunes, BOOK.indexOf('GABc'))).toBe(1);
    expect(tuneAtOffset(tunes, BOOK.length)).toBe(1);
    expect(tuneAtOffset([], 5)).toBe(-1);
    expect(tuneAtOffset([{ start: 10, end: 20 }], 2)).toBe(0);
  });
});

describe('controls', () => {
  it('keeps tempo and transposition within the controls’ ranges', () => {
    expect(tempoFactorOf(100)).toBe(1);
    expect(tempoFactorOf(5)).toBe(0.25);
    expect(tempoFactorOf(500)).toBe(2);
    expect(clampTranspose(-20)).toBe(-12);
    expect(clampTranspose(3.4)).toBe(3);
    expect(clampTranspose(Number.NaN)).toBe(0);
  });
});
