/**
 * @fileoverview The Srch/Repl sub-tab: find and replace in the ABC source with match case, whole
 * word and regular expression, through @codemirror/search (searchReplace.ts): every match is
 * marked in the source while the tab is open (searchHighlight.ts); find next and previous select
 * the match in the editor; replace replaces the selected match and finds the next; replace all
 * replaces every match as one undoable step.
 */

import { useEffect, useState } from 'react';
import { findNext, findPrevious, replaceAll, replaceNext, setSearchQuery } from '@codemirror/search';
import type { EditorView } from '@codemirror/view';
import { useEditorStore } from '../store/context.tsx';
import { selectAbc, selectSong } from '../store/sourceSlice.ts';
import { showSearchMatches } from './searchHighlight.ts';
import { countMatches, EMPTY_SEARCH, searchQueryOf, type SearchOptions } from './searchReplace.ts';

function countText(view: EditorView, options: SearchOptions): string {
  const count = countMatches(view.state, searchQueryOf(options));
  switch (count.kind) {
    case 'empty':
      return '';
    case 'invalid':
      return 'Not a valid regular expression.';
    case 'count':
      if (count.count === 0) return 'No match.';
      return `${count.count}${count.capped ? '+' : ''} match${count.count === 1 ? '' : 'es'}.`;
  }
}

export function SearchReplacePanel({ view }: { view: EditorView }) {
  const [options, setOptions] = useState<SearchOptions>(EMPTY_SEARCH);
  // Re-count when the text changes.
  useEditorStore(selectAbc);
  const query = searchQueryOf(options);

  // Another song starts a new editor state, without the query: set it again then too.
  const songId = useEditorStore(selectSong)?.id;
  useEffect(() => {
    view.dispatch({ effects: setSearchQuery.of(searchQueryOf(options)) });
  }, [view, options, songId]);

  // Every match is marked in the source while this tab is open.
  useEffect(() => {
    view.dispatch({ effects: showSearchMatches.of(true) });
    return () => view.dispatch({ effects: showSearchMatches.of(false) });
  }, [view, songId]);

  const update = (change: Partial<SearchOptions>) => setOptions((current) => ({ ...current, ...change }));
  /** Runs a search command once the query is on the editor; with no valid query, nothing. */
  const run = (command: (target: EditorView) => boolean) => {
    if (!query.valid) return;
    view.dispatch({ effects: setSearchQuery.of(query) });
    command(view);
  };

  return (
    <form
      className="editor-tool search-tool"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        run(findNext);
      }}
    >
      <label className="editor-tool-field">
        <span>Find</span>
        <input type="text" value={options.search} spellCheck={false} data-testid="search-find" onChange={(event) => update({ search: event.target.value })} />
      </label>
      <label className="editor-tool-field">
        <span>Replace</span>
        <input type="text" value={options.replace} spellCheck={false} data-testid="search-replace" onChange={(event) => update({ replace: event.target.value })} />
      </label>
      <div className="editor-tool-options">
        <label>
          <input type="checkbox" checked={options.caseSensitive} data-testid="search-match-case" onChange={(event) => update({ caseSensitive: event.target.checked })} />
          Match case
        </label>
        <label>
          <input type="checkbox" checked={options.wholeWord} data-testid="search-whole-word" onChange={(event) => update({ wholeWord: event.target.checked })} />
          Whole word
        </label>
        <label>
          <input type="checkbox" checked={options.regexp} data-testid="search-regexp" onChange={(event) => update({ regexp: event.target.checked })} />
          Regular expression
        </label>
      </div>
      <div className="editor-tool-buttons">
        <button type="submit" className="button" data-testid="search-next">
          Find next
        </button>
        <button type="button" className="button" data-testid="search-previous" onClick={() => run(findPrevious)}>
          Find previous
        </button>
        <button type="button" className="button" data-testid="search-replace-one" onClick={() => run(replaceNext)}>
          Replace
        </button>
        <button type="button" className="button" data-testid="search-replace-all" onClick={() => run(replaceAll)}>
          Replace all
        </button>
      </div>
      <p className="editor-tool-message" role="status" data-testid="search-count">
        {countText(view, options)}
      </p>
    </form>
  );
}
