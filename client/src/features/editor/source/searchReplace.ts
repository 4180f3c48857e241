/**
 * @fileoverview The Srch/Repl tool's query (app-spec 2.2): what to find, what to put instead, and
 * the options match case, whole word and regular expression, as a @codemirror/search SearchQuery.
 * The tab sets it on the editor with `setSearchQuery` and runs the package's own commands
 * (findNext, findPrevious, replaceNext, replaceAll), so the search behaves as CodeMirror's own
 * panel (Ctrl+F) does, and both share one query. Usage examples: searchReplace.test.ts.
 */

import { SearchQuery } from '@codemirror/search';
import type { EditorState } from '@codemirror/state';

export interface SearchOptions {
  search: string;
  replace: string;
  caseSensitive: boolean;
  wholeWord: boolean;
  regexp: boolean;
}

export const EMPTY_SEARCH: SearchOptions = { search: '', replace: '', caseSensitive: false, wholeWord: false, regexp: false };

/**
 * The query of `options`. `literal` is set so that a `\n` typed in a plain search is searched
 * for as written (ABC has backslashes of its own: `\-` in lyrics, `\` line continuations).
 */
export function searchQueryOf(options: SearchOptions): SearchQuery {
  return new SearchQuery({ ...options, literal: true });
}

/** What the tool says about a query: an empty search, a broken regular expression, or the count. */
export type MatchCount = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'count'; count: number; capped: boolean };

/** How many times `query` matches in `state`, counting at most `limit`. */
export function countMatches(state: EditorState, query: SearchQuery, limit = 10_000): MatchCount {
  if (query.search === '') return { kind: 'empty' };
  if (!query.valid) return { kind: 'invalid' };
  const cursor = query.getCursor(state);
  let count = 0;
  while (count < limit && !cursor.next().done) count++;
  return { kind: 'count', count, capped: count >= limit };
}
