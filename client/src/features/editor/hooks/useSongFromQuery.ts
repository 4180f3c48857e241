/**
 * @fileoverview Opens the song the page's address names (app-spec 4, "Loading a song"):
 *
 * - `?song=ID` opens song ID (picking a song in the search sets it, so a reload reopens it);
 * - `?knum=K` opens the song with K number K (the Kailash number, `nr2000`): it is looked up
 *   (`GET /api/songs?nr2000=K`) and the address becomes `?song=ID`, so a reload reopens the same
 *   song by id. A K number no song has is said so.
 *
 * The fetched song goes through the loading rules of songOnLoad.ts (generated header, lyrics,
 * translation); a draft kept for it is restored and said so (store/drafts.ts).
 */

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SongHistoryEntry } from '../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../lib/api.ts';
import { fetchSong } from '../api/songs.ts';
import type { EditorStore } from '../store/index.ts';
import { useEditorStoreApi } from '../store/context.tsx';
import { fetchSongHistory, findSongsByKNumber } from '../tabs/api/tabsApi.ts';
import { needsHistory, openLoadedSong, prepareSong } from './songOnLoad.ts';

/** The song id in a `song` query value: a positive integer, or null. */
export function parseSongId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The K number in a `knum` query value: 1 to 32 visible characters, trimmed; else null. */
export function parseKNumber(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length >= 1 && trimmed.length <= 32 && !/[\p{Cc}]/u.test(trimmed) ? trimmed : null;
}

/** History entries read to find a translation (app-spec 4): the newest 200 saves' fields. */
const HISTORY_FOR_TRANSLATION = 200;

/** A short local time for "restored your text from ..." */
function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.message : String(error);
}

/** The message when a K number names no song. */
export function noSongWithKNumber(kNumber: string): string {
  return `There is no song with K number ${kNumber}`;
}

/**
 * Fetches song `songId` (and, when its translation is empty, its history) and opens it in
 * `store` with the loading rules; says what happened in the notice bar.
 */
async function loadSong(store: EditorStore, songId: number, signal: AbortSignal): Promise<void> {
  const song = await fetchSong(songId, signal);
  let history: SongHistoryEntry[] = [];
  let historyFailure: string | null = null;
  if (needsHistory(song)) {
    try {
      history = (await fetchSongHistory(songId, HISTORY_FOR_TRANSLATION, signal)).items;
    } catch (error) {
      if (isAbortError(error)) throw error;
      historyFailure = reasonOf(error);
    }
  }
  openLoadedSong(store, prepareSong(song, history));

  const state = store.getState();
  const { restoredDraftAt, song: opened } = state;
  if (restoredDraftAt !== null) {
    const newer = opened !== null && opened.version < song.version;
    state.showNotice({
      kind: 'info',
      text:
        `Restored your unsaved text from ${formatTime(restoredDraftAt)}.` +
        (newer ? ` The song has been saved since (version ${song.version}): saving will report a conflict.` : ' Save to keep it.'),
    });
  } else if (historyFailure !== null) {
    state.showNotice({ kind: 'error', text: `The history of song ${songId} could not be read, so its translation may be missing: ${historyFailure}` });
  } else if (state.abc !== song.abc_source) {
    state.showNotice({ kind: 'info', text: 'This song had no K: line: a header was generated. Save to keep it.' });
  } else state.dismissNotice();
}

/** Loads `?song=` (or finds `?knum=`) into the store; `loading` while a request runs. */
export function useSongFromQuery(): { songId: number | null; loading: boolean } {
  const [searchParams, setSearchParams] = useSearchParams();
  const store = useEditorStoreApi();
  const rawId = searchParams.get('song');
  const songId = parseSongId(rawId);
  const rawKNumber = searchParams.get('knum');
  const [loading, setLoading] = useState(false);

  // ?knum=K: find the song, then name it by id in the address (the effect below opens it).
  useEffect(() => {
    if (rawKNumber === null || rawId !== null) return;
    const kNumber = parseKNumber(rawKNumber);
    if (kNumber === null) {
      store.getState().showNotice({ kind: 'error', text: `"${rawKNumber}" is not a K number` });
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    findSongsByKNumber(kNumber, controller.signal)
      .then(({ items, total }) => {
        const [first] = items;
        if (first === undefined) {
          store.getState().showNotice({ kind: 'error', text: noSongWithKNumber(kNumber) });
          return;
        }
        if (total > 1) {
          store.getState().showNotice({ kind: 'info', text: `${total} songs have K number ${kNumber}; opening the first, song ${first.id}.` });
        }
        setSearchParams({ song: String(first.id) }, { replace: true });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        store.getState().showNotice({ kind: 'error', text: `The song with K number ${kNumber} could not be found: ${reasonOf(error)}` });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [rawKNumber, rawId, store, setSearchParams]);

  useEffect(() => {
    if (songId === null) {
      if (rawId !== null) store.getState().showNotice({ kind: 'error', text: `"${rawId}" is not a song id` });
      return;
    }
    if (store.getState().song?.id === songId) return;
    const controller = new AbortController();
    setLoading(true);
    loadSong(store, songId, controller.signal)
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        store.getState().showNotice({ kind: 'error', text: `Song ${songId} could not be opened: ${reasonOf(error)}` });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [songId, rawId, store]);

  return { songId, loading };
}
