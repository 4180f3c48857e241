/**
 * @fileoverview The ui slice of the editor store (STYLE.md 11): the score's zoom, whether a save is
 * under way, and the one notice shown above the panes: a save confirmation (app-spec 7: "the title, then the song id
 * in parentheses, then 'has been saved'"), a save conflict (409, DESIGN.md 4), an error (DESIGN.md
 * 4: failed calls say what failed), or information.
 */

import type { StateCreator } from 'zustand';
import type { Song } from '../../../../../server/src/api-types.ts';
import { isApiError } from '../../../lib/api.ts';
import type { EditorState } from './index.ts';

export type NoticeKind = 'saved' | 'conflict' | 'error' | 'info';

export interface Notice {
  kind: NoticeKind;
  text: string;
  /** For a conflict: the song as stored now, so the user can load it. */
  current?: Song;
}

/** How big the score is shown: fit to the pane's width, or a factor of the page's own size. */
export const SCORE_ZOOMS = ['fit', '1', '1.25', '1.5', '2'] as const;
export type ScoreZoom = (typeof SCORE_ZOOMS)[number];

export interface UiSlice {
  saving: boolean;
  notice: Notice | null;
  scoreZoom: ScoreZoom;
  setScoreZoom(zoom: ScoreZoom): void;
  showNotice(notice: Notice): void;
  dismissNotice(): void;
  saveStarted(): void;
  /** Records the server's answer (see sourceSlice `songSaved`) and confirms the save. */
  saveSucceeded(song: Song, sentAbc: string): void;
  /** Explains a failed save; the text stays in the editor whatever happened. */
  saveFailed(error: unknown): void;
}

/** The confirmation after a save, exactly as app-spec 7 words it. */
export function savedMessage(song: Pick<Song, 'id' | 'title'>): string {
  return `${song.title} (${song.id}) has been saved`;
}

/** The message of a 409: who won, and what to do so that neither text is lost. */
export function conflictMessage(current: Pick<Song, 'version'> | undefined): string {
  const version = current === undefined ? '' : ` (it is now version ${current.version})`;
  return (
    `Someone else saved this song since you opened it${version}, so your text was not saved. ` +
    'Your text is still here: copy it, then reload the song to see theirs.'
  );
}

/** What to tell the user about a failed save. */
export function saveFailureNotice(error: unknown): Notice {
  if (isApiError(error)) {
    if (error.status === 409) return { kind: 'conflict', text: conflictMessage(error.current), current: error.current };
    if (error.status === 401) {
      return { kind: 'error', text: 'Your session has ended. Log in again: your text is kept on this computer.' };
    }
    return { kind: 'error', text: `Not saved: ${error.message}` };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'error', text: `Not saved: ${detail}` };
}

export const createUiSlice: StateCreator<EditorState, [], [], UiSlice> = (set, get) => ({
  saving: false,
  notice: null,
  scoreZoom: 'fit',
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
    set({ saving: false, notice: { kind: 'saved', text: savedMessage(song) } });
  },
  saveFailed(error) {
    set({ saving: false, notice: saveFailureNotice(error) });
  },
});

export const selectNotice = (state: EditorState): Notice | null => state.notice;
export const selectSaving = (state: EditorState): boolean => state.saving;
export const selectScoreZoom = (state: EditorState): ScoreZoom => state.scoreZoom;
