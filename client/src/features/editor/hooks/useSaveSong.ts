/**
 * @fileoverview Saving the open song: `PUT /api/songs/:id` with the version it was read at and
 * only the edited updateable fields (app-spec 5). The store records the outcome: the confirmation,
 * a conflict (409: the text stays, the conflict dialog opens), or the error. An expired session
 * (401) ends the session in lib/api.ts; the text is kept as a draft and restored after the login.
 */

import { useCallback } from 'react';
import { saveSong } from '../api/songs.ts';
import { useEditorStoreApi } from '../store/context.tsx';
import type { EditorStore } from '../store/index.ts';
import { selectChanges } from '../store/sourceSlice.ts';
import { selectConflictDialogOpen } from '../store/uiSlice.ts';

/**
 * Saves what `store` holds; does nothing while a save is under way, with no song open, or while
 * the conflict dialog asks what to keep (Ctrl+S there would only meet the same conflict), and
 * says so when nothing was edited. Resolves when the outcome is in the store (it never rejects).
 */
export async function saveOpenSong(store: EditorStore): Promise<void> {
  const state = store.getState();
  if (state.song === null || state.saving || selectConflictDialogOpen(state)) return;
  const changes = selectChanges(state);
  if (Object.keys(changes).length === 0) {
    state.showNotice({ kind: 'info', text: 'Nothing to save: the text is as stored.' });
    return;
  }
  const sentAbc = state.abc;
  state.saveStarted();
  try {
    const { song } = await saveSong(state.song.id, { version: state.song.version, changes });
    store.getState().saveSucceeded(song, sentAbc);
  } catch (error) {
    store.getState().saveFailed(error);
  }
}

/** Returns `save()` for the editor's store (see `saveOpenSong`). */
export function useSaveSong(): () => Promise<void> {
  const store = useEditorStoreApi();
  return useCallback(() => saveOpenSong(store), [store]);
}
