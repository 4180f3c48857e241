/**
 * @fileoverview What the ABC source editor is made of (the CodeMirror extensions) and how its
 * document meets the editor store:
 * - every change typed goes to the store's `editSource` (so the score re-renders on every
 *   keystroke) and every caret move to `moveCaret` (so its note is highlighted);
 * - a text set in the store from outside (a restored history entry, a wizard's header, a reopened
 *   song) enters as one minimal, undoable change (externalChange.ts), so the caret keeps its place;
 * - opening another song starts a new editor state: a fresh undo history for the new song;
 * - the engine's diagnostics underline their ranges when they belong to the text in the editor.
 *
 * Keys: CodeMirror's default, history, search and lint keymaps, with Mod-/ toggling `%` comments
 * as the Comments tool does. None of them binds Mod-s, so Ctrl+S reaches the page's shortcut
 * handler (hooks/useActionShortcuts.ts) and saves.
 */

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { search, searchKeymap } from '@codemirror/search';
import { Annotation, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
  type ViewUpdate,
} from '@codemirror/view';
import type { EditorState as EditorStoreState, EditorStore } from '../store/index.ts';
import { abcHighlightStyle, sourceEditorTheme } from './abcHighlight.ts';
import { abcLanguage } from './abcLanguage.ts';
import { minimalChange } from './externalChange.ts';
import { toggleCommentsCommand } from './lineComments.ts';
import { toLintDiagnostics } from './lintDiagnostics.ts';
import { searchMatchHighlight } from './searchHighlight.ts';
import { registerSourceView } from './sourceViews.ts';
import { installTextareaBridge } from './textareaBridge.ts';

/** Marks a transaction that brings the store's text into the editor (not typed: not sent back). */
const fromStore = Annotation.define<true>();

const PLACEHOLDER = 'Open a song above, or type ABC here:\nX:1\nT:Title\nK:C\nCDEF GABc|';

/**
 * Typed no-break spaces become spaces. Chrome types U+00A0 for a space next to another space when
 * the editable element does not keep white space (`white-space: pre`, which CodeMirror's own
 * styles set: seen here while the page's CSP refused them, and possible again in a browser
 * without constructed style sheets), and ABC 2.1 knows only the ASCII space: the engine would
 * call it a bad character. Pasted text keeps what it has. The replacement keeps the length, so
 * the selection stays where typing put it.
 */
const plainSpaces = EditorState.transactionFilter.of((transaction) => {
  if (!transaction.docChanged || !transaction.isUserEvent('input.type')) return transaction;
  const spaces: { from: number; to: number; insert: string }[] = [];
  transaction.changes.iterChanges((_fromA, _toA, fromB, _toB, inserted) => {
    const text = inserted.toString();
    for (let index = text.indexOf('\u00a0'); index >= 0; index = text.indexOf('\u00a0', index + 1)) {
      spaces.push({ from: fromB + index, to: fromB + index + 1, insert: ' ' });
    }
  });
  return spaces.length === 0 ? transaction : [transaction, { changes: spaces, sequential: true }];
});

/** The extensions of the source editor; `onUpdate` sees every view update. */
function sourceExtensions(onUpdate: (update: ViewUpdate) => void): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    abcLanguage,
    syntaxHighlighting(abcHighlightStyle),
    search({ top: true }),
    searchMatchHighlight,
    lintGutter(),
    // Ours first: Mod-/ toggles % comments the way the Comments tool does.
    keymap.of([{ key: 'Mod-/', run: toggleCommentsCommand }, ...defaultKeymap, ...historyKeymap, ...searchKeymap, ...lintKeymap]),
    placeholder(PLACEHOLDER),
    EditorView.contentAttributes.of({
      'data-testid': 'abc-source',
      'aria-label': 'ABC source',
      spellcheck: 'false',
      autocorrect: 'off',
      autocapitalize: 'off',
    }),
    plainSpaces,
    sourceEditorTheme,
    EditorView.updateListener.of(onUpdate),
  ];
}

/**
 * Creates the source editor of `store` inside `parent` (in its shadow root) and keeps the two in
 * step until the returned function is called (which destroys the editor).
 */
export function mountSourceEditor(parent: HTMLElement, store: EditorStore): () => void {
  // The text the editor holds, as last sent to or taken from the store.
  let editorText = store.getState().abc;

  const onUpdate = (update: ViewUpdate): void => {
    if (update.docChanged) {
      editorText = update.state.doc.toString();
      const typed = !update.transactions.some((transaction) => transaction.annotation(fromStore) === true);
      if (typed) store.getState().editSource(editorText);
    }
    if (update.docChanged || update.selectionSet) {
      const { head, from, to } = update.state.selection.main;
      store.getState().moveCaret(head, { from, to });
    }
  };
  const extensions = sourceExtensions(onUpdate);
  const newState = (text: string) => EditorState.create({ doc: text, extensions });

  // The editor lives in a shadow root: CodeMirror injects its styles at run time, which the page's
  // Content-Security-Policy (style-src 'self', no 'unsafe-inline') refuses for a <style> element
  // in the document but allows as a constructed style sheet, which is what CodeMirror (style-mod)
  // uses inside a shadow root. The page's CSS custom properties (--font-code, --brand) still
  // reach inside; Playwright's locators and the textarea bridge do too.
  const shadow = parent.shadowRoot ?? parent.attachShadow({ mode: 'open' });
  const view = new EditorView({ state: newState(editorText), parent: shadow, root: shadow });
  installTextareaBridge(view);

  const showDiagnostics = (state: EditorStoreState): void => {
    // Offsets refer to the rendered text; a render of older text waits for the next one. The
    // document is compared, not editorText: a stored text with CRLF line ends is held with LF by
    // CodeMirror, so its offsets would not fit until the first edit sends the LF text to the store.
    if (state.renderedAbc !== view.state.doc.toString()) return;
    view.dispatch(setDiagnostics(view.state, toLintDiagnostics(state.diagnostics, view.state.doc.length)));
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.song?.id !== previous.song?.id) {
      // Another song: its own undo history, the caret at its start.
      editorText = state.abc;
      view.setState(newState(editorText));
      store.getState().moveCaret(0);
      return;
    }
    if (state.abc !== editorText) {
      // Against the document itself, in its own line ends (CodeMirror holds CRLF as LF).
      const change = minimalChange(view.state.doc.toString(), state.abc.replace(/\r\n?/g, '\n'));
      editorText = state.abc;
      if (change !== null) view.dispatch({ changes: change, annotations: fromStore.of(true), userEvent: 'input.store' });
    }
    // The caret moved from outside the editor (a click in the abcjs score through EditorPage,
    // another tool calling moveCaret): follow it, without taking the focus.
    const head = view.state.selection.main.head;
    if (state.caret !== previous.caret && state.caret !== head) {
      const caret = Math.max(0, Math.min(state.caret, view.state.doc.length));
      view.dispatch({ selection: { anchor: caret }, effects: EditorView.scrollIntoView(caret, { y: 'center' }) });
    }
    if (state.diagnostics !== previous.diagnostics || state.renderedAbc !== previous.renderedAbc || state.song !== previous.song) {
      showDiagnostics(state);
    }
  });
  showDiagnostics(store.getState());
  const unregister = registerSourceView(store, view);

  return () => {
    unregister();
    unsubscribe();
    view.destroy();
  };
}
