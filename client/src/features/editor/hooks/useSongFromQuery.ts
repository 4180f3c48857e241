/**
 * @fileoverview Opens the song named by the page's `?song=ID` query parameter (picking a song in
 * the search sets it, so a reload reopens the same song). A draft kept for the song is restored
 * and said so (store/drafts.ts).
 */

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAbortError, isApiError } from '../../../lib/api.ts';
import { fetchSong } from '../api/songs.ts';
import { useEditorStoreApi } from '../store/context.tsx';

/** The song id in a `song` query value: a positive integer, or null. */
export function parseSongId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A short local time for "restored your text from ..." */
function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** Loads `?song=` into the store; `loading` while the request runs. */
export function useSongFromQuery(): { songId: number | null; loading: boolean } {
  const [searchParams] = useSearchParams();
  const store = useEditorStoreApi();
  const rawId = searchParams.get('song');
  const songId = parseSongId(rawId);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (songId === null) {
      if (rawId !== null) store.getState().showNotice({ kind: 'error', text: `"${rawId}" is not a song id` });
      return;
    }
    if (store.getState().song?.id === songId) return;
    const controller = new AbortController();
    setLoading(true);
    fetchSong(songId, controller.signal)
      .then((song) => {
        const state = store.getState();
        state.openSong(song);
        const { restoredDraftAt, song: opened } = store.getState();
        if (restoredDraftAt === null) state.dismissNotice();
        else {
          const newer = opened !== null && opened.version < song.version;
          state.showNotice({
            kind: 'info',
            text:
              `Restored your unsaved text from ${formatTime(restoredDraftAt)}.` +
              (newer ? ` The song has been saved since (version ${song.version}): saving will report a conflict.` : ' Save to keep it.'),
          });
        }
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const reason = isApiError(error) ? error.message : String(error);
        store.getState().showNotice({ kind: 'error', text: `Song ${songId} could not be opened: ${reason}` });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [songId, rawId, store]);

  return { songId, loading };
}
