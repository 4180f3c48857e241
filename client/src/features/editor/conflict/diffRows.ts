/**
 * @fileoverview The rows of a unified line diff, for the conflict dialog's "both versions" view:
 * each line of the stored version and of the editor's, marked as in both, only stored or only
 * yours, with long runs of common lines folded to a count (as `diff -u` keeps 3 lines of context).
 * Lines come from jsdiff's `diffLines`.
 */

import { diffLines } from 'diff';

/** Common lines kept on each side of a change. */
export const CONTEXT_LINES = 2;

export type DiffRow =
  | { kind: 'common' | 'stored' | 'yours'; text: string }
  /** `count` common lines not shown. */
  | { kind: 'folded'; count: number };

/** The lines of one jsdiff change value (which ends with '\n' unless it is the text's last line). */
function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The unified diff of `stored` against `yours`, stored lines first at each change. */
export function diffRows(stored: string, yours: string): DiffRow[] {
  const rows: DiffRow[] = [];
  const changes = diffLines(stored, yours);
  changes.forEach((change, index) => {
    const lines = linesOf(change.value);
    if (change.removed || change.added) {
      for (const text of lines) rows.push({ kind: change.removed ? 'stored' : 'yours', text });
      return;
    }
    // Common lines: keep the context next to the changes before and after, fold the middle.
    const keepBefore = index === 0 ? 0 : CONTEXT_LINES;
    const keepAfter = index === changes.length - 1 ? 0 : CONTEXT_LINES;
    if (lines.length <= keepBefore + keepAfter + 1) {
      for (const text of lines) rows.push({ kind: 'common', text });
      return;
    }
    for (const text of lines.slice(0, keepBefore)) rows.push({ kind: 'common', text });
    rows.push({ kind: 'folded', count: lines.length - keepBefore - keepAfter });
    for (const text of lines.slice(lines.length - keepAfter)) rows.push({ kind: 'common', text });
  });
  return rows;
}
