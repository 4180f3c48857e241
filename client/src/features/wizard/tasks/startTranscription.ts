/**
 * @fileoverview What the wizard's "new transcription" (the header builder) and "open ABC file"
 * (app-spec 2.4: an ABC file opens as a new transcription) share besides the editor store's
 * `newTranscription` action: the routes, and showing the file's image once the image panel has
 * let go of the closed song.
 */

import { useImageStore, type ShownImage } from '../../images/imageStore.ts';

/** The routes to a song and to an empty editor (app-spec 2.1: "Opening or fetching a song navigates to /"). */
export const songPath = (id: number): string => `/?song=${id}`;
export const NEW_TRANSCRIPTION_PATH = '/';

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
