/**
 * @fileoverview Moving the caret of the ABC source editor (CodeMirror) to a source range: a clicked
 * note's `data-start`/`data-end`, a diagnostic's range, a comment line of the Editor tab. Offsets
 * are UTF-16 code units, as the engine's ranges and CodeMirror's positions both count.
 */

import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/**
 * The selection that shows the source range [from, to) of a text of `length` code units: the
 * head (the caret) at the start, the anchor at the end, both clamped to the text; `to` before
 * `from` gives a caret at `from`.
 */
export function rangeSelection(length: number, from: number, to = from): { anchor: number; head: number } {
  const head = Math.max(0, Math.min(Math.trunc(from), length));
  const anchor = Math.max(head, Math.min(Math.trunc(to), length));
  return { anchor, head };
}

/**
 * Selects [from, to) in `view` with the caret (the selection's head) at `from`, scrolls it to the
 * middle of the editor when it is out of view, and focuses the editor. With the head at the start
 * the element under the caret is the one that was clicked, not the one after it. Offsets are
 * clamped to the text; `to` defaults to `from` (a plain caret).
 *
 * @returns the caret offset, after clamping
 */
export function revealSource(view: EditorView, from: number, to = from): number {
  const { anchor, head } = rangeSelection(view.state.doc.length, from, to);
  view.dispatch({
    selection: EditorSelection.single(anchor, head),
    effects: EditorView.scrollIntoView(head, { y: 'nearest', yMargin: view.dom.clientHeight / 3 }),
  });
  view.focus();
  return head;
}
