import { describe, expect, it } from 'vitest';
import { render } from './testing/engine.ts';
import { Player } from './player.ts';
import { createPlan } from './schedule.ts';
import { FakeOutput } from './testing/fakeOutput.ts';

/** Audio times to the microsecond: sums of seconds are not exact in binary. */
const round = (seconds: number): number => Math.round(seconds * 1e6) / 1e6;

const TUNE = 'X:1\nL:1/4\nQ:1/4=120\nK:C\nCDEF|G4|\n';
const playback = render(TUNE).events![0]!;

describe('player', () => {
  it('hands each note over ahead of time, at its audio-clock time, and ends with the music', () => {
    const output = new FakeOutput();
    let ended = 0;
    const player = new Player(output, { onEnded: () => ended++ });
    player.start(createPlan(playback, { from: 0, loop: false, tempoFactor: 1, transpose: 0 }));
    // Started at 10 with a 50 ms delay: the first note is due at 10.05, within the look-ahead.
    expect(output.notes).toEqual([{ midi: 60, time: 10.05, duration: 0.5 }]);
    output.advanceTo(10.3);
    expect(output.notes.map((note) => note.midi)).toEqual([60]);
    // D is due at 10.55: handed over once the clock is within 150 ms of it.
    output.advanceTo(10.425);
    expect(output.notes.map((note) => note.midi)).toEqual([60, 62]);
    // Every note is handed over before it is due.
    output.advanceTo(13);
    expect(output.notes.map((note) => [note.midi, round(note.time)])).toEqual([[60, 10.05], [62, 10.55], [64, 11.05], [65, 11.55], [67, 12.05]]);
    expect(player.playing).toBe(true);
    expect(player.position()).toBeCloseTo(2.95);
    output.advanceTo(14.1);
    expect(ended).toBe(1);
    expect(player.playing).toBe(false);
    expect(output.timers.size).toBe(0);
  });

  it('stops where it is, silences the output and hands nothing more over', () => {
    const output = new FakeOutput();
    const player = new Player(output);
    player.start(createPlan(playback, { from: 0, loop: false, tempoFactor: 2, transpose: 0 }));
    output.advanceTo(10.55);
    const position = player.stop();
    // 0.5 s of performance at twice the tempo is 1 s of the tune.
    expect(position).toBeCloseTo(1);
    expect(output.silenced).toBe(1);
    const handed = output.notes.length;
    output.advanceTo(12);
    expect(output.notes).toHaveLength(handed);
    expect(player.position()).toBeNull();
  });

  it('resumes from a paused position with the notes from there on', () => {
    const output = new FakeOutput();
    const player = new Player(output);
    player.start(createPlan(playback, { from: 0, loop: false, tempoFactor: 1, transpose: 0 }));
    output.advanceTo(10.8);
    const paused = player.stop()!;
    output.advanceTo(20);
    output.notes = [];
    player.start(createPlan(playback, { from: paused, loop: false, tempoFactor: 1, transpose: 0 }));
    output.advanceTo(23);
    // D sounded at 0.5-1.0 when paused at 0.75: the rest of the tune follows, D not again.
    expect(output.notes.map((note) => note.midi)).toEqual([64, 65, 67]);
    expect(output.notes[0]!.time).toBeCloseTo(20.05 + 0.25);
  });

  it('plays on past the end with loop, until stopped', () => {
    const output = new FakeOutput();
    let ended = 0;
    const player = new Player(output, { onEnded: () => ended++ });
    player.start(createPlan(playback, { from: 0, loop: true, tempoFactor: 1, transpose: 0 }));
    output.advanceTo(18.2);
    expect(ended).toBe(0);
    expect(output.notes.filter((note) => note.midi === 60).map((note) => round(note.time))).toEqual([10.05, 14.05, 18.05]);
    expect(player.position()).toBeCloseTo(0.15);
    player.stop();
  });
});
