/**
 * @fileoverview Gives the editor's content element (`.cm-content`, the contenteditable that holds
 * `data-testid="abc-source"`) the part of a textarea's interface that scripts written for the old
 * textarea use: `value`, `selectionStart`, `selectionEnd` and `setSelectionRange`. The browser
 * tests read the text with `toHaveJSProperty('value', ...)` and put the selection on a note with
 * `setSelectionRange` (tests/e2e/fixtures.ts `typeOver`); CodeMirror draws only the lines in view,
 * so the DOM's text is not the whole source, and these read the document instead.
 */

import type { EditorView } from '@codemirror/view';

/** The textarea-like members added to the content element. */
export interface TextareaLike {
  readonly value: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
  setSelectionRange(start: number, end: number): void;
}

/** Adds the TextareaLike members to `view.contentDOM` (reading `view` at each use). */
export function installTextareaBridge(view: EditorView): void {
  const clamp = (offset: number) => Math.max(0, Math.min(Math.trunc(offset), view.state.doc.length));
  Object.defineProperties(view.contentDOM, {
    value: { configurable: true, get: () => view.state.doc.toString() },
    selectionStart: { configurable: true, get: () => view.state.selection.main.from },
    selectionEnd: { configurable: true, get: () => view.state.selection.main.to },
    setSelectionRange: {
      configurable: true,
      value: (start: number, end: number) => {
        view.dispatch({ selection: { anchor: clamp(start), head: clamp(end) }, scrollIntoView: true });
      },
    },
  });
}
