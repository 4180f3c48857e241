/**
 * @fileoverview How a text set from outside the editor (a history entry restored, a wizard's new
 * header, a tool of the Editor tab, a reopened song) enters the editor: as the smallest single
 * change that turns the old text into the new one, so that the caret and selections keep their
 * place outside it and one undo step takes it back.
 */

/** A change of the text: replace [from, to) of the old text with `insert`. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/**
 * The smallest single change from `before` to `after`: what lies between their common start and
 * their common end. Null when the texts are equal. Never splits a UTF-16 surrogate pair (a
 * Bengali text has none, but emoji in a comment would).
 */
export function minimalChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // The common end may not overlap the common start in either text.
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** `text` with `changes` (in offsets of `text`, not overlapping) applied. */
export function applyChanges(text: string, changes: readonly TextChange[]): string {
  const sorted = [...changes].sort((a, b) => a.from - b.from);
  let result = '';
  let position = 0;
  for (const change of sorted) {
    result += text.slice(position, change.from) + change.insert;
    position = change.to;
  }
  return result + text.slice(position);
}
