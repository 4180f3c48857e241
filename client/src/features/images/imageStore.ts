/**
 * @fileoverview The source-image panel's state (app-spec 2.2, 4): the current song's images, the
 * image on show, and whether the list is loading or failed. One app-wide Zustand store, so that
 * the wizard can show an image too: "open image" shows an image from a server folder with
 * `useImageStore.getState().showImage({ name, url })`, and "match image with song" calls
 * `refresh(songId)` after attaching one.
 *
 * Rules it keeps:
 * - `refresh(songId)` loads the song's list and shows its first image, unless the image on show
 *   is in the new list (a reload of the same song keeps the choice); an answer for a song that is
 *   no longer current is dropped (fast first/prev/next/last);
 * - deleting an image removes it from the list (app-spec 4) and shows the next one;
 * - a failed call leaves the list as it was and says why in `error` (the panel shows it).
 *
 * Usage examples: imageStore.test.ts. Size and rotation are not here: they are per song, in
 * localStorage (imageView.ts).
 */

import { create, type StateCreator } from 'zustand';

import type { SongImage } from '../../../../server/src/api-types.ts';
import { imagesApi, type ImagesApi } from './api/images.ts';

/** What the panel needs to show an image: its name (for the menu and delete) and its URL. */
export interface ShownImage {
  name: string;
  url: string;
}

export type ImageListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ImageState {
  /** The song whose images are listed; null before a song is open. */
  songId: number | null;
  /** The song's images, in the order they were attached. */
  images: SongImage[];
  /** The image on show; not necessarily one of `images` (the wizard may show any image). */
  shown: ShownImage | null;
  status: ImageListStatus;
  /** Why the last call failed, in words for the user; null after a success. */
  error: string | null;

  /** Shows `image` in the panel (the wizard's "open image"; a choice in the image menu). */
  showImage(image: ShownImage): void;
  /** Loads song `songId`'s images (null: no song, an empty panel). Never rejects. */
  refresh(songId: number | null): Promise<void>;
  /** Adds an image just uploaded to the current song and shows it. */
  imageAdded(image: SongImage): void;
  /** Takes `name` off the current song on the server and out of the list. Never rejects. */
  deleteImage(name: string): Promise<boolean>;
  /** Sets or clears the message of a failure (an upload the panel made). */
  setError(error: string | null): void;
}

/** The message of a failed call. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'The images could not be loaded';
}

const toShown = (image: SongImage): ShownImage => ({ name: image.name, url: image.url });

/** The store's state and actions over `api` (tests pass a fake). */
export function imageStoreCreator(api: ImagesApi): StateCreator<ImageState> {
  return (set, get) => ({
    songId: null,
    images: [],
    shown: null,
    status: 'idle',
    error: null,

    showImage: (image) => set({ shown: { name: image.name, url: image.url } }),

    refresh: async (songId) => {
      if (songId === null) {
        set({ songId: null, images: [], shown: null, status: 'idle', error: null });
        return;
      }
      const sameSong = get().songId === songId;
      set({ songId, status: 'loading', error: null, ...(sameSong ? {} : { images: [], shown: null }) });
      try {
        const images = await api.list(songId);
        if (get().songId !== songId) return;
        const shown = get().shown;
        const keep = shown !== null && images.some((image) => image.name === shown.name);
        set({ images, status: 'ready', shown: keep ? shown : images[0] === undefined ? null : toShown(images[0]) });
      } catch (error) {
        if (get().songId !== songId) return;
        set({ status: 'failed', error: messageOf(error) });
      }
    },

    imageAdded: (image) => {
      if (get().images.some((listed) => listed.name === image.name)) return;
      set((state) => ({ images: [...state.images, image], shown: toShown(image), error: null }));
    },

    deleteImage: async (name) => {
      const songId = get().songId;
      if (songId === null) return false;
      try {
        await api.remove(songId, name);
      } catch (error) {
        set({ error: messageOf(error) });
        return false;
      }
      if (get().songId !== songId) return true;
      set((state) => {
        const index = state.images.findIndex((image) => image.name === name);
        const images = state.images.filter((image) => image.name !== name);
        const next = images[Math.min(Math.max(index, 0), images.length - 1)];
        const shown = state.shown?.name === name ? (next === undefined ? null : toShown(next)) : state.shown;
        return { images, shown, error: null };
      });
      return true;
    },

    setError: (error) => set({ error }),
  });
}

/** The app's image store: `useImageStore((state) => state.shown)`, `useImageStore.getState().refresh(12)`. */
export const useImageStore = create<ImageState>()(imageStoreCreator(imagesApi));

/** Module-level selectors (STYLE.md 11). */
export const selectShownImage = (state: ImageState): ShownImage | null => state.shown;
export const selectImages = (state: ImageState): SongImage[] => state.images;
