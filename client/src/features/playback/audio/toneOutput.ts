/**
 * @fileoverview The sound of the Playback tab (DESIGN.md 4: "synthesised instruments (for example
 * Tone.js), never sound fonts fetched from the web"): a Tone.js polyphonic synthesiser with a
 * soft, piano-like envelope (a quick attack, then a decay to a low sustain), every voice of the
 * tune on the one instrument. Tone.js is loaded by a dynamic import on the first Play, so the
 * editor's own bundle does not carry it, and everything it plays is made in the browser: no
 * network.
 *
 * The browser's audio must start from a user gesture (the autoplay policy): openToneOutput is
 * called from the Play button's handler, and the transient activation of that click covers the
 * import.
 */

import { DEFAULT_LOOK_AHEAD_SECONDS, type SoundOutput } from '../player.ts';
import { AudioUnavailableError, webAudioAvailable } from './audioSupport.ts';

type Tone = typeof import('tone');

/** How long the browser may take to let the audio start, ms, before we say it cannot play. */
const START_TIMEOUT_MS = 4_000;
/** Fade when notes are cut (pause, stop, a change of tempo), seconds: short, but no click. */
const CUT_FADE_SECONDS = 0.03;
/** Loudness of the instrument, dB: chords of several voices must not clip. */
const VOLUME_DB = -10;
/**
 * Tone's look-ahead, seconds: more than the player's, so that the PolySynth starts every note it
 * is handed at once, on the audio clock. With Tone's default (0.1 s) it holds notes further ahead
 * on a timer of its own, and such a note would still start after a pause or stop had cut the
 * instrument (silently, but a wasted voice and a start the page can see).
 */
const TONE_LOOK_AHEAD_SECONDS = DEFAULT_LOOK_AHEAD_SECONDS + 0.05;
/** Velocity of every note: the engine has no dynamics (engine-bindings playback.ts). */
const VELOCITY = 0.7;

/** A SoundOutput that can be closed for good (the tab unmounts). */
export interface ClosableOutput extends SoundOutput {
  close(): void;
}

/** Frequency in Hz of MIDI pitch `midi` (A4 = MIDI 69 = 440 Hz, equal temperament). */
export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Resolves with `promise`, or rejects with `error` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
  });
}

/** The instrument: a PolySynth of triangle-wave voices into a gain of its own (to fade it out). */
function createInstrument(tone: Tone): { synth: InstanceType<Tone['PolySynth']>; gain: InstanceType<Tone['Gain']> } {
  const gain = new tone.Gain(1).toDestination();
  const synth = new tone.PolySynth(tone.Synth, {
    // A triangle with its first eight partials: round like a felt hammer, cheap to compute.
    oscillator: { type: 'triangle8' },
    // Struck, then dying away while held; a short ring after the key is let go.
    envelope: { attack: 0.005, decay: 0.6, sustain: 0.2, release: 0.8 },
    volume: VOLUME_DB,
  }).connect(gain);
  synth.maxPolyphony = 48;
  return { synth, gain };
}

/**
 * Loads Tone.js, starts the browser's audio and builds the instrument.
 * @throws AudioUnavailableError when the browser has no Web Audio or does not let it start
 *   (the audio-error element); Error 'Error loading the module tone' (app-spec 8) when the
 *   module cannot be loaded
 */
export async function openToneOutput(): Promise<ClosableOutput> {
  if (!webAudioAvailable()) throw new AudioUnavailableError('This browser has no Web Audio, so it cannot play music.');
  let tone: Tone;
  try {
    tone = await import('tone');
  } catch (error) {
    throw new Error('Error loading the module tone', { cause: error });
  }
  try {
    await within(tone.start(), START_TIMEOUT_MS, () => new Error('the audio did not start in time'));
  } catch (error) {
    throw new AudioUnavailableError(`The browser did not let the sound start (${describe(error)}).`, { cause: error });
  }
  const context = tone.getContext();
  if (context.state !== 'running') {
    throw new AudioUnavailableError(`The browser did not let the sound start (its audio is ${context.state}).`);
  }

  // A live Context (not an offline one) also sets its clock to half the look-ahead: keep the
  // clock's own rate, which wakes the player (every()).
  const updateInterval = context instanceof tone.Context ? context.updateInterval : null;
  context.lookAhead = TONE_LOOK_AHEAD_SECONDS;
  if (updateInterval !== null && context instanceof tone.Context) context.updateInterval = updateInterval;

  let instrument = createInstrument(tone);
  return {
    currentTime: () => context.currentTime,
    playNote(midi, time, duration) {
      instrument.synth.triggerAttackRelease(midiToFrequency(midi), duration, time, VELOCITY);
    },
    silence() {
      // Notes already handed over wait in the old instrument: fade it out and throw it away.
      const old = instrument;
      instrument = createInstrument(tone);
      const now = context.currentTime;
      old.gain.gain.cancelScheduledValues(now);
      old.gain.gain.rampTo(0, CUT_FADE_SECONDS, now);
      context.setTimeout(() => {
        old.synth.dispose();
        old.gain.dispose();
      }, CUT_FADE_SECONDS + 0.5);
    },
    every(seconds, callback) {
      // Tone's clock runs in a worker: it keeps time when the tab is in the background.
      const id = context.setInterval(callback, seconds);
      return () => void context.clearInterval(id);
    },
    close() {
      instrument.synth.dispose();
      instrument.gain.dispose();
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
