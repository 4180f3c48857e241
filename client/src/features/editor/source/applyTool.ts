/**
 * @fileoverview Applies a tool's changes (offsets in the editor's text as it is) to the source
 * editor as one undoable step, the way typing does: the store hears of it through the editor's
 * update listener, so the score re-renders.
 */

import type { EditorView } from '@codemirror/view';
import type { TextChange } from './externalChange.ts';

/** Dispatches `changes` on `view` with `userEvent` (e.g. 'input.transpose'); false when there are none. */
export function applyToolChanges(view: EditorView, changes: readonly TextChange[], userEvent: string): boolean {
  if (changes.length === 0) return false;
  view.dispatch({ changes: [...changes].sort((a, b) => a.from - b.from), userEvent, scrollIntoView: true });
  return true;
}
