import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { SUSANNA_ABC, makeSong } from '../../../testing/songs.ts';
import { createDraftStorage, draftStorageKey } from './drafts.ts';
import { createEditorStore } from './index.ts';
import { UPDATEABLE_SONG_FIELDS } from '../../../../../server/src/api-types.ts';
import { SONG_FIELDS, selectChanges, selectIsDirty, songFileName } from './sourceSlice.ts';

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

  it('rebases the editor values onto the song as stored now: the next save goes against its version', () => {
    const { store } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    const stored = makeSong({ version: 5, notes: 'theirs' });
    store.getState().rebaseOnto(stored, { abc: EDITED, fields: { ...store.getState().fields, notes: 'theirs', title: 'Susanna' } });
    const state = store.getState();
    expect(state.song).toEqual({ id: 7, title: 'Oh! Susanna', version: 5 });
    expect(selectChanges(state)).toEqual({ abc_source: EDITED, title: 'Susanna' });
  });

  it('sets the values aside when the stored song is taken, and brings them back as edits of it', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    store.getState().editField('title', 'Susanna');
    const stored = makeSong({ version: 5, notes: 'theirs' });
    store.getState().takeStored(stored);
    expect(store.getState().abc).toBe(SUSANNA_ABC);
    expect(store.getState().song?.version).toBe(5);
    expect(selectIsDirty(store.getState())).toBe(false);
    expect(storage.getItem(draftStorageKey(7))).toBeNull();

    // A reload in between loses nothing: the set-aside values are in storage.
    const reloaded = setup(storage).store;
    reloaded.getState().openSong(stored);
    expect(reloaded.getState().setAsideAt).not.toBeNull();
    reloaded.getState().bringBackSetAside();
    expect(reloaded.getState().abc).toBe(EDITED);
    expect(reloaded.getState().song?.version).toBe(5);
    // Their notes stay: only what the user had changed comes back.
    expect(selectChanges(reloaded.getState())).toEqual({ abc_source: EDITED, title: 'Susanna' });
    expect(reloaded.getState().fields.notes).toBe('theirs');
    expect(reloaded.getState().setAsideAt).toBeNull();
    const again = setup(storage).store;
    again.getState().openSong(stored);
    expect(again.getState().setAsideAt).toBeNull();
  });

  it('after a save, takes a value the server changed in a field the user had not edited', () => {
    const { store } = setup();
    store.getState().openSong(makeSong({ language: 'BE' }));
    store.getState().editField('title', 'Susanna');
    store.getState().songSaved(makeSong({ version: 4, title: 'Susanna', language: 'B' }), SUSANNA_ABC);
    expect(store.getState().fields.language).toBe('B');
    expect(selectIsDirty(store.getState())).toBe(false);
  });

  it("names the song's file repo_id.abc, else its file_name, else nothing", () => {
    expect(songFileName(makeSong({ repo_id: 'susanna', file_name: 'other.abc' }))).toBe('susanna.abc');
    expect(songFileName(makeSong({ repo_id: null, file_name: 'tagore-01.abc' }))).toBe('tagore-01.abc');
    expect(songFileName(makeSong({ repo_id: ' ', file_name: null }))).toBeNull();
    expect(songFileName(null)).toBeNull();
  });

  it('keeps lyrics and translation filled on opening after a save whose answer has them empty', () => {
    const { store } = setup();
    // As the loading rules open it: the stored abc_lyrics and translation are empty on the server.
    store.getState().openSong(makeSong({ abc_lyrics: 'w:I come from', translation: 'from the history' }));
    store.getState().editField('notes', 'checked');
    store.getState().editField('translation', '');
    store.getState().songSaved(makeSong({ version: 4, notes: 'checked', abc_lyrics: '', translation: '' }), SUSANNA_ABC);
    const state = store.getState();
    expect(state.fields.abc_lyrics).toBe('w:I come from');
    // The translation was emptied on purpose (sent), so it stays empty.
    expect(state.fields.translation).toBe('');
    expect(selectIsDirty(state)).toBe(false);
  });

  it('forgets values set aside when the user discards them', () => {
    const { store, storage } = setup();
    store.getState().openSong(makeSong());
    store.getState().editSource(EDITED);
    store.getState().takeStored(makeSong({ version: 5 }));
    expect(store.getState().setAsideAt).not.toBeNull();
    store.getState().discardSetAside();
    expect(store.getState().setAsideAt).toBeNull();
    const reloaded = setup(storage).store;
    reloaded.getState().openSong(makeSong({ version: 5 }));
    expect(reloaded.getState().setAsideAt).toBeNull();
  });
});

describe('newTranscription', () => {
  it('closes the open song and puts the text in as unsaved, with its title and language, kept as the scratch draft', () => {
    const drafts = createDraftStorage(createMemoryStorage());
    const editor = createEditorStore({ drafts });
    editor.getState().openSong(makeSong());
    const header = 'X:1\nT:Ekla chalo re\nM:4/4\nL:1/8\nK:C\n';
    editor.getState().newTranscription(header, { title: 'Ekla chalo re', language: 'B' });
    const state = editor.getState();
    expect(state.song).toBeNull();
    expect(state.stored).toBeNull();
    expect(state.abc).toBe(header);
    expect(selectChanges(state)).toEqual({ abc_source: header, title: 'Ekla chalo re', language: 'B' });
    // Kept as the scratch draft, so a reload does not lose it; the closed song's draft untouched.
    expect(drafts.read('scratch')?.abc).toBe(header);
    expect(drafts.read(7)).toBeNull();
  });
});

describe('SONG_FIELDS', () => {
  // The client keeps its own list (it imports only types from the server, so zod stays out of
  // its bundle): it must be the server's updateable fields less the ABC source.
  it("is the server's updateable fields other than abc_source, in the server's order", () => {
    expect(SONG_FIELDS).toEqual(UPDATEABLE_SONG_FIELDS.filter((field) => field !== 'abc_source'));
  });
});
