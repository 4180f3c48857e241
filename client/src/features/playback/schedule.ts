/**
 * @fileoverview The playback plan (DESIGN.md 4 "Playback"): from one tune's events as the engine
 * gives them (engine-bindings playback.ts: MIDI pitch, start and duration in seconds at the
 * tune's tempo, source range) to the notes to sound, with the Playback tab's tempo, transposition,
 * start and loop applied. Pure functions: the player (player.ts) asks for the notes of the next
 * few tenths of a second at a time, and for the tune position to highlight.
 *
 * Two clocks, both in seconds:
 * - tune time: the events' own times, 0 at the tune's start, at the tune's tempo;
 * - performance time: 0 when this playing started, at the chosen tempo (tune time divided by the
 *   tempo factor). The first pass plays tune time [from, end); with loop on, every further pass
 *   plays [loopFrom, end) again, end being the tune's duration (trailing rests included).
 *
 * Usage examples: schedule.test.ts.
 */

import type { PlaybackEvent, TunePlayback } from '../../../../engine-bindings/src/types.ts';

/** Semitones the transpose control reaches either way. */
export const MAX_TRANSPOSE = 12;
/** Tempo range of the tempo control, in percent of the tune's own tempo. */
export const MIN_TEMPO_PERCENT = 25;
export const MAX_TEMPO_PERCENT = 200;
/** Most loop passes one window may cover: a guard against a zero-length loop spinning. */
const MAX_PASSES_PER_WINDOW = 1_000;

export interface PlanOptions {
  /** Tune seconds where this playing starts: 0, the selected note, or where it was paused. */
  from: number;
  /** Whether the music starts again at `loopFrom` when it reaches the end. */
  loop: boolean;
  /** Tune seconds where each loop pass starts (where the user pressed Play); default `from`. */
  loopFrom?: number;
  /** Speed as a factor of the tune's tempo: 1 as written, 2 twice as fast. Must be > 0. */
  tempoFactor: number;
  /** Semitones added to every pitch (-12..12). A pitch pushed out of MIDI's 0..127 is not played. */
  transpose: number;
}

/** A tune's events prepared for playing: see createPlan. */
export interface PlaybackPlan {
  /** The tune's events, in start order (as the engine sorts them). */
  readonly events: readonly PlaybackEvent[];
  readonly from: number;
  readonly loopFrom: number;
  /** Tune seconds where the music ends: the tune's duration. */
  readonly end: number;
  /** True when loop is on and a pass has music to repeat. */
  readonly loop: boolean;
  readonly tempoFactor: number;
  readonly transpose: number;
  /** Performance seconds of the first pass ([from, end)) and of every later pass ([loopFrom, end)). */
  readonly firstPassSeconds: number;
  readonly loopPassSeconds: number;
}

/** One note to sound, on the performance clock, already transposed. */
export interface ScheduledNote {
  midi: number;
  /** Performance seconds. */
  time: number;
  duration: number;
  /** Source range of the note in the text the events came from. */
  sourceStart: number;
  sourceEnd: number;
}

/** Index of the first event that starts at or after `seconds` (events in start order). */
export function firstEventAt(events: readonly PlaybackEvent[], seconds: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (events[middle]!.start < seconds) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Prepares `playback` (one tune's events) for playing with `options`. `from` and `loopFrom` are
 * clamped into [0, the tune's duration]. Loop stays off when the loop pass would hold no time.
 * @throws RangeError when the tempo factor is not a positive finite number
 */
export function createPlan(playback: TunePlayback, options: PlanOptions): PlaybackPlan {
  const { tempoFactor } = options;
  if (!(tempoFactor > 0) || !Number.isFinite(tempoFactor)) throw new RangeError(`tempo factor must be positive, not ${tempoFactor}`);
  const end = Math.max(0, playback.duration);
  const clamp = (seconds: number): number => Math.min(Math.max(0, seconds), end);
  const from = clamp(options.from);
  const loopFrom = clamp(options.loopFrom ?? options.from);
  const loopPassSeconds = (end - loopFrom) / tempoFactor;
  return {
    events: playback.events,
    from,
    loopFrom,
    end,
    loop: options.loop && loopPassSeconds > 0,
    tempoFactor,
    transpose: Math.round(options.transpose),
    firstPassSeconds: (end - from) / tempoFactor,
    loopPassSeconds,
  };
}

/** Performance seconds the plan lasts: Infinity when it loops. */
export function planLength(plan: PlaybackPlan): number {
  return plan.loop ? Number.POSITIVE_INFINITY : plan.firstPassSeconds;
}

/** Where pass `pass` (0 the first) starts, in performance seconds and in tune seconds. */
function passStart(plan: PlaybackPlan, pass: number): { performance: number; tune: number } {
  if (pass === 0) return { performance: 0, tune: plan.from };
  return { performance: plan.firstPassSeconds + (pass - 1) * plan.loopPassSeconds, tune: plan.loopFrom };
}

/** The pass that performance time `time` falls in (0 before the plan's end or without loop). */
function passAt(plan: PlaybackPlan, time: number): number {
  if (!plan.loop || time < plan.firstPassSeconds) return 0;
  return 1 + Math.floor((time - plan.firstPassSeconds) / plan.loopPassSeconds);
}

/**
 * The notes that start in performance time [windowStart, windowEnd), in time order, across loop
 * passes. Consecutive windows give every note once: the player calls it with the window after the
 * last one.
 */
export function notesBetween(plan: PlaybackPlan, windowStart: number, windowEnd: number): ScheduledNote[] {
  const notes: ScheduledNote[] = [];
  const start = Math.max(0, windowStart);
  const stop = Math.min(windowEnd, planLength(plan));
  if (!(stop > start)) return notes;
  const firstPass = passAt(plan, start);
  for (let pass = firstPass; pass < firstPass + MAX_PASSES_PER_WINDOW; pass++) {
    const origin = passStart(plan, pass);
    if (origin.performance >= stop) break;
    const passEnd = pass === 0 ? plan.firstPassSeconds : origin.performance + plan.loopPassSeconds;
    // The window in this pass's tune time.
    const tuneFrom = origin.tune + (Math.max(start, origin.performance) - origin.performance) * plan.tempoFactor;
    const tuneTo = origin.tune + (Math.min(stop, passEnd) - origin.performance) * plan.tempoFactor;
    for (let index = firstEventAt(plan.events, tuneFrom); index < plan.events.length; index++) {
      const event = plan.events[index]!;
      if (event.start >= tuneTo || event.start >= plan.end) break;
      const midi = event.midi + plan.transpose;
      if (midi < 0 || midi > 127) continue;
      notes.push({
        midi,
        time: origin.performance + (event.start - origin.tune) / plan.tempoFactor,
        duration: event.duration / plan.tempoFactor,
        sourceStart: event.sourceStart,
        sourceEnd: event.sourceEnd,
      });
    }
    if (!plan.loop) break;
  }
  return notes;
}

/**
 * Tune seconds at performance time `time`: where to highlight, and where a pause resumes. Before
 * the start it is `from`; null once a plan without loop has ended.
 */
export function tunePositionAt(plan: PlaybackPlan, time: number): number | null {
  if (time <= 0) return plan.from;
  if (time >= planLength(plan)) return null;
  const pass = passAt(plan, time);
  const origin = passStart(plan, pass);
  return origin.tune + (time - origin.performance) * plan.tempoFactor;
}

/**
 * Tune seconds where playing from the caret at `offset` starts, the note being chosen as the
 * score highlights the caret's note (editor selectionSlice findElementAtOffset): the note the
 * caret is in, else the note it is just after, else the first note after it in the source; 0
 * when the caret is after the last note. `events` are one tune's, in start order; a note played
 * twice (repeats) starts at its first playing.
 */
export function startAtCaret(events: readonly PlaybackEvent[], offset: number): number {
  let inside: PlaybackEvent | null = null;
  let justAfter: PlaybackEvent | null = null;
  let next: PlaybackEvent | null = null;
  // The first event of a range in the list is its earliest playing: keep the first found.
  for (const event of events) {
    if (event.sourceStart <= offset && offset < event.sourceEnd) inside ??= event;
    else if (event.sourceEnd === offset && event.sourceEnd > event.sourceStart) justAfter ??= event;
    else if (event.sourceStart > offset && (next === null || event.sourceStart < next.sourceStart)) next = event;
  }
  return (inside ?? justAfter ?? next)?.start ?? 0;
}

/**
 * Index of the tune to play for a caret at `offset`: the tune whose source range [start, end)
 * holds it, else the last tune that starts before it (the caret in the blank lines after a tune),
 * else the first tune. -1 when the text has no tune. `tunes` are in file order.
 */
export function tuneAtOffset(tunes: readonly { start: number; end: number }[], offset: number): number {
  let chosen = tunes.length > 0 ? 0 : -1;
  for (let index = 0; index < tunes.length; index++) {
    const tune = tunes[index]!;
    if (tune.start > offset) break;
    chosen = index;
    if (offset < tune.end) break;
  }
  return chosen;
}

/** The percentage of the tempo control as a tempo factor, clamped to the control's range. */
export function tempoFactorOf(percent: number): number {
  const clamped = Math.min(Math.max(percent, MIN_TEMPO_PERCENT), MAX_TEMPO_PERCENT);
  return clamped / 100;
}

/** The transpose control's value as whole semitones in -12..12 (0 for anything not a number). */
export function clampTranspose(semitones: number): number {
  if (!Number.isFinite(semitones)) return 0;
  return Math.min(Math.max(Math.round(semitones), -MAX_TRANSPOSE), MAX_TRANSPOSE);
}
