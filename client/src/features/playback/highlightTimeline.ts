/**
 * @fileoverview Which notes of the score sound when (DESIGN.md 4: "a moving highlight on the
 * score"): one tune's events folded into steps of tune time, each with the source ranges that
 * sound from it until the next step. The Playback tab looks up the tune position on every
 * animation frame (rangesAt: a binary search) and gives the drawn elements of those ranges a
 * class (scoreHighlight.ts). Tune time, not performance time, so tempo and loop change nothing
 * here (schedule.ts tunePositionAt maps between them).
 *
 * Usage examples: highlightTimeline.test.ts.
 */

import type { PlaybackEvent } from '../../../../engine-bindings/src/types.ts';

/** A source range [start, end) of a note, as the score's `<g data-start data-end>` carry it. */
export interface SourceRange {
  start: number;
  end: number;
}

/** From tune second `time` until the next step's, the notes of `ranges` sound. */
export interface HighlightStep {
  time: number;
  /** Distinct ranges (a chord's heads share one), in the order their events start. */
  ranges: readonly SourceRange[];
}

export type HighlightTimeline = readonly HighlightStep[];

const NOTHING: readonly SourceRange[] = [];

/**
 * The steps of `events` (one tune's, any order): a step at every time a note starts or ends,
 * in time order, the last one with no ranges (the music is over). Steps whose ranges equal the
 * previous step's are merged (a chord's heads ending together, a note repeated by a tie).
 */
export function buildHighlightTimeline(events: readonly PlaybackEvent[]): HighlightTimeline {
  // Boundaries: +1 where an event starts, -1 where it ends; at one time, ends come first so a
  // note struck again right after itself stays lit.
  const boundaries: { time: number; delta: 1 | -1; range: SourceRange }[] = [];
  for (const event of events) {
    if (!(event.duration > 0)) continue;
    const range = { start: event.sourceStart, end: event.sourceEnd };
    boundaries.push({ time: event.start, delta: 1, range }, { time: event.start + event.duration, delta: -1, range });
  }
  boundaries.sort((a, b) => a.time - b.time || a.delta - b.delta);

  // How many events of each range sound now, by "start:end", in the order they lit up.
  const sounding = new Map<string, { range: SourceRange; count: number }>();
  const steps: HighlightStep[] = [];
  let index = 0;
  while (index < boundaries.length) {
    const time = boundaries[index]!.time;
    for (; index < boundaries.length && boundaries[index]!.time === time; index++) {
      const { delta, range } = boundaries[index]!;
      const key = `${range.start}:${range.end}`;
      const entry = sounding.get(key);
      if (entry === undefined) {
        if (delta > 0) sounding.set(key, { range, count: 1 });
      } else if (entry.count + delta <= 0) {
        sounding.delete(key);
      } else {
        entry.count += delta;
      }
    }
    const ranges = [...sounding.values()].map((entry) => entry.range);
    const previous = steps.at(-1);
    if (previous !== undefined && sameRanges(previous.ranges, ranges)) continue;
    steps.push({ time, ranges: ranges.length === 0 ? NOTHING : ranges });
  }
  return steps;
}

function sameRanges(a: readonly SourceRange[], b: readonly SourceRange[]): boolean {
  return a.length === b.length && a.every((range, index) => range.start === b[index]!.start && range.end === b[index]!.end);
}

/** The ranges that sound at tune second `time` (none before the first note and after the last). */
export function rangesAt(timeline: HighlightTimeline, time: number): readonly SourceRange[] {
  // The last step at or before `time`.
  let low = 0;
  let high = timeline.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeline[middle]!.time <= time) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? NOTHING : timeline[low - 1]!.ranges;
}
