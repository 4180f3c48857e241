import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { SUSANNA_ABC, makeSong } from '../../../testing/songs.ts';
import { createDraftStorage, draftStorageKey } from './drafts.ts';
import { createEditorStore } from './index.ts';
import { selectChanges, selectIsDirty } from './sourceSlice.ts';

/** A store over fresh in-memory storage; `storage` is kept to build a second store (a reload). */
function setup(storage = createMemoryStorage()) {
  const store = createEditorStore({ drafts: createDraftStorage(storage) });
  return { store, storage };
}

const EDITED = SUSANNA_ABC.replace('GA|B d d e|', 'GA|B d d f|');

describe('source slice', () => {
  it('opens a song with its stored text, title and version, and nothing to save', () => {
    const { store } = setup();
    store.getState().openSong(makeSong());
    const state = store.getState();
    expect(state.abc).toBe(SUSANNA_ABC);
    expect(state.song).toEqual({ id: 7, title: 'Oh! Susanna', version: 3 });
    expect(selectIsDirty(state)).toBe(false);
    expect(selectChanges(state)).toEqual({});
  });

  it('sends only the edited abc_source as changes', () => {
    const { store } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    expect(selectIsDirty(store.getState())).toBe(true);
    expect(selectChanges(store.getState())).toEqual({ abc_source: EDITED });
  });

  it('keeps a draft of unsaved text per song, and drops it when the text is back as stored', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    const draft = JSON.parse(storage.getItem(draftStorageKey(7))!);
    expect(draft).toMatchObject({ abc: EDITED, baseVersion: 3 });
    store.getState().editSource(SUSANNA_ABC);
    expect(storage.getItem(draftStorageKey(7))).toBeNull();
  });

  it('restores the draft when the song is opened again (after a reload or a new login)', () => {
    const storage = createMemoryStorage();
    const first = setup(storage).store;
    first.getState().openSong(makeSong());
    first.getState().editSource(EDITED);

    const second = setup(storage).store;
    second.getState().openSong(makeSong());
    expect(second.getState().abc).toBe(EDITED);
    expect(second.getState().restoredDraftAt).not.toBeNull();
    expect(selectChanges(second.getState())).toEqual({ abc_source: EDITED });
  });

  it('keeps the version a restored draft was typed against, so a save after a newer save is a conflict', () => {
    const storage = createMemoryStorage();
    const first = setup(storage).store;
    first.getState().openSong(makeSong({ version: 3 }));
    first.getState().editSource(EDITED);

    const second = setup(storage).store;
    second.getState().openSong(makeSong({ version: 5, abc_source: `${SUSANNA_ABC}% theirs\n` }));
    expect(second.getState().song?.version).toBe(3);
    expect(second.getState().abc).toBe(EDITED);
  });

  it('drops the draft when the user loads the stored song instead', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    store.getState().openSong(makeSong({ version: 4 }), { discardDraft: true });
    expect(store.getState().abc).toBe(SUSANNA_ABC);
    expect(store.getState().song?.version).toBe(4);
    expect(storage.getItem(draftStorageKey(7))).toBeNull();
  });

  it('after a save, keeps text typed while the save was under way as unsaved, based on the new version', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    const typedDuringSave = `${EDITED}% more\n`;
    store.getState().editSource(typedDuringSave);
    store.getState().songSaved(makeSong({ version: 4, abc_source: EDITED }), EDITED);
    const state = store.getState();
    expect(state.song?.version).toBe(4);
    expect(state.savedAbc).toBe(EDITED);
    expect(selectChanges(state)).toEqual({ abc_source: typedDuringSave });
    expect(JSON.parse(storage.getItem(draftStorageKey(7))!)).toMatchObject({ abc: typedDuringSave, baseVersion: 4 });
  });

  it('removes the draft once everything typed is saved', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    store.getState().songSaved(makeSong({ version: 4, abc_source: EDITED }), EDITED);
    expect(selectIsDirty(store.getState())).toBe(false);
    expect(storage.getItem(draftStorageKey(7))).toBeNull();
  });

  it('ignores the answer to a save of a song that is no longer open', () => {
    const { store } = setup();
    store.getState().openSong(makeSong({ id: 8, title: 'Camptown Races' }));
    store.getState().songSaved(makeSong({ version: 9 }), EDITED);
    expect(store.getState().song).toEqual({ id: 8, title: 'Camptown Races', version: 3 });
  });

  it('keeps text typed with no song open across a reload', () => {
    const storage = createMemoryStorage();
    setup(storage).store.getState().editSource('X:1\nK:C\nCDEF|\n');
    expect(setup(storage).store.getState().abc).toBe('X:1\nK:C\nCDEF|\n');
  });

  it('sends edited fields beside the source, an emptied date as null, and keeps them in the draft', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editField('title', 'Oh Susanna');
    store.getState().editField('date', '');
    expect(selectIsDirty(store.getState())).toBe(true);
    expect(selectChanges(store.getState())).toEqual({ title: 'Oh Susanna', date: null });

    const reloaded = setup(storage).store;
    reloaded.getState().openSong(makeSong());
    expect(reloaded.getState().fields.title).toBe('Oh Susanna');
    expect(reloaded.getState().restoredDraftAt).not.toBeNull();

    store.getState().editField('title', 'Oh! Susanna');
    store.getState().editField('date', '1848-02-25');
    expect(selectChanges(store.getState())).toEqual({});
    expect(storage.getItem(draftStorageKey(7))).toBeNull();
  });
});
