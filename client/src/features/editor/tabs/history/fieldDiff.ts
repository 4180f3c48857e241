/**
 * @fileoverview A readable diff of one saved change of a field (DESIGN.md 4: "history shows a
 * readable diff"), computed by the `diff` package (jsdiff): line by line for the ABC source,
 * whose edits are lines of music; word by word for the other fields (a title, a date, lyrics).
 *
 * Long runs of unchanged lines are folded to the lines next to a change, so that a one-note edit
 * of a 300-tune book shows as a few lines, not the book.
 *
 * Usage examples: fieldDiff.test.ts.
 */

import { diffLines, diffWordsWithSpace } from 'diff';

/** One piece of a diff: text kept, added, removed, or a fold standing for `lines` unchanged lines. */
export type DiffPart =
  | { kind: 'same' | 'added' | 'removed'; text: string }
  | { kind: 'folded'; lines: number };

/** Unchanged lines shown before and after each change of a line diff. */
export const CONTEXT_LINES = 2;

/**
 * Above this many characters on either side, jsdiff gives up (maxEditLength) and the change is
 * shown as all removed then all added: a diff must never freeze the page.
 */
const MAX_EDIT_LENGTH = 5_000;

/** Folds the middle of an unchanged run of lines, keeping CONTEXT_LINES next to each change. */
function foldSame(text: string, isFirst: boolean, isLast: boolean): DiffPart[] {
  const lines = text.split(/(?<=\n)/);
  const head = isFirst ? 0 : CONTEXT_LINES;
  const tail = isLast ? 0 : CONTEXT_LINES;
  if (lines.length <= head + tail + 1) return [{ kind: 'same', text }];
  const parts: DiffPart[] = [];
  if (head > 0) parts.push({ kind: 'same', text: lines.slice(0, head).join('') });
  parts.push({ kind: 'folded', lines: lines.length - head - tail });
  if (tail > 0) parts.push({ kind: 'same', text: lines.slice(lines.length - tail).join('') });
  return parts;
}

/**
 * The diff from `oldValue` to `newValue` (null counts as empty).
 * @param byLine line diff with folded context (the ABC source); else a word diff, unfolded
 */
export function fieldDiff(oldValue: string | null, newValue: string | null, byLine: boolean): DiffPart[] {
  const before = oldValue ?? '';
  const after = newValue ?? '';
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }];
  const changes = byLine
    ? diffLines(before, after, { maxEditLength: MAX_EDIT_LENGTH })
    : diffWordsWithSpace(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (changes === undefined) {
    const whole: DiffPart[] = [];
    if (before !== '') whole.push({ kind: 'removed', text: before });
    if (after !== '') whole.push({ kind: 'added', text: after });
    return whole;
  }
  return changes.flatMap((change, index): DiffPart[] => {
    if (change.added) return [{ kind: 'added', text: change.value }];
    if (change.removed) return [{ kind: 'removed', text: change.value }];
    return byLine ? foldSame(change.value, index === 0, index === changes.length - 1) : [{ kind: 'same', text: change.value }];
  });
}
