/**
 * @fileoverview Line merges for the save conflict dialog (DESIGN.md 4: "a conflict shows both
 * versions and lets the editor ... merge by hand"): the text that "merge by hand" starts from.
 *
 * - `mergeThreeWay(base, yours, stored)`: the changes each side made to their common version
 *   `base` are applied together; where both changed the same or touching lines differently, the
 *   two versions are written between conflict markers, as git writes them, for the editor to
 *   resolve. Touching changes count as overlapping (git's choice too): two editors' edits of
 *   neighbouring lines are better looked at than joined blindly.
 * - `mergeTwoWay(yours, stored)`: without a common version nothing can be decided, so every
 *   difference becomes a marked conflict.
 *
 * Texts are split at '\n' and joined with '\n', so line ends and a final newline survive as they
 * were. Line diffs come from jsdiff (`diffArrays`, Myers' O(ND) algorithm).
 */

import { diffArrays } from 'diff';

/** The lines that open, divide and close one conflict in merged text. */
export const CONFLICT_MARKERS = {
  yours: '<<<<<<< yours',
  separator: '=======',
  stored: '>>>>>>> stored',
} as const;

export interface MergeResult {
  text: string;
  /** How many places are left between conflict markers. */
  conflicts: number;
}

/** One side's change of the base: base lines [start, end) replaced by `lines`. */
interface Hunk {
  start: number;
  end: number;
  lines: string[];
}

/** The changes that turn `base` into `other`, in base order, each a maximal run of edits. */
function hunksBetween(base: string[], other: string[]): Hunk[] {
  const hunks: Hunk[] = [];
  let baseIndex = 0;
  let current: Hunk | null = null;
  for (const change of diffArrays(base, other)) {
    if (!change.added && !change.removed) {
      if (current !== null) hunks.push(current);
      current = null;
      baseIndex += change.value.length;
      continue;
    }
    current ??= { start: baseIndex, end: baseIndex, lines: [] };
    if (change.removed) {
      current.end += change.value.length;
      baseIndex += change.value.length;
    } else {
      current.lines.push(...change.value);
    }
  }
  if (current !== null) hunks.push(current);
  return hunks;
}

/** Base lines [start, end) with `hunks` (all inside that range, in order) applied. */
function applyHunks(base: string[], start: number, end: number, hunks: Hunk[]): string[] {
  const lines: string[] = [];
  let position = start;
  for (const hunk of hunks) {
    lines.push(...base.slice(position, hunk.start), ...hunk.lines);
    position = hunk.end;
  }
  lines.push(...base.slice(position, end));
  return lines;
}

function sameLines(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

/** `yours` and `stored` between conflict markers. */
function conflictBlock(yours: string[], stored: string[]): string[] {
  return [CONFLICT_MARKERS.yours, ...yours, CONFLICT_MARKERS.separator, ...stored, CONFLICT_MARKERS.stored];
}

/** Merges the changes `yours` and `stored` made to `base` (see the file comment). */
export function mergeThreeWay(base: string, yours: string, stored: string): MergeResult {
  if (yours === stored) return { text: yours, conflicts: 0 };
  if (yours === base) return { text: stored, conflicts: 0 };
  if (stored === base) return { text: yours, conflicts: 0 };

  const baseLines = base.split('\n');
  const tagged = [
    ...hunksBetween(baseLines, yours.split('\n')).map((hunk) => ({ hunk, side: 'yours' as const })),
    ...hunksBetween(baseLines, stored.split('\n')).map((hunk) => ({ hunk, side: 'stored' as const })),
  ].sort((a, b) => a.hunk.start - b.hunk.start || a.hunk.end - b.hunk.end);

  const merged: string[] = [];
  let conflicts = 0;
  let position = 0;
  let index = 0;
  while (index < tagged.length) {
    // A group: hunks of either side that overlap or touch, transitively.
    const start = tagged[index].hunk.start;
    let end = tagged[index].hunk.end;
    const yoursHunks: Hunk[] = [];
    const storedHunks: Hunk[] = [];
    while (index < tagged.length && tagged[index].hunk.start <= end) {
      const { hunk, side } = tagged[index];
      end = Math.max(end, hunk.end);
      (side === 'yours' ? yoursHunks : storedHunks).push(hunk);
      index++;
    }
    merged.push(...baseLines.slice(position, start));
    const yoursRegion = applyHunks(baseLines, start, end, yoursHunks);
    const storedRegion = applyHunks(baseLines, start, end, storedHunks);
    if (storedHunks.length === 0) merged.push(...yoursRegion);
    else if (yoursHunks.length === 0 || sameLines(yoursRegion, storedRegion)) merged.push(...storedRegion);
    else {
      merged.push(...conflictBlock(yoursRegion, storedRegion));
      conflicts++;
    }
    position = end;
  }
  merged.push(...baseLines.slice(position));
  return { text: merged.join('\n'), conflicts };
}

/** Every difference between `yours` and `stored` as a marked conflict (no common version known). */
export function mergeTwoWay(yours: string, stored: string): MergeResult {
  if (yours === stored) return { text: yours, conflicts: 0 };
  const storedLines = stored.split('\n');
  const merged: string[] = [];
  let position = 0;
  const hunks = hunksBetween(storedLines, yours.split('\n'));
  for (const hunk of hunks) {
    merged.push(...storedLines.slice(position, hunk.start), ...conflictBlock(hunk.lines, storedLines.slice(hunk.start, hunk.end)));
    position = hunk.end;
  }
  merged.push(...storedLines.slice(position));
  return { text: merged.join('\n'), conflicts: hunks.length };
}

/** True when `text` still holds a line that opens or closes a conflict. */
export function hasConflictMarkers(text: string): boolean {
  return text.split('\n').some((line) => line === CONFLICT_MARKERS.yours || line === CONFLICT_MARKERS.stored);
}
