/**
 * @fileoverview The source slice of the editor store (STYLE.md 11): the ABC text being edited,
 * the song it belongs to with the version it was read at, and the text as stored on the server
 * (to know what changed). Every edit also keeps a draft in localStorage (drafts.ts).
 *
 * Only `abc_source` is editable yet; `selectChanges` builds the `changes` of `PUT
 * /api/songs/:id` from the fields that differ from the stored song (app-spec 5: "saving sends
 * only fields that were edited and are in that list").
 */

import type { StateCreator } from 'zustand';
import type { Song, SongChanges } from '../../../../../server/src/api-types.ts';
import type { DraftKey, DraftStorage } from './drafts.ts';
import type { EditorState } from './index.ts';

/** The song open in the editor: what saving needs and the heading shows. */
export interface OpenSong {
  id: number;
  title: string;
  /** The version the text in the editor is based on; sent with the save. */
  version: number;
}

export interface SourceSlice {
  song: OpenSong | null;
  /** The ABC text in the editor. */
  abc: string;
  /** `abc_source` as stored on the server at `song.version` ('' with no song). */
  savedAbc: string;
  /** When the text was restored from a draft on opening, the draft's time (ISO 8601). */
  restoredDraftAt: string | null;
  /**
   * Opens a song fetched from the server, restoring its draft when one differs from it, unless
   * `discardDraft` (the user chose the stored text over theirs after a conflict).
   */
  openSong(song: Song, options?: { discardDraft?: boolean }): void;
  /** Replaces the text (one keystroke, a paste) and keeps the draft up to date. */
  editSource(text: string): void;
  /**
   * Records a successful save: `song` is the server's answer, `sentAbc` the text that was sent.
   * Text typed while the save was under way stays in the editor, still unsaved.
   */
  songSaved(song: Song, sentAbc: string): void;
}

/** Where the draft of the current text goes. */
function draftKeyOf(state: Pick<SourceSlice, 'song'>): DraftKey {
  return state.song?.id ?? 'scratch';
}

/** The slice creator, bound to where drafts are kept. */
export function createSourceSlice(drafts: DraftStorage): StateCreator<EditorState, [], [], SourceSlice> {
  const keepDraft = (state: Pick<SourceSlice, 'song' | 'abc' | 'savedAbc'>): void => {
    const key = draftKeyOf(state);
    if (state.abc === state.savedAbc) drafts.remove(key);
    else {
      drafts.write(key, {
        abc: state.abc,
        baseVersion: state.song?.version ?? null,
        savedAt: new Date().toISOString(),
      });
    }
  };

  const scratch = drafts.read('scratch');
  return (set, get) => ({
    song: null,
    abc: scratch?.abc ?? '',
    savedAbc: '',
    restoredDraftAt: null,

    openSong(song, options = {}) {
      if (options.discardDraft === true) drafts.remove(song.id);
      const draft = drafts.read(song.id);
      const restore = draft !== null && draft.abc !== song.abc_source;
      set({
        song: {
          id: song.id,
          title: song.title,
          // A restored draft keeps the version it was typed against, so that a save after
          // someone else's save is refused (409) instead of overwriting theirs.
          version: restore ? (draft.baseVersion ?? song.version) : song.version,
        },
        abc: restore ? draft.abc : song.abc_source,
        savedAbc: song.abc_source,
        restoredDraftAt: restore ? draft.savedAt : null,
      });
      if (draft !== null && !restore) drafts.remove(song.id);
    },

    editSource(text) {
      if (text === get().abc) return;
      set({ abc: text });
      keepDraft(get());
    },

    songSaved(song, sentAbc) {
      const current = get().song;
      // The user opened another song while this one was being saved: nothing here changes.
      if (current === null || current.id !== song.id) return;
      set({
        song: { id: song.id, title: song.title, version: song.version },
        savedAbc: sentAbc,
        restoredDraftAt: null,
      });
      keepDraft(get());
    },
  });
}

/** True when the text differs from the stored song. */
export const selectIsDirty = (state: EditorState): boolean => state.abc !== state.savedAbc;

/** The `changes` of a save: only the updateable fields that were edited (empty when none). */
export function selectChanges(state: EditorState): SongChanges {
  const changes: SongChanges = {};
  if (state.abc !== state.savedAbc) changes.abc_source = state.abc;
  return changes;
}

export const selectSong = (state: EditorState): OpenSong | null => state.song;
export const selectAbc = (state: EditorState): string => state.abc;
