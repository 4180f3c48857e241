/**
 * @fileoverview The tempo map of a tune: seconds from the start of the score to a time in ticks
 * (abi Model.TicksPerWhole per whole note), from its Q: fields (ABC 2.1 3.1.8).
 *
 * Rules, as abc2svg 1.22.1 plays (black-boxed, playback.test.ts):
 * - without a tempo, 1/4=120;
 * - `Q:1/8 3/8=60` counts 60 beats of 1/2 (the beat is the sum of the lengths before `=`);
 * - a Q: in the body (`Q:` line or `[Q:...]`) changes the tempo from its time on, for every voice;
 * - the old form `Q:120` (a beat of one unit note length) and a Q: with only text
 *   (`Q:"Allegro"`) leave the tempo as it was.
 * The tempo at a point of the score is the last Q: before it in score time, also when repeats
 * play that point a second time.
 */

import { Model } from '../../engine-as/src/abi.js';

/** A tempo from a Q: field: `bpm` beats of `beat` ticks per minute, from score time `time`. */
export interface TempoChange {
  time: number;
  bpm: number;
  beat: number;
}

/** Seconds per tick at 1/4=120, the tempo without a Q: (ABC 2.1 3.1.8, abc2svg). */
const DEFAULT_SECONDS_PER_TICK = 60 / (120 * (Model.TicksPerWhole / 4));

/** Piecewise-linear seconds of score time: from `ticks[i]` on, `secondsPerTick[i]`. */
export class TempoMap {
  readonly #ticks: number[] = [0];
  readonly #seconds: number[] = [0];
  readonly #secondsPerTick: number[] = [DEFAULT_SECONDS_PER_TICK];

  /**
   * Builds the map from `changes` (any order; at equal times the later in the list wins).
   * Changes without a beat (the old `Q:120`) or with a tempo that is not positive are ignored.
   */
  constructor(changes: readonly TempoChange[]) {
    const usable = changes
      .map((change, order) => ({ ...change, order }))
      .filter((change) => change.beat > 0 && change.bpm > 0 && change.time >= 0)
      .sort((a, b) => a.time - b.time || a.order - b.order);
    for (const change of usable) {
      const secondsPerTick = 60 / (change.bpm * change.beat);
      const last = this.#ticks.length - 1;
      if (change.time === this.#ticks[last]) {
        this.#secondsPerTick[last] = secondsPerTick;
        continue;
      }
      this.#seconds.push(this.#seconds[last]! + (change.time - this.#ticks[last]!) * this.#secondsPerTick[last]!);
      this.#ticks.push(change.time);
      this.#secondsPerTick.push(secondsPerTick);
    }
  }

  /** Seconds from score time 0 to score time `tick` (ticks; negative times count as 0). */
  secondsAt(tick: number): number {
    const ticks = this.#ticks;
    if (ticks.length === 1) return Math.max(tick, 0) * this.#secondsPerTick[0]!;
    // The last change at or before `tick` (binary search: long tunes change tempo often).
    let low = 0;
    let high = ticks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (ticks[middle]! <= tick) low = middle;
      else high = middle - 1;
    }
    return this.#seconds[low]! + (Math.max(tick, 0) - ticks[low]!) * this.#secondsPerTick[low]!;
  }
}
