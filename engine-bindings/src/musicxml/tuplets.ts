/**
 * @fileoverview Tuplets: MusicXML marks each note of a tuplet with its `<time-modification>`
 * (actual notes in the time of normal notes) and, usually, the first and last with
 * `<tuplet type="start|stop">`. ABC 2.1 4.13 writes a tuplet once, before its first note:
 * `(p:q:r` puts p notes into the time of q for the next r notes (`(3` for the common 3:2:3).
 *
 * A group is the run of consecutive notes with the same ratio, cut where a `<tuplet>` starts or
 * stops or, without those marks, where the written notes fill the tuplet (actual x normal-type).
 */

import { type Fraction, ZERO, add, compare, mul, frac } from './fraction.js';
import type { NoteEvent, TimeModification } from './score.js';

/** A tuplet over `count` events from `first` (indices into the list given to `tupletGroups`). */
export interface TupletGroup {
  readonly first: number;
  readonly count: number;
  readonly actual: number;
  readonly normal: number;
}

function sameRatio(a: TimeModification | undefined, b: TimeModification): boolean {
  return a !== undefined && a.actual === b.actual && a.normal === b.normal;
}

/**
 * The tuplet groups of one voice's events in one measure (grace notes left out by the caller).
 * `written` gives each event's written length (whole notes).
 */
export function tupletGroups(events: readonly NoteEvent[], written: (event: NoteEvent) => Fraction): TupletGroup[] {
  const groups: TupletGroup[] = [];
  let index = 0;
  while (index < events.length) {
    const first = events[index]!;
    const modification = first.timeModification;
    if (modification === undefined) {
      index++;
      continue;
    }
    const span = mul(modification.normalLength ?? written(first), frac(modification.actual));
    const marked = first.tupletStart;
    let filled: Fraction = ZERO;
    let end = index;
    while (end < events.length && sameRatio(events[end]!.timeModification, modification)) {
      if (end > index && events[end]!.tupletStart) break;
      filled = add(filled, written(events[end]!));
      end++;
      if (events[end - 1]!.tupletStop) break;
      if (!marked && compare(filled, span) >= 0) break;
    }
    groups.push({ first: index, count: end - index, actual: modification.actual, normal: modification.normal });
    index = end;
  }
  return groups;
}

/** ABC's tuplet prefix (ABC 2.1 4.13): `(3` for 3:2 over 3 notes, else `(p:q` or `(p:q:r`. */
export function tupletPrefix(group: TupletGroup): string {
  const { actual, normal, count } = group;
  if (actual === 3 && normal === 2 && count === 3) return '(3';
  return count === actual ? `(${actual}:${normal}` : `(${actual}:${normal}:${count}`;
}
