/**
 * @fileoverview Approve Bengali (app-spec 2.2, 4): `POST /api/songs/:id/approve-bengali` with the
 * version the editor holds. The server sets language B and workflow status 23 and answers the
 * song's new version; text the user has not saved stays in the editor, still unsaved. A stale
 * version is a conflict (409), handled as a save's; 403 and the rest are said in the notice.
 */

import { useCallback } from 'react';
import { approveBengali } from '../api/songs.ts';
import { useEditorStoreApi } from '../store/context.tsx';
import type { EditorStore } from '../store/index.ts';

/** The languages whose songs can be approved as Bengali (app-spec 2.2: "B or BE"). */
export const APPROVABLE_LANGUAGES: readonly string[] = ['B', 'BE'];

/**
 * Approves the song open in `store`; does nothing while a save is under way or with no song open.
 * Resolves when the outcome is in the store (it never rejects).
 */
export async function approveOpenSong(store: EditorStore): Promise<void> {
  const state = store.getState();
  if (state.song === null || state.saving) return;
  state.saveStarted();
  try {
    const { song } = await approveBengali(state.song.id, { version: state.song.version });
    store.getState().approveSucceeded(song);
  } catch (error) {
    store.getState().saveFailed(error, 'approved');
  }
}

/** Returns `approve()` for the editor's store (see `approveOpenSong`). */
export function useApproveBengali(): () => Promise<void> {
  const store = useEditorStoreApi();
  return useCallback(() => approveOpenSong(store), [store]);
}
