/**
 * @fileoverview The source slice of the editor store (STYLE.md 11): the song being edited, as
 * the ABC text (`abc`, the hot path of every keystroke) and the other updateable fields
 * (`fields`: lyrics, title, date, ...), the song it belongs to with the version it was read at,
 * and the values as stored on the server (to know what changed). Every edit also keeps a draft
 * in localStorage (drafts.ts).
 *
 * `selectChanges` builds the `changes` of `PUT /api/songs/:id` from the fields that differ from
 * the stored song (app-spec 5: "saving sends only fields that were edited and are in that
 * list").
 *
 * After a conflict (409) the editor chooses what to keep (conflict/ConflictDialog.tsx):
 * `rebaseOnto` puts the chosen values on top of the song as stored now, so the next save goes
 * against the stored version; `takeStored` loads the stored song and sets the user's values aside
 * (drafts.ts, kept over reloads: `setAsideAt`), from where `bringBackSetAside` returns them:
 * nothing typed is lost either way.
 */

import type { StateCreator } from 'zustand';
import type { Song, SongChanges, UpdateableSongField } from '../../../../../server/src/api-types.ts';
import { prepareSong } from '../hooks/songOnLoad.ts';
import type { DraftKey, DraftStorage } from './drafts.ts';
import type { EditorState } from './index.ts';

/** The song open in the editor: what saving needs and the heading shows. */
export interface OpenSong {
  id: number;
  title: string;
  /** The version the text in the editor is based on; sent with the save. */
  version: number;
}

/** The updateable song fields other than the ABC source (app-spec 5), edited in the tabs. */
export type SongField = Exclude<UpdateableSongField, 'abc_source'>;
export const SONG_FIELDS: readonly SongField[] = [
  'abc_lyrics',
  'text',
  'title',
  'date',
  'notes',
  'language',
  'translation',
];

/** Every `SongField` as the editor holds it: text, '' for a song without a date. */
export type SongFieldValues = Record<SongField, string>;

/** Every updateable value the editor holds: the ABC source and the other fields. */
export interface EditorValues {
  abc: string;
  fields: SongFieldValues;
}

/** The field values of `song`, or all empty with no song. */
export function fieldValuesOf(song: Song | null): SongFieldValues {
  return {
    abc_lyrics: song?.abc_lyrics ?? '',
    text: song?.text ?? '',
    title: song?.title ?? '',
    date: song?.date ?? '',
    notes: song?.notes ?? '',
    language: song?.language ?? '',
    translation: song?.translation ?? '',
  };
}

/** `base` with the draft's values of the known fields (a draft is read from storage: trust nothing else). */
function withDraftFields(base: SongFieldValues, draftFields: Partial<Record<string, string>> | undefined): SongFieldValues {
  const values = { ...base };
  for (const field of SONG_FIELDS) {
    const value = draftFields?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export interface SourceSlice {
  song: OpenSong | null;
  /** The whole song as last read from or saved to the server (nr2000, repo_id, ...); null with none. */
  stored: Song | null;
  /** The ABC text in the editor. */
  abc: string;
  /** `abc_source` as stored on the server at `song.version` ('' with no song). */
  savedAbc: string;
  /** The other updateable fields as the editor holds them now. */
  fields: SongFieldValues;
  /** Those fields as stored on the server at `song.version`. */
  savedFields: SongFieldValues;
  /** When the text was restored from a draft on opening, the draft's time (ISO 8601). */
  restoredDraftAt: string | null;
  /**
   * Opens a song fetched from the server, restoring its draft when one differs from it, unless
   * `discardDraft` (the user chose the stored text over theirs after a conflict).
   */
  openSong(song: Song, options?: { discardDraft?: boolean }): void;
  /** Replaces the text (one keystroke, a paste) and keeps the draft up to date. */
  editSource(text: string): void;
  /** Sets one of the other updateable fields (a tab's input) and keeps the draft up to date. */
  editField(field: SongField, value: string): void;
  /**
   * Records a successful save: `song` is the server's answer, `sentAbc` the text that was sent.
   * Text typed while the save was under way stays in the editor, still unsaved.
   */
  songSaved(song: Song, sentAbc: string): void;
  /**
   * Opens `song`, just added to the archive from the text typed with no song open (a new
   * transcription): the scratch draft it came from is dropped, the song's own values are saved.
   */
  songCreated(song: Song): void;
  /**
   * Closes the open song and puts `abc` and `fields` in the editor as the unsaved text of a new
   * transcription (app-spec 2.4: "new transcription", and "open ABC file", which opens a file as
   * one): they are kept as the scratch draft until saved. Each goes in as an edit, as if typed.
   */
  newTranscription(abc: string, fields?: Partial<Record<SongField, string>>): void;
  /**
   * Takes `stored` (the song as stored now, from a 409) as the saved song and `values` as what the
   * editor holds on top of it: the next save sends the values that differ from `stored`, with
   * `stored.version`. Ignored when `stored` is another song than the one open.
   */
  rebaseOnto(stored: Song, values: EditorValues): void;
  /** Loads `stored` in place of the user's values, which are set aside (drafts.ts) first. */
  takeStored(stored: Song): void;
  /**
   * When values of the open song were set aside by `takeStored` (in this page or before a reload)
   * and not brought back or discarded, the time they were set aside (ISO 8601); else null.
   */
  setAsideAt: string | null;
  /** Puts the values set aside back in the editor, as unsaved edits of the song as stored now. */
  bringBackSetAside(): void;
  /** Forgets the values set aside (the user chose not to bring them back). */
  discardSetAside(): void;
}

/** Where the draft of the current text goes. */
function draftKeyOf(state: Pick<SourceSlice, 'song'>): DraftKey {
  return state.song?.id ?? 'scratch';
}

/** The slice creator, bound to where drafts are kept. */
export function createSourceSlice(drafts: DraftStorage): StateCreator<EditorState, [], [], SourceSlice> {
  const keepDraft = (state: Pick<SourceSlice, 'song' | 'abc' | 'savedAbc' | 'fields' | 'savedFields'>): void => {
    const key = draftKeyOf(state);
    const fields = editedFields(state);
    if (state.abc === state.savedAbc && Object.keys(fields).length === 0) drafts.remove(key);
    else {
      drafts.write(key, {
        abc: state.abc,
        fields,
        baseVersion: state.song?.version ?? null,
        savedAt: new Date().toISOString(),
      });
    }
  };

  const scratch = drafts.read('scratch');
  return (set, get) => ({
    song: null,
    stored: null,
    abc: scratch?.abc ?? '',
    savedAbc: '',
    fields: withDraftFields(fieldValuesOf(null), scratch?.fields),
    savedFields: fieldValuesOf(null),
    restoredDraftAt: null,
    setAsideAt: null,

    openSong(song, options = {}) {
      if (options.discardDraft === true) drafts.remove(song.id);
      const draft = drafts.read(song.id);
      const savedFields = fieldValuesOf(song);
      const draftFields = withDraftFields(savedFields, draft?.fields);
      const restore =
        draft !== null && (draft.abc !== song.abc_source || SONG_FIELDS.some((f) => draftFields[f] !== savedFields[f]));
      set({
        song: {
          id: song.id,
          title: song.title,
          // A restored draft keeps the version it was typed against, so that a save after
          // someone else's save is refused (409) instead of overwriting theirs.
          version: restore ? (draft.baseVersion ?? song.version) : song.version,
        },
        stored: song,
        abc: restore ? draft.abc : song.abc_source,
        savedAbc: song.abc_source,
        fields: restore ? draftFields : savedFields,
        savedFields,
        restoredDraftAt: restore ? draft.savedAt : null,
        setAsideAt: drafts.read(setAsideKey(song.id))?.savedAt ?? null,
      });
      if (draft !== null && !restore) drafts.remove(song.id);
    },

    editSource(text) {
      if (text === get().abc) return;
      set({ abc: text });
      keepDraft(get());
    },

    editField(field, value) {
      if (value === get().fields[field]) return;
      set({ fields: { ...get().fields, [field]: value } });
      keepDraft(get());
    },

    songCreated(song) {
      drafts.remove('scratch');
      get().openSong(song, { discardDraft: true });
    },

    newTranscription(abc, fields = {}) {
      const empty = fieldValuesOf(null);
      set({ song: null, stored: null, abc: '', savedAbc: '', fields: empty, savedFields: empty, restoredDraftAt: null });
      get().editSource(abc);
      for (const [field, value] of Object.entries(fields) as [SongField, string | undefined][]) {
        if (value !== undefined) get().editField(field, value);
      }
    },

    songSaved(answer, sentAbc) {
      const state = get();
      // The user opened another song while this one was being saved: nothing here changes.
      if (state.song === null || state.song.id !== answer.id) return;
      const song = keepFilledOnOpening(answer, state);
      const savedFields = fieldValuesOf(song);
      // A field the user had not edited takes the saved value: the server may change fields that
      // were not sent (Approve Bengali sets the language).
      const fields = { ...state.fields };
      for (const field of SONG_FIELDS) if (state.fields[field] === state.savedFields[field]) fields[field] = savedFields[field];
      set({
        song: { id: song.id, title: song.title, version: song.version },
        stored: song,
        abc: state.abc === state.savedAbc ? sentAbc : state.abc,
        savedAbc: sentAbc,
        fields,
        savedFields,
        restoredDraftAt: null,
      });
      keepDraft(get());
    },

    rebaseOnto(stored, values) {
      if (get().song?.id !== stored.id) return;
      set({
        song: { id: stored.id, title: stored.title, version: stored.version },
        stored,
        abc: values.abc,
        savedAbc: stored.abc_source,
        fields: { ...values.fields },
        savedFields: fieldValuesOf(stored),
        restoredDraftAt: null,
      });
      keepDraft(get());
    },

    takeStored(stored) {
      const state = get();
      if (state.song?.id !== stored.id) return;
      // Only what the user changed is set aside, so bringing it back does not undo the other
      // editor's changes of fields the user never touched.
      drafts.write(setAsideKey(stored.id), {
        abc: state.abc === state.savedAbc ? stored.abc_source : state.abc,
        fields: editedFields(state),
        baseVersion: state.song.version,
        savedAt: new Date().toISOString(),
      });
      state.openSong(stored, { discardDraft: true });
    },

    bringBackSetAside() {
      const { song, stored } = get();
      if (song === null || stored === null) return;
      const setAside = drafts.read(setAsideKey(song.id));
      if (setAside !== null) {
        get().rebaseOnto(stored, { abc: setAside.abc, fields: withDraftFields(fieldValuesOf(stored), setAside.fields) });
      }
      drafts.remove(setAsideKey(song.id));
      set({ setAsideAt: null });
    },

    discardSetAside() {
      const id = get().song?.id;
      if (id !== undefined) drafts.remove(setAsideKey(id));
      set({ setAsideAt: null });
    },
  });
}

/**
 * `answer` (a save's) with the fields the loading rules filled in when the song was opened (app-spec
 * 4: lyrics extracted from the source, translation from the history; hooks/songOnLoad.ts) kept as
 * the editor holds them: a field the server answers empty that the editor held filled and the user
 * had not edited was filled on opening, not emptied by the save (an emptied field was sent, so it
 * is edited). Without this, the filled lyrics would vanish, or count as unsaved, after every save.
 */
function keepFilledOnOpening(answer: Song, state: Pick<SourceSlice, 'fields' | 'savedFields'>): Song {
  const song = { ...answer };
  for (const field of SONG_FIELDS) {
    const held = state.savedFields[field];
    if (song[field] === '' && held !== '' && state.fields[field] === held) song[field] = held;
  }
  return song;
}

/**
 * The song of a conflict (409 `error.current`) as the editor would open it (hooks/songOnLoad.ts
 * `prepareSong`: lyrics extracted from the source when abc_lyrics is empty), with the translation
 * the editor holds as saved when the song has none (on opening it came from the history, which a
 * conflict answer does not carry). So the conflict dialog compares like with like, and a field
 * filled on opening does not show as changed by the other editor.
 */
export function conflictSongAsOpened(current: Song, saved: Pick<SongFieldValues, 'translation'>): Song {
  const { song } = prepareSong(current, []);
  return song.translation === '' && saved.translation !== '' ? { ...song, translation: saved.translation } : song;
}

/** Where `takeStored` keeps the values it replaced. */
function setAsideKey(songId: number): DraftKey {
  return `${songId}.set-aside`;
}

/** The fields whose value differs from the stored one, with their values. */
function editedFields(state: Pick<SourceSlice, 'fields' | 'savedFields'>): Partial<SongFieldValues> {
  const edited: Partial<SongFieldValues> = {};
  for (const field of SONG_FIELDS) if (state.fields[field] !== state.savedFields[field]) edited[field] = state.fields[field];
  return edited;
}

/** True when the text or any other field differs from the stored song. */
export const selectIsDirty = (state: EditorState): boolean =>
  state.abc !== state.savedAbc || SONG_FIELDS.some((field) => state.fields[field] !== state.savedFields[field]);

/**
 * The `changes` of a save: only the updateable fields that were edited (empty when none). An
 * empty date is sent as null; the server validates every value (api-types SongChanges).
 */
export function selectChanges(state: EditorState): SongChanges {
  const changes: Record<string, string | null> = {};
  if (state.abc !== state.savedAbc) changes.abc_source = state.abc;
  for (const [field, value] of Object.entries(editedFields(state))) {
    changes[field] = field === 'date' && value === '' ? null : value;
  }
  return changes as SongChanges;
}

/** A selector of one field's current value, e.g. `useEditorStore(selectField('title'))`. */
export const selectField =
  (field: SongField) =>
  (state: EditorState): string =>
    state.fields[field];
export const selectStored = (state: EditorState): Song | null => state.stored;

/** The song's ABC file name (app-spec 3: "repo_id ... saved as repo_id plus .abc"), else its FILE_NAME. */
export function songFileName(song: Pick<Song, 'repo_id' | 'file_name'> | null): string | null {
  if (song === null) return null;
  if (song.repo_id !== null && song.repo_id.trim() !== '') return `${song.repo_id}.abc`;
  return song.file_name !== null && song.file_name.trim() !== '' ? song.file_name : null;
}
export const selectFileName = (state: EditorState): string | null => songFileName(state.stored);

export const selectSong = (state: EditorState): OpenSong | null => state.song;
export const selectSetAsideAt = (state: EditorState): string | null => state.setAsideAt;

/** What the editor holds now: the values a save would send, and the unchanged ones. */
export const selectEditorValues = (state: EditorState): EditorValues => ({ abc: state.abc, fields: state.fields });

/** The stored values the current ones are edits of (the common ancestor after a conflict). */
export const selectSavedValues = (state: EditorState): EditorValues => ({ abc: state.savedAbc, fields: state.savedFields });

/**
 * True when the saved values are those of the version the editor's text is based on. False after
 * a draft typed against an older version was restored: the saved values are then newer than the
 * text's ancestor, and a three-way merge against them would undo the other editor's changes.
 */
export const selectSavedIsBase = (state: EditorState): boolean =>
  state.song !== null && state.stored !== null && state.song.version === state.stored.version;
export const selectAbc = (state: EditorState): string => state.abc;
export const selectFields = (state: EditorState): SongFieldValues => state.fields;
export const selectSavedAbc = (state: EditorState): string => state.savedAbc;
export const selectSavedFields = (state: EditorState): SongFieldValues => state.savedFields;
