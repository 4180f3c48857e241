/**
 * @fileoverview The ui slice of the editor store (STYLE.md 11): the score's zoom, whether a save (or
 * an approval) is under way, the one notice shown above the panes: a save confirmation (app-spec
 * 7: "the title, then the song id in parentheses, then 'has been saved'"), a save conflict (409,
 * DESIGN.md 4), an error (DESIGN.md 4: failed calls say what failed), or information; and the
 * conflict being resolved: the song as stored now, and whether its dialog is open.
 */

import type { StateCreator } from 'zustand';
import type { Song } from '../../../../../server/src/api-types.ts';
import { isApiError } from '../../../lib/api.ts';
import type { EditorState } from './index.ts';
import { conflictSongAsOpened } from './sourceSlice.ts';

export type NoticeKind = 'saved' | 'conflict' | 'error' | 'info';

export interface Notice {
  kind: NoticeKind;
  text: string;
  /** For a conflict: the song as stored now; the notice then offers to compare and choose. */
  current?: Song;
}

/** How big the score is shown: fit to the pane's width, or a factor of the page's own size. */
export const SCORE_ZOOMS = ['fit', '1', '1.25', '1.5', '2'] as const;
export type ScoreZoom = (typeof SCORE_ZOOMS)[number];

export interface UiSlice {
  /** A save or an approval is under way (one at a time: both send the song's version). */
  saving: boolean;
  notice: Notice | null;
  scoreZoom: ScoreZoom;
  /** The song as stored when the last save was refused with 409, until the editor chose; else null. */
  conflict: Song | null;
  /** Whether the conflict dialog is showing (closing it keeps the conflict, reopened from the notice). */
  conflictDialogOpen: boolean;
  setScoreZoom(zoom: ScoreZoom): void;
  showNotice(notice: Notice): void;
  dismissNotice(): void;
  saveStarted(): void;
  /** Records the server's answer (see sourceSlice `songSaved`) and confirms the save. */
  saveSucceeded(song: Song, sentAbc: string): void;
  /**
   * Explains a failed save; the text stays in the editor whatever happened. A 409 that carries
   * the stored song opens the conflict dialog. `verb` names what failed ('saved', 'approved').
   */
  saveFailed(error: unknown, verb?: string): void;
  /** Records an approval of Bengali (the song's new version, language B) and says so. */
  approveSucceeded(song: Song): void;
  openConflictDialog(): void;
  closeConflictDialog(): void;
  /** The editor chose: the conflict and its dialog go (the notice too). */
  conflictResolved(): void;
}

/** The confirmation after a save, exactly as app-spec 7 words it. */
export function savedMessage(song: Pick<Song, 'id' | 'title'>): string {
  return `${song.title} (${song.id}) has been saved`;
}

/** The confirmation of Approve Bengali (app-spec 4: "sets language to B"). */
export function approvedMessage(song: Pick<Song, 'id' | 'title' | 'language'>): string {
  return `${song.title} (${song.id}) has been approved as Bengali: its language is now ${song.language}`;
}

/** The message of a 409: who won, and that the editor now chooses so that neither text is lost. */
export function conflictMessage(current: Pick<Song, 'version'> | undefined): string {
  const version = current === undefined ? '' : ` (it is now version ${current.version})`;
  const next =
    current === undefined
      ? 'Your text is still here: copy it, then reload the song to see theirs.'
      : 'Your text is still here: compare the two and choose what to keep.';
  return `Someone else saved this song since you opened it${version}, so your text was not saved. ${next}`;
}

/** What to tell the user about a failed save (or approval: `verb` 'approved'). */
export function saveFailureNotice(error: unknown, verb = 'saved'): Notice {
  if (isApiError(error)) {
    if (error.status === 409 && error.current !== undefined) {
      return { kind: 'conflict', text: conflictMessage(error.current), current: error.current };
    }
    if (error.status === 401) {
      return { kind: 'error', text: 'Your session has ended. Log in again: your text is kept on this computer.' };
    }
    return { kind: 'error', text: `Not ${verb}: ${error.message}` };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'error', text: `Not ${verb}: ${detail}` };
}

export const createUiSlice: StateCreator<EditorState, [], [], UiSlice> = (set, get) => ({
  saving: false,
  notice: null,
  scoreZoom: 'fit',
  conflict: null,
  conflictDialogOpen: false,
  setScoreZoom(scoreZoom) {
    set({ scoreZoom });
  },
  showNotice(notice) {
    set({ notice });
  },
  dismissNotice() {
    set({ notice: null });
  },
  saveStarted() {
    set({ saving: true, notice: null });
  },
  saveSucceeded(song, sentAbc) {
    get().songSaved(song, sentAbc);
    set({ saving: false, notice: { kind: 'saved', text: savedMessage(song) }, conflict: null, conflictDialogOpen: false });
  },
  saveFailed(error, verb) {
    const notice = saveFailureNotice(error, verb);
    if (notice.current === undefined) {
      set({ saving: false, notice });
      return;
    }
    const conflict = conflictSongAsOpened(notice.current, get().savedFields);
    set({ saving: false, notice: { ...notice, current: conflict }, conflict, conflictDialogOpen: true });
  },
  approveSucceeded(song) {
    // Only the approval's fields changed on the server: no text was sent.
    get().songSaved(song, song.abc_source);
    set({ saving: false, notice: { kind: 'saved', text: approvedMessage(song) } });
  },
  openConflictDialog() {
    if (get().conflict !== null) set({ conflictDialogOpen: true });
  },
  closeConflictDialog() {
    set({ conflictDialogOpen: false });
  },
  conflictResolved() {
    set({ conflict: null, conflictDialogOpen: false, notice: null });
  },
});

export const selectNotice = (state: EditorState): Notice | null => state.notice;
export const selectSaving = (state: EditorState): boolean => state.saving;
export const selectScoreZoom = (state: EditorState): ScoreZoom => state.scoreZoom;
/** The conflict of the open song (one left from a song since closed does not count). */
export const selectConflict = (state: EditorState): Song | null =>
  state.conflict !== null && state.song?.id === state.conflict.id ? state.conflict : null;
export const selectConflictDialogOpen = (state: EditorState): boolean => state.conflictDialogOpen && selectConflict(state) !== null;
