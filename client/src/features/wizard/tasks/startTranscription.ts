/**
 * @fileoverview Puts a new transcription into the editor: no song open, the given ABC as the
 * unsaved text and the given fields (title, language, date) as edited values, so the text is kept
 * as the scratch draft (editor/store/drafts.ts) until it is saved. Used by "new transcription"
 * (the header builder) and "open ABC file" (app-spec 2.4: an ABC file opens as a new
 * transcription).
 *
 * The editor store has no action that closes the open song, so this resets the source slice's
 * song fields itself (the same empty values the slice starts with, fieldValuesOf(null)) and then
 * goes through `editSource` and `editField`, which keep the draft. A `newTranscription` action in
 * sourceSlice.ts would be the better home; see the wizard's report.
 */

import type { EditorStore } from '../../editor/store/index.ts';
import { useImageStore, type ShownImage } from '../../images/imageStore.ts';
import { fieldValuesOf, type SongField } from '../../editor/store/sourceSlice.ts';

/** The routes to a song and to an empty editor (app-spec 2.1: "Opening or fetching a song navigates to /"). */
export const songPath = (id: number): string => `/?song=${id}`;
export const NEW_TRANSCRIPTION_PATH = '/';

/** Closes the open song and puts `abc` and `fields` into the editor as unsaved text. */
export function startTranscription(editor: EditorStore, abc: string, fields: Partial<Record<SongField, string>> = {}): void {
  const empty = fieldValuesOf(null);
  editor.setState({ song: null, stored: null, abc: '', savedAbc: '', fields: empty, savedFields: empty, restoredDraftAt: null });
  const state = editor.getState();
  state.editSource(abc);
  for (const [field, value] of Object.entries(fields) as [SongField, string][]) state.editField(field, value);
}

/** How long to wait for the image panel to let go of the closed song's images, in ms. */
const PANEL_RESET_WAIT_MS = 2000;

/**
 * Shows `image` in the image panel for the new transcription. The panel lists the open song's
 * images and empties itself when the song closes (images/imageStore.ts `refresh(null)`, run by
 * the panel after the editor's song changes), so the image is shown once that has happened, or
 * at once when no song's images were listed.
 */
export function showImageOfNewTranscription(image: ShownImage): void {
  if (useImageStore.getState().songId === null) {
    useImageStore.getState().showImage(image);
    return;
  }
  const unsubscribe = useImageStore.subscribe((state) => {
    if (state.songId !== null) return;
    stop();
    state.showImage(image);
  });
  const timer = setTimeout(() => stop(), PANEL_RESET_WAIT_MS);
  function stop(): void {
    clearTimeout(timer);
    unsubscribe();
  }
}
