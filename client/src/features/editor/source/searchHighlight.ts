/**
 * @fileoverview Marks every match of the search query in the visible part of the source while the
 * Srch/Repl tab is open. CodeMirror's own search marks matches only while its own panel (Ctrl+F)
 * is open; the tab turns this on with `showSearchMatches` and off when it closes. The marks use
 * CodeMirror's classes (`cm-searchMatch`), styled in abcHighlight.ts.
 */

import { getSearchQuery } from '@codemirror/search';
import { RangeSetBuilder, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';

/** Turns the marks on (true) or off (false). */
export const showSearchMatches = StateEffect.define<boolean>();

const showing = StateField.define<boolean>({
  create: () => false,
  update(value, transaction) {
    for (const effect of transaction.effects) if (effect.is(showSearchMatches)) value = effect.value;
    return value;
  },
});

const match = Decoration.mark({ class: 'cm-searchMatch' });
const selectedMatch = Decoration.mark({ class: 'cm-searchMatch cm-searchMatch-selected' });
/** At most this many marks per visible range, so that a one-letter search stays fast. */
const MAX_MARKS = 2_000;

function matchDecorations(view: EditorView): DecorationSet {
  const query = getSearchQuery(view.state);
  if (!view.state.field(showing) || !query.valid) return Decoration.none;
  const builder = new RangeSetBuilder<Decoration>();
  const { main } = view.state.selection;
  for (const { from, to } of view.visibleRanges) {
    const cursor = query.getCursor(view.state, from, to);
    for (let count = 0, next = cursor.next(); !next.done && count < MAX_MARKS; next = cursor.next(), count++) {
      const found = next.value;
      builder.add(found.from, found.to, found.from === main.from && found.to === main.to ? selectedMatch : match);
    }
  }
  return builder.finish();
}

const highlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = matchDecorations(view);
    }
    update(update: ViewUpdate) {
      const changedQuery = update.startState.field(showing) !== update.state.field(showing) || getSearchQuery(update.startState) !== getSearchQuery(update.state);
      if (changedQuery || update.docChanged || update.selectionSet || update.viewportChanged) this.decorations = matchDecorations(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** The extension of the marks (part of the source editor). */
export const searchMatchHighlight: Extension = [showing, highlighter];
