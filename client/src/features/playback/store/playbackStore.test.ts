import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/engine.ts';
import type { TextPlayback } from '../api/playbackEvents.ts';
import { AudioUnavailableError } from '../audio/audioSupport.ts';
import { rangesAt } from '../highlightTimeline.ts';
import { FakeOutput } from '../testing/fakeOutput.ts';
import { createPlaybackStore, type PlaybackDependencies } from './playbackStore.ts';

// Two tunes; quarter notes of half a second in the first, of a second in the second.
const BOOK = 'X:1\nT:One\nL:1/4\nQ:1/4=120\nK:C\nCDEF|G4|\n\nX:2\nT:Two\nL:1/4\nQ:1/4=60\nK:G\nGABc|\n';

/** The engine's playback of `abc`, as the worker answers it. */
function textPlayback(abc: string): TextPlayback {
  const result = render(abc);
  return { abc, tunes: result.tunes.map(({ start, end }) => ({ start, end })), playback: result.events ?? [] };
}

function setUp(overrides: Partial<PlaybackDependencies> = {}) {
  const output = new FakeOutput();
  const warn = vi.fn();
  const store = createPlaybackStore({
    eventsOf: async (abc) => textPlayback(abc),
    openOutput: async () => output,
    warn,
    ...overrides,
  });
  return { store, output, warn };
}

const caretAt = (text: string): number => BOOK.indexOf(text);

describe('playback store', () => {
  it('plays the tune the caret is in, from its start, and lights its notes as they sound', async () => {
    const { store, output } = setUp();
    await store.getState().play({ abc: BOOK, caret: caretAt('GABc'), fromCaret: false });
    const state = store.getState();
    expect(state.status).toBe('playing');
    expect(state.tune).toBe(1);
    output.advanceTo(11.6);
    expect(output.notes.map((note) => note.midi)).toEqual([67, 69]);
    // 1.55 s into the tune: the A (its second quarter of a second) sounds.
    const lit = rangesAt(state.timeline!, store.getState().position()!);
    expect(lit.map((range) => BOOK.slice(range.start, range.end))).toEqual(['A']);
  });

  it('plays from the note at the caret, and loops back to it', async () => {
    const { store, output } = setUp();
    store.getState().setLoop(true);
    await store.getState().play({ abc: BOOK, caret: caretAt('F|'), fromCaret: true });
    // F (1.5 s) and G (2 s, two seconds long), then F again 2.5 s later (at 12.55).
    output.advanceTo(12.8);
    expect(output.notes.map((note) => note.midi)).toEqual([65, 67, 65]);
    expect(store.getState().position()).toBeCloseTo(1.75);
  });

  it('pauses, resumes where it paused, and stops', async () => {
    const { store, output } = setUp();
    await store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    output.advanceTo(10.8);
    store.getState().pause();
    expect(store.getState().status).toBe('paused');
    expect(store.getState().pausedAt).toBeCloseTo(0.75);
    expect(store.getState().position()).toBeCloseTo(0.75);
    output.advanceTo(20);
    const before = output.notes.length;
    expect(before).toBe(2);
    await store.getState().togglePlay({ abc: BOOK, caret: 0, fromCaret: false });
    expect(store.getState().status).toBe('playing');
    output.advanceTo(20.4);
    // E was next: it comes 0.25 s after resuming (plus the player's start delay).
    expect(output.notes.slice(before).map((note) => note.midi)).toEqual([64]);
    store.getState().stop();
    expect(store.getState()).toMatchObject({ status: 'stopped', tune: -1, timeline: null, pausedAt: null });
    expect(store.getState().position()).toBeNull();
  });

  it('applies a new tempo and transposition at once, from where the music is', async () => {
    const { store, output } = setUp();
    await store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    output.advanceTo(10.5);
    store.getState().setTempoPercent(200);
    store.getState().setTranspose(2);
    output.advanceTo(11.1);
    // C sounded; D, E and F follow a tone up at twice the speed: D, due 0.05 s of the tune after
    // the change, 0.025 s after the start delay.
    expect(output.notes[0]).toMatchObject({ midi: 60, duration: 0.5 });
    const after = output.notes.slice(1);
    expect(after.map((note) => note.midi)).toEqual([64, 66, 67]);
    expect(after.map((note) => note.duration)).toEqual([0.25, 0.25, 0.25]);
    expect(after[0]!.time).toBeCloseTo(10.575);
    expect(store.getState()).toMatchObject({ tempoPercent: 200, transpose: 2, status: 'playing' });
  });

  it('keeps the controls within their ranges', () => {
    const { store } = setUp();
    store.getState().setTempoPercent(1000);
    store.getState().setTranspose(-30);
    expect(store.getState()).toMatchObject({ tempoPercent: 200, transpose: -12 });
  });

  it('goes back to stopped when the music ends', async () => {
    const { store, output } = setUp();
    await store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    output.advanceTo(14.2);
    expect(store.getState().status).toBe('stopped');
    expect(store.getState().timeline).toBeNull();
  });

  it('shows the audio error when the browser cannot play, and other failures in words with a warning', async () => {
    const cannot = setUp({ openOutput: () => Promise.reject(new AudioUnavailableError('This browser has no Web Audio, so it cannot play music.')) });
    await cannot.store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    expect(cannot.store.getState()).toMatchObject({ status: 'stopped', audioError: 'This browser has no Web Audio, so it cannot play music.', message: null });
    expect(cannot.warn).not.toHaveBeenCalled();

    const broken = setUp({ eventsOf: () => Promise.reject(new Error('The engine is not loaded: HTTP 404')) });
    await broken.store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    expect(broken.store.getState()).toMatchObject({ status: 'stopped', audioError: null, message: 'Playback failed: The engine is not loaded: HTTP 404' });
    expect(broken.warn).toHaveBeenCalledOnce();
  });

  it('says so when the tune has no notes', async () => {
    const { store } = setUp();
    await store.getState().play({ abc: 'X:1\nT:Empty\nK:C\n', caret: 0, fromCaret: false });
    expect(store.getState()).toMatchObject({ status: 'stopped', message: 'This tune has no notes to play.' });
  });

  it('does not start a play that was stopped while it was finding its notes', async () => {
    let answer: (value: TextPlayback) => void = () => {};
    const { store, output } = setUp({ eventsOf: () => new Promise((resolve) => (answer = resolve)) });
    const playing = store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    expect(store.getState().status).toBe('starting');
    store.getState().stop();
    answer(textPlayback(BOOK));
    await playing;
    expect(store.getState().status).toBe('stopped');
    output.advanceTo(12);
    expect(output.notes).toEqual([]);
  });

  it('closes the sound output when released (the tab unmounts), and opens a new one on the next Play', async () => {
    const outputs: (FakeOutput & { closed: number })[] = [];
    const { store } = setUp({
      openOutput: async () => {
        const output = Object.assign(new FakeOutput(), { closed: 0, close: () => output.closed++ });
        outputs.push(output);
        return output;
      },
    });
    await store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    store.getState().release();
    expect(store.getState().status).toBe('stopped');
    expect(outputs.map((output) => output.closed)).toEqual([1]);
    expect(outputs[0]!.timers.size).toBe(0);
    await store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    expect(outputs).toHaveLength(2);
    expect(store.getState().status).toBe('playing');
  });

  it('resumes an edited text from where it paused, with the notes as they are now', async () => {
    const { store, output } = setUp();
    await store.getState().play({ abc: BOOK, caret: 0, fromCaret: false });
    output.advanceTo(10.8);
    store.getState().pause();
    // The E (third note) becomes a B while paused.
    const edited = BOOK.replace('CDEF', 'CDBF');
    await store.getState().play({ abc: edited, caret: 0, fromCaret: false });
    output.advanceTo(11.3);
    expect(output.notes.map((note) => note.midi)).toEqual([60, 62, 71]);
    expect(output.notes[2]!.time).toBeCloseTo(10.8 + 0.05 + 0.25);
    expect(store.getState().status).toBe('playing');
  });
});
