/**
 * @fileoverview Saving the open song: `PUT /api/songs/:id` with the version it was read at and
 * only the edited updateable fields (app-spec 5); with no song open, a new transcription becomes
 * a new song of the archive (`POST /api/songs`, newSongRequest). The store records the outcome: the confirmation,
 * a conflict (409: the text stays, the conflict dialog opens), or the error. An expired session
 * (401) ends the session in lib/api.ts; the text is kept as a draft and restored after the login.
 */

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { NewSongRequest } from '../../../../../server/src/api-types.ts';
import { createSong, saveSong } from '../api/songs.ts';
import { useEditorStoreApi } from '../store/context.tsx';
import type { EditorStore } from '../store/index.ts';
import { selectChanges } from '../store/sourceSlice.ts';
import { selectConflictDialogOpen } from '../store/uiSlice.ts';

/**
 * Saves what `store` holds (with no song open: adds it as a new song and calls `opened`); does
 * nothing while a save is under way, or while the conflict dialog asks what to keep (Ctrl+S there would only meet the same conflict), and
 * says so when nothing was edited. Resolves when the outcome is in the store (it never rejects).
 */
export async function saveOpenSong(store: EditorStore, opened: (songId: number) => void = () => {}): Promise<void> {
  const state = store.getState();
  if (state.saving || selectConflictDialogOpen(state)) return;
  if (state.song === null) return saveNewTranscription(store, opened);
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

/** The T: line's text in `abc`, or ''. */
function titleLine(abc: string): string {
  return /^T:[ \t]*(.*)$/m.exec(abc)?.[1]?.trim() ?? '';
}

/**
 * The new song of the text typed with no song open: its title (the Data tab's, else the T: line),
 * the source, and the other fields the editor holds that the server takes as they are.
 */
export function newSongRequest(abc: string, fields: Record<string, string>): NewSongRequest {
  const request: NewSongRequest = { title: fields.title?.trim() || titleLine(abc) || 'Untitled', abc_source: abc };
  for (const field of ['abc_lyrics', 'text', 'notes', 'translation'] as const) if (fields[field]) request[field] = fields[field];
  if (/^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? '')) request.date = fields.date!;
  const language = fields.language as NewSongRequest['language'];
  if (language !== undefined && ['B', 'E', 'BE', 'F', 'L', 'S'].includes(language)) request.language = language;
  return request;
}

/** Adds the text typed with no song open to the archive as a new song, then opens it. */
async function saveNewTranscription(store: EditorStore, opened: (songId: number) => void): Promise<void> {
  const state = store.getState();
  if (state.abc.trim() === '') {
    state.showNotice({ kind: 'info', text: 'Nothing to save: type ABC or open a song first.' });
    return;
  }
  state.saveStarted();
  try {
    const song = await createSong(newSongRequest(state.abc, state.fields));
    store.getState().songCreated(song);
    store.getState().saveSucceeded(song, song.abc_source);
    opened(song.id);
  } catch (error) {
    store.getState().saveFailed(error);
  }
}

/** Returns `save()` for the editor's store (see `saveOpenSong`); a new song's address is shown. */
export function useSaveSong(): () => Promise<void> {
  const store = useEditorStoreApi();
  const navigate = useNavigate();
  return useCallback(() => saveOpenSong(store, (id) => void navigate(`/?song=${id}`, { replace: true })), [store, navigate]);
}
