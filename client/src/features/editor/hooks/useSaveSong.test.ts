import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { SUSANNA_ABC, makeSong } from '../../../testing/songs.ts';
import { createSong, saveSong } from '../api/songs.ts';
import { createDraftStorage } from '../store/drafts.ts';
import { createEditorStore } from '../store/index.ts';
import { fieldConflicts, keepYoursValues } from '../conflict/conflictFields.ts';
import { selectChanges, selectEditorValues, selectSavedIsBase, selectSavedValues } from '../store/sourceSlice.ts';
import { prepareSong } from './songOnLoad.ts';
import { newSongRequest, saveOpenSong } from './useSaveSong.ts';

// The HTTP call is replaced; what is sent and what the store makes of each answer is real.
vi.mock('../api/songs.ts', () => ({ saveSong: vi.fn(), createSong: vi.fn() }));
const saveSongMock = vi.mocked(saveSong);
const createSongMock = vi.mocked(createSong);

afterEach(() => {
  saveSongMock.mockReset();
  createSongMock.mockReset();
});

/** A store with Oh! Susanna open as the editor opens it (the loading rules of hooks/songOnLoad.ts). */
function openedStore() {
  const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
  store.getState().openSong(prepareSong(makeSong(), []).song);
  return store;
}

const EDITED = SUSANNA_ABC.replace('A3 GA|', 'A4|');

describe('saving the open song', () => {
  it('sends only the edited fields with the version read, and confirms', async () => {
    const store = openedStore();
    store.getState().editSource(EDITED);
    store.getState().editField('notes', 'checked');
    saveSongMock.mockResolvedValue({ song: makeSong({ version: 4, abc_source: EDITED, notes: 'checked' }), changed: ['abc_source', 'notes'] });
    await saveOpenSong(store);
    expect(saveSongMock).toHaveBeenCalledWith(7, { version: 3, changes: { abc_source: EDITED, notes: 'checked' } });
    expect(store.getState().notice).toEqual({ kind: 'saved', text: 'Oh! Susanna (7) has been saved' });
    expect(store.getState().song?.version).toBe(4);
  });

  it('sends nothing when nothing was edited, and says so', async () => {
    const store = openedStore();
    await saveOpenSong(store);
    expect(saveSongMock).not.toHaveBeenCalled();
    expect(store.getState().notice).toEqual({ kind: 'info', text: 'Nothing to save: the text is as stored.' });
  });

  it('keeps the text and says what failed when the server refuses', async () => {
    const store = openedStore();
    store.getState().editField('title', ' ');
    saveSongMock.mockRejectedValue(new ApiError(400, { code: 'validation_failed', message: 'Title is required' }));
    await saveOpenSong(store);
    expect(store.getState().notice).toEqual({ kind: 'error', text: 'Not saved: Title is required' });
    expect(store.getState().fields.title).toBe(' ');
    expect(store.getState().saving).toBe(false);
  });

  it('after a conflict and Keep mine, saves against the stored version', async () => {
    const store = openedStore();
    store.getState().editSource(EDITED);
    const current = makeSong({ version: 6, notes: 'theirs' });
    saveSongMock.mockRejectedValueOnce(new ApiError(409, { code: 'version_conflict', message: 'Conflict', current }));
    await saveOpenSong(store);
    expect(store.getState().conflictDialogOpen).toBe(true);

    // What the dialog's Keep mine does.
    const state = store.getState();
    // Ctrl+S while the dialog asks does not send the same conflict again.
    await saveOpenSong(store);
    expect(saveSongMock).toHaveBeenCalledTimes(1);
    const stored = state.conflict!;
    const conflicts = fieldConflicts(selectEditorValues(state), selectSavedValues(state), selectSavedIsBase(state), stored);
    state.rebaseOnto(stored, keepYoursValues(conflicts, stored));
    state.conflictResolved();
    saveSongMock.mockResolvedValueOnce({ song: makeSong({ version: 7, abc_source: EDITED, notes: 'theirs' }), changed: ['abc_source'] });
    await saveOpenSong(store);
    expect(saveSongMock).toHaveBeenLastCalledWith(7, { version: 6, changes: { abc_source: EDITED } });
    expect(store.getState().notice?.kind).toBe('saved');
  });
});

describe('saving a new transcription (no song open)', () => {
  const HEADER = 'X:1\nT:Ekla Chalo Re\nL:1/8\nQ:1/4=120 "Moderate"\nK:Db\n';

  it('builds the new song from the title field, else the T: line, and the fields the server takes', () => {
    expect(newSongRequest(HEADER, { title: '', language: 'B', date: '1905-09-07', notes: '', text: 'যদি তোর ডাক শুনে' })).toEqual({
      title: 'Ekla Chalo Re',
      abc_source: HEADER,
      language: 'B',
      date: '1905-09-07',
      text: 'যদি তোর ডাক শুনে',
    });
    expect(newSongRequest('X:1\nK:C\n', { title: ' Given ', language: 'XX', date: 'NO DATE' })).toEqual({ title: 'Given', abc_source: 'X:1\nK:C\n' });
    expect(newSongRequest('X:1\nK:C\n', {}).title).toBe('Untitled');
  });

  it('adds it to the archive, opens it with nothing left to save, and reports where it went', async () => {
    const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    store.getState().editSource(HEADER);
    store.getState().editField('language', 'B');
    createSongMock.mockResolvedValue(makeSong({ id: 901, title: 'Ekla Chalo Re', abc_source: HEADER, language: 'B', version: 1 }));
    const opened = vi.fn();
    await saveOpenSong(store, opened);
    expect(createSongMock).toHaveBeenCalledWith({ title: 'Ekla Chalo Re', abc_source: HEADER, language: 'B' });
    expect(store.getState().song).toMatchObject({ id: 901, version: 1 });
    expect(store.getState().notice).toEqual({ kind: 'saved', text: 'Ekla Chalo Re (901) has been saved' });
    expect(selectChanges(store.getState())).toEqual({});
    expect(opened).toHaveBeenCalledWith(901);
  });

  it('says there is nothing to save when nothing was typed', async () => {
    const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    await saveOpenSong(store);
    expect(createSongMock).not.toHaveBeenCalled();
    expect(store.getState().notice?.text).toBe('Nothing to save: type ABC or open a song first.');
  });
});

