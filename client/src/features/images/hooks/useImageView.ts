/**
 * @fileoverview The panel's size step and rotation for the open song (imageView.ts), read from
 * localStorage when the song changes and written back on every change, so a reload shows the
 * image as it was left (app-spec 4, 9).
 */

import { useCallback, useState } from 'react';

import { browserStorage } from '../../../lib/browserStorage.ts';
import { DEFAULT_IMAGE_VIEW, loadImageView, nextRotation, saveImageView, zoomIn, zoomOut, type ImageView } from '../imageView.ts';

export interface ImageViewControls {
  view: ImageView;
  zoomIn(): void;
  zoomOut(): void;
  rotate(): void;
}

/** The view of song `songId`'s image (the default view while no song is open). */
export function useImageView(songId: number | null): ImageViewControls {
  const [state, setState] = useState(() => ({
    songId,
    view: songId === null ? DEFAULT_IMAGE_VIEW : loadImageView(browserStorage(), songId),
  }));
  // Another song: take its stored view during this render (React's "adjusting state on a prop
  // change"), so the first paint of the new song already has its size.
  let current = state;
  if (state.songId !== songId) {
    current = { songId, view: songId === null ? DEFAULT_IMAGE_VIEW : loadImageView(browserStorage(), songId) };
    setState(current);
  }

  const change = useCallback(
    (update: (view: ImageView) => ImageView) => {
      setState((previous) => {
        const view = update(previous.view);
        if (previous.songId !== null) saveImageView(browserStorage(), previous.songId, view);
        return { ...previous, view };
      });
    },
    [],
  );

  return {
    view: current.view,
    zoomIn: useCallback(() => change((view) => ({ ...view, sizeStep: zoomIn(view.sizeStep) })), [change]),
    zoomOut: useCallback(() => change((view) => ({ ...view, sizeStep: zoomOut(view.sizeStep) })), [change]),
    rotate: useCallback(() => change((view) => ({ ...view, rotation: nextRotation(view.rotation) })), [change]),
  };
}
