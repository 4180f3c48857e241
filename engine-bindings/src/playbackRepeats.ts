/**
 * @fileoverview Unfolds a tune's repeats and repeat endings (ABC 2.1 4.8 and 4.9) into the
 * spans of score time that are played, in the order they are played.
 *
 * Rules, as abc2svg 1.22.1 plays them (black-boxed, playback.test.ts), and as a musician reads
 * the score:
 * - `:|` goes back to the last `|:`, `::` or section bar (`||`, `|]`, `[|`: `|:A||B:|` plays
 *   A B B), or to the last `:|` already played through (`|:A:|B:|` plays A A B B), or else to
 *   the start of the tune (of its part, with P:);
 * - a repeat is played twice: at a `:|` outside an ending the music goes back once;
 * - an ending `[1`, `|2`, `[1,3`, `[1-3`, `["text"]` is played on the passes its numbers name;
 *   a label without a number is the first pass, or at a `:|` the pass after the ending before
 *   it, or else no ending (played as written). On a later pass that an
 *   ending does not name, the music skips to the ending that names the pass, or, when none does,
 *   past the bar that closes the ending (`:|`, `||`, `|]`, `|:`); on the first pass, before any
 *   `:|`, every ending is played as written. The last ending of a repeat ends at the next bar
 *   line (abc2svg draws it over one measure), or at `||` or `|]`;
 * - at a `:|` inside an ending, the music goes back while an ending of the same repeat names the
 *   next pass (`|:A|1B:|2C:|3D|]` plays A B A C A D).
 * The bars of all voices count together, merged by time, so that a repeat written in one voice
 * only still repeats the whole score.
 */

import { BarType } from '../../engine-as/src/abi.js';

/** A bar line of the score, as the unfolding needs it. */
export interface RepeatBar {
  /** Score time in ticks. */
  time: number;
  type: BarType;
  /** Passes on which the ending that starts here is played (1-based); null when no ending starts here. */
  ending: readonly number[] | null;
}

/** A span [from, to) of score time, in ticks, played as one piece. */
export interface PlayedSpan {
  from: number;
  to: number;
}

/** What one merged bar line does. */
interface BarMark {
  time: number;
  /** A repeat starts after it (`|:`, `::`). */
  opens: boolean;
  /** A repeat ends at it (`:|`, `::`). */
  closes: boolean;
  /** A section bar (`||`, `|]`, `[|`): it closes an ending, and a `:|` after it goes back to it. */
  final: boolean;
  ending: readonly number[] | null;
}

/** Most passes through one repeat that are played; more is bad input (`[1-1000`). */
const MAX_PASSES = 32;

/**
 * The numbers of passes an ending label names: `1`, `1,3`, `1-3`, `2.`, `"1st and 3rd"`
 * (digits in the text), in ascending order; empty when it names none.
 */
export function endingPasses(label: string): number[] {
  const passes = new Set<number>();
  for (const match of label.matchAll(/(\d+)(?:\s*-\s*(\d+))?/g)) {
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    for (let pass = first; pass <= Math.min(last, MAX_PASSES); pass++) if (pass >= 1) passes.add(pass);
  }
  return [...passes].sort((a, b) => a - b);
}

/** Bars of every voice merged into one line per time, in time order. */
function mergeBars(bars: readonly RepeatBar[]): BarMark[] {
  const byTime = new Map<number, BarMark>();
  for (const bar of [...bars].sort((a, b) => a.time - b.time)) {
    let mark = byTime.get(bar.time);
    if (!mark) {
      mark = { time: bar.time, opens: false, closes: false, final: false, ending: null };
      byTime.set(bar.time, mark);
    }
    mark.opens ||= bar.type === BarType.RepeatStart || bar.type === BarType.RepeatBoth;
    mark.closes ||= bar.type === BarType.RepeatEnd || bar.type === BarType.RepeatBoth;
    mark.final ||= bar.type === BarType.Double || bar.type === BarType.Final || bar.type === BarType.Heavy;
    if (bar.ending && !mark.ending) mark.ending = bar.ending;
  }
  return [...byTime.values()];
}

/**
 * Numbers the endings without a number (`["text"]`): the first of a repeat is played on pass 1,
 * one at a `:|` on the pass after the ending before it; any other (a `["text"]` after the last
 * ending, abc2svg plays it once) is no ending for playback.
 */
function numberEndings(marks: BarMark[]): void {
  let previous = 0;
  for (const mark of marks) {
    if (mark.opens && !mark.closes) previous = 0;
    if (!mark.ending) continue;
    if (mark.ending.length === 0) {
      mark.ending = previous === 0 || mark.closes ? [Math.min(previous + 1, MAX_PASSES)] : null;
      if (!mark.ending) continue;
    }
    previous = Math.max(...mark.ending);
  }
}

/**
 * The endings of the repeat that opens after bar `start` (-1: the tune's start): ending bars
 * after it up to the next bar that opens a repeat, as indices into `marks`.
 */
function repeatEndings(marks: readonly BarMark[], start: number): number[] {
  const endings: number[] = [];
  for (let i = start + 1; i < marks.length; i++) {
    if (marks[i]!.ending) endings.push(i);
    if (marks[i]!.opens && i > start + 1) break;
  }
  return endings;
}

/**
 * The spans of score time played, in order, for the music of score time [start, end) (ticks)
 * whose bars are `bars` (bars outside it are not used). Without repeats, one span [start, end).
 * Never loops: every repeat is played at most MAX_PASSES times.
 */
export function unfoldRepeats(bars: readonly RepeatBar[], start: number, end: number): PlayedSpan[] {
  const marks = mergeBars(bars.filter((bar) => bar.time >= start && bar.time <= end));
  numberEndings(marks);
  const spans: PlayedSpan[] = [];
  let from = start;
  let opened = -1; // the bar the current repeat opens after, -1 for the start of the music
  let pass = 1;
  let inEnding = false;
  const openedTime = (): number => (opened < 0 ? start : marks[opened]!.time);
  // Whether an ending of the current repeat is played on pass `next`.
  const namesPass = (next: number): boolean => repeatEndings(marks, opened).some((j) => marks[j]!.ending!.includes(next));
  const cut = (to: number): void => {
    if (to > from) spans.push({ from, to });
  };
  // Each bar is met at most MAX_PASSES times per repeat; the budget also stops bad input.
  let budget = (marks.length + 1) * (MAX_PASSES + 1);
  let i = 0;
  // True when the music arrived at bar i by skipping to its ending: its `:|` was not played.
  let skippedTo = false;
  while (i < marks.length && budget-- > 0) {
    const mark = marks[i]!;
    if (mark.closes && !skippedTo) {
      const goBack = inEnding ? pass < MAX_PASSES && namesPass(pass + 1) : pass === 1;
      if (goBack) {
        cut(mark.time);
        from = openedTime();
        pass++;
        inEnding = false;
        i = opened + 1;
        continue;
      }
      // The repeat is over, unless an ending for this pass starts right here (`:|2` reached
      // from `|1` on a later pass is handled by the skip below).
      if (!mark.ending?.includes(pass)) {
        pass = 1;
        inEnding = false;
        opened = i;
      }
    } else if (mark.final || (inEnding && !namesPass(pass + 1))) {
      // A section bar starts the next repeat (abc2svg: `|:A||B:|` plays A B B), and the first
      // bar line closes the last ending (abc2svg draws it over one measure): the repeat is over.
      pass = 1;
      inEnding = false;
      opened = i;
    }
    skippedTo = false;
    if (mark.ending) {
      if (mark.ending.includes(pass) || pass === 1) {
        // On the first pass an ending is played even when it names later passes only: the
        // music has not repeated (`[1 ... || [2 ...` without `:|` plays both).
        inEnding = mark.ending.includes(pass);
      } else {
        // Skip to the ending of this repeat that names this pass, or past the ending.
        cut(mark.time);
        const next = repeatEndings(marks, opened).find((j) => j > i && marks[j]!.ending!.includes(pass));
        if (next !== undefined) {
          from = marks[next]!.time;
          i = next;
          skippedTo = true;
          continue;
        }
        let close = i + 1;
        while (close < marks.length && !marks[close]!.closes && !marks[close]!.opens && !marks[close]!.final) close++;
        from = close < marks.length ? marks[close]!.time : end;
        pass = 1;
        inEnding = false;
        opened = close;
        i = close + 1;
        continue;
      }
    }
    if (mark.opens && !mark.closes) {
      pass = 1;
      inEnding = false;
      opened = i;
    }
    i++;
  }
  cut(end);
  return spans;
}
