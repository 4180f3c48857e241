/**
 * @fileoverview Song search for the picker: server data, so it lives in this hook and not in the
 * editor store (STYLE.md 11). The query is sent 250 ms after the last keystroke; a newer query
 * aborts the older request, so results never arrive out of order.
 *
 * app-spec 5: "Song autocomplete starts when the input is numeric or at least 3 characters long".
 * An empty box lists the first songs.
 */

import { useEffect, useState } from 'react';
import type { SongSummary } from '../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../lib/api.ts';
import { searchSongs } from './songs.ts';

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_LIMIT = 20;
/** app-spec 9: "Autocomplete minimum 3 characters for text". */
export const SEARCH_MIN_LETTERS = 3;

export type SongSearchState =
  | { status: 'idle' | 'too-short' | 'loading' }
  | { status: 'done'; items: SongSummary[]; total: number }
  | { status: 'error'; message: string };

/** Whether `query` may be sent: empty (list all), a number (an id), or 3 characters or more. */
export function isSearchable(query: string): boolean {
  const trimmed = query.trim();
  return trimmed === '' || /^\d+$/.test(trimmed) || [...trimmed].length >= SEARCH_MIN_LETTERS;
}

/** The results for `query` while `enabled` (the picker is open). */
export function useSongSearch(query: string, enabled: boolean): SongSearchState {
  const [state, setState] = useState<SongSearchState>({ status: 'idle' });

  useEffect(() => {
    if (!enabled) return;
    if (!isSearchable(query)) {
      setState({ status: 'too-short' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
      searchSongs(query.trim(), SEARCH_LIMIT, controller.signal).then(
        (response) => setState({ status: 'done', items: response.items, total: response.total }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          setState({ status: 'error', message: isApiError(error) ? error.message : 'The search failed' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
}
