import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { SUSANNA_ABC, makeSong } from '../../../testing/songs.ts';
import { createDraftStorage } from './drafts.ts';
import { createEditorStore } from './index.ts';
import { selectChanges, selectIsDirty } from './sourceSlice.ts';
import { selectConflict, selectConflictDialogOpen } from './uiSlice.ts';

const EDITED = SUSANNA_ABC.replace('A3 GA|', 'A4|');

function openEdited() {
  const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
  store.getState().openSong(makeSong());
  store.getState().editSource(EDITED);
  store.getState().saveStarted();
  return store;
}

describe('ui slice: saving', () => {
  it('confirms a save with "TITLE (ID) has been saved" and takes the new version', () => {
    const store = openEdited();
    expect(store.getState().saving).toBe(true);
    store.getState().saveSucceeded(makeSong({ version: 4, abc_source: EDITED }), EDITED);
    const state = store.getState();
    expect(state.notice).toEqual({ kind: 'saved', text: 'Oh! Susanna (7) has been saved' });
    expect(state.saving).toBe(false);
    expect(state.song?.version).toBe(4);
    expect(selectIsDirty(state)).toBe(false);
  });

  it('explains a conflict (409) with the stored version, opens the conflict dialog, and keeps the typed text', () => {
    const store = openEdited();
    const current = makeSong({ version: 6, abc_source: `${SUSANNA_ABC}% theirs\n` });
    store.getState().saveFailed(new ApiError(409, { code: 'version_conflict', message: 'Someone else saved this song', current }));
    const state = store.getState();
    expect(state.notice?.kind).toBe('conflict');
    expect(state.notice?.text).toBe(
      'Someone else saved this song since you opened it (it is now version 6), so your text was not saved. ' +
        'Your text is still here: compare the two and choose what to keep.',
    );
    expect(state.notice?.current).toMatchObject({ version: 6, abc_source: current.abc_source });
    expect(selectConflict(state)).toBe(state.notice?.current);
    expect(selectConflictDialogOpen(state)).toBe(true);
    expect(state.abc).toBe(EDITED);
    expect(state.song?.version).toBe(3);
    expect(state.saving).toBe(false);
  });

  it('keeps the conflict when its dialog is closed, reopens it, and forgets it once resolved', () => {
    const store = openEdited();
    const current = makeSong({ version: 6 });
    store.getState().saveFailed(new ApiError(409, { code: 'version_conflict', message: 'Conflict', current }));
    store.getState().closeConflictDialog();
    expect(selectConflictDialogOpen(store.getState())).toBe(false);
    expect(selectConflict(store.getState())?.version).toBe(current.version);
    store.getState().openConflictDialog();
    expect(selectConflictDialogOpen(store.getState())).toBe(true);
    store.getState().conflictResolved();
    expect(selectConflict(store.getState())).toBeNull();
    expect(store.getState().notice).toBeNull();
  });

  it('holds the conflicting song as the editor would open it: lyrics from the w: lines, the translation it held', () => {
    const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    // Opened as the loading rules fill it (hooks/songOnLoad.ts): abc_lyrics extracted, translation from the history.
    store.getState().openSong(makeSong({ abc_lyrics: 'w:I come from A-la-bam-a', translation: 'from the history' }));
    store.getState().editSource(EDITED);
    store.getState().saveFailed(new ApiError(409, { code: 'version_conflict', message: 'Conflict', current: makeSong({ version: 6 }) }));
    const conflict = selectConflict(store.getState());
    expect(conflict?.abc_lyrics).toBe("w:I come from A-la-bam-a wid my ban-jo on my knee, I'm");
    expect(conflict?.translation).toBe('from the history');
  });

  it('does not count a conflict of a song that is no longer open', () => {
    const store = openEdited();
    store.getState().saveFailed(new ApiError(409, { code: 'version_conflict', message: 'Conflict', current: makeSong({ version: 6 }) }));
    store.getState().openSong(makeSong({ id: 8, title: 'Camptown Races' }));
    expect(selectConflict(store.getState())).toBeNull();
    expect(selectConflictDialogOpen(store.getState())).toBe(false);
  });

  it('a 409 without the stored song (not Bengali) is an error, not a conflict', () => {
    const store = openEdited();
    store.getState().saveFailed(new ApiError(409, { code: 'not_bengali', message: 'Only a song in B or BE can be approved' }), 'approved');
    expect(store.getState().notice).toEqual({ kind: 'error', text: 'Not approved: Only a song in B or BE can be approved' });
    expect(selectConflict(store.getState())).toBeNull();
  });

  it('confirms an approval of Bengali with the new language, keeping unsaved text and edits', () => {
    const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    store.getState().openSong(makeSong({ language: 'BE' }));
    store.getState().editSource(EDITED);
    store.getState().editField('notes', 'to check');
    store.getState().saveStarted();
    store.getState().approveSucceeded(makeSong({ language: 'B', version: 4 }));
    const state = store.getState();
    expect(state.notice).toEqual({ kind: 'saved', text: 'Oh! Susanna (7) has been approved as Bengali: its language is now B' });
    expect(state.fields.language).toBe('B');
    expect(state.song?.version).toBe(4);
    expect(selectChanges(state)).toEqual({ abc_source: EDITED, notes: 'to check' });
  });

  it("shows any other failure with the server's message", () => {
    const store = openEdited();
    store.getState().saveFailed(new ApiError(400, { code: 'validation_failed', message: 'The request is not valid' }));
    expect(store.getState().notice).toEqual({ kind: 'error', text: 'Not saved: The request is not valid' });
    expect(store.getState().abc).toBe(EDITED);
  });

  it('tells the user their text is kept when the session ended during the save', () => {
    const store = openEdited();
    store.getState().saveFailed(new ApiError(401, { code: 'unauthorized', message: 'Please log in' }));
    expect(store.getState().notice?.text).toMatch(/text is kept/);
  });
});
