/**
 * @fileoverview A SoundOutput for tests (player.test.ts, playbackStore.test.ts): its audio clock
 * moves only when the test moves it, waking the player's timer as the browser would, and it
 * records every note it sounds (those cut by silence() before they start are dropped).
 */

import type { SoundOutput } from '../player.ts';

export class FakeOutput implements SoundOutput {
  time = 10;
  notes: { midi: number; time: number; duration: number }[] = [];
  silenced = 0;
  readonly timers = new Set<() => void>();

  currentTime(): number {
    return this.time;
  }

  playNote(midi: number, time: number, duration: number): void {
    this.notes.push({ midi, time, duration });
  }

  /** Drops the notes handed over that have not started: they never sound. */
  silence(): void {
    this.silenced++;
    this.notes = this.notes.filter((note) => note.time <= this.time);
  }

  every(_seconds: number, callback: () => void): () => void {
    this.timers.add(callback);
    return () => this.timers.delete(callback);
  }

  /** Moves the clock to `time` in steps of `step` seconds, waking the timers at each. */
  advanceTo(time: number, step = 0.025): void {
    while (this.time < time - 1e-9) {
      this.time = Math.min(time, this.time + step);
      for (const callback of [...this.timers]) callback();
    }
  }
}
