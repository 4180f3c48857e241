/**
 * @fileoverview The player: sounds a playback plan (schedule.ts) through a SoundOutput, the way
 * Web Audio wants it (Chris Wilson, "A Tale of Two Clocks"): a timer wakes every 25 ms and hands
 * the output the notes of the next 150 ms with their exact audio-clock times, so notes land on
 * time however late the timer fires, and a pause or a change of tempo needs to withdraw at most
 * 150 ms of notes (SoundOutput.silence).
 *
 * The player knows no Tone.js and no DOM: toneOutput.ts is the output in the browser, and
 * player.test.ts drives it with a fake output and a hand-moved clock.
 */

import { notesBetween, planLength, tunePositionAt, type PlaybackPlan } from './schedule.ts';

/** How far ahead of the audio clock the player hands notes over by default, seconds. */
export const DEFAULT_LOOK_AHEAD_SECONDS = 0.15;

/** Where the notes go: an instrument on an audio clock. */
export interface SoundOutput {
  /** The audio clock, in seconds (AudioContext.currentTime). */
  currentTime(): number;
  /** Sounds `midi` from audio time `time` for `duration` seconds. */
  playNote(midi: number, time: number, duration: number): void;
  /** Cuts every note sounding or handed over for later, at once (a fade of a few ms). */
  silence(): void;
  /** Calls `callback` every `seconds` until the returned function is called. */
  every(seconds: number, callback: () => void): () => void;
}

export interface PlayerOptions {
  /** How far ahead of the audio clock notes are handed over, seconds. Default 0.15. */
  lookAhead?: number;
  /** How often the scheduler wakes, seconds. Default 0.025. */
  interval?: number;
  /** Delay from start() to the first note, seconds, so that it is not already late. Default 0.05. */
  startDelay?: number;
  /** Called once when a plan without loop has played to its end. */
  onEnded?: () => void;
}

/** Plays one plan at a time on `output`. */
export class Player {
  readonly #output: SoundOutput;
  readonly #lookAhead: number;
  readonly #interval: number;
  readonly #startDelay: number;
  readonly #onEnded: (() => void) | undefined;
  #plan: PlaybackPlan | null = null;
  /** Audio time of performance time 0. */
  #origin = 0;
  /** Performance time up to which notes have been handed to the output. */
  #scheduledUntil = 0;
  #stopTimer: (() => void) | null = null;

  constructor(output: SoundOutput, options: PlayerOptions = {}) {
    this.#output = output;
    this.#lookAhead = options.lookAhead ?? DEFAULT_LOOK_AHEAD_SECONDS;
    this.#interval = options.interval ?? 0.025;
    this.#startDelay = options.startDelay ?? 0.05;
    this.#onEnded = options.onEnded;
  }

  /** Whether a plan is playing. */
  get playing(): boolean {
    return this.#plan !== null;
  }

  /** Starts `plan` now, cutting whatever played before. */
  start(plan: PlaybackPlan): void {
    this.stop();
    this.#plan = plan;
    this.#origin = this.#output.currentTime() + this.#startDelay;
    this.#scheduledUntil = 0;
    this.#stopTimer = this.#output.every(this.#interval, () => this.#tick());
    this.#tick();
  }

  /**
   * The tune position now, in tune seconds (what to highlight; where a pause resumes); null
   * when nothing plays.
   */
  position(): number | null {
    if (this.#plan === null) return null;
    return tunePositionAt(this.#plan, this.#output.currentTime() - this.#origin);
  }

  /** Stops and silences; returns the tune position it stopped at (null when nothing played). */
  stop(): number | null {
    const position = this.position();
    this.#stopTimer?.();
    this.#stopTimer = null;
    if (this.#plan !== null) this.#output.silence();
    this.#plan = null;
    return position;
  }

  /** Hands the output the notes up to the look-ahead; ends a plan that has played out. */
  #tick(): void {
    const plan = this.#plan;
    if (plan === null) return;
    const now = this.#output.currentTime() - this.#origin;
    const until = now + this.#lookAhead;
    if (until > this.#scheduledUntil) {
      for (const note of notesBetween(plan, this.#scheduledUntil, until)) {
        this.#output.playNote(note.midi, this.#origin + note.time, note.duration);
      }
      this.#scheduledUntil = until;
    }
    if (now >= planLength(plan)) {
      // The last notes have sounded out (each ends by the tune's end): nothing to cut.
      this.#stopTimer?.();
      this.#stopTimer = null;
      this.#plan = null;
      this.#onEnded?.();
    }
  }
}
