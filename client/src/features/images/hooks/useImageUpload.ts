/**
 * @fileoverview Uploads files the user chose or dropped to the open song (app-spec 2.2; routes
 * images.ts), one after another, with a progress line; each stored image joins the song's list
 * and is shown. A refusal is shown in the server's words ("SVG images are not accepted ...").
 */

import { useCallback, useState } from 'react';

import { isAbortError } from '../../../lib/api.ts';
import { uploadSongImage } from '../api/images.ts';
import { useImageStore } from '../imageStore.ts';
import { uploadProgressText } from '../imageView.ts';

export interface ImageUpload {
  /** The progress line while an upload runs, else null. */
  progress: string | null;
  uploading: boolean;
  /** Uploads `files` to song `songId` in order; resolves when all are done or refused. */
  upload(songId: number, files: readonly File[]): Promise<void>;
}

export function useImageUpload(): ImageUpload {
  const [progress, setProgress] = useState<string | null>(null);

  const upload = useCallback(async (songId: number, files: readonly File[]) => {
    const store = useImageStore.getState();
    store.setError(null);
    const refusals: string[] = [];
    for (const [index, file] of files.entries()) {
      const which = { index, count: files.length };
      setProgress(uploadProgressText(file.name, 0, file.size, which));
      try {
        const image = await uploadSongImage(songId, file, {
          onProgress: ({ loaded, total }) => setProgress(uploadProgressText(file.name, loaded, total, which)),
        });
        // The song may have changed while the bytes travelled: the image is on its own song.
        if (useImageStore.getState().songId === songId) useImageStore.getState().imageAdded(image);
      } catch (error) {
        if (isAbortError(error)) break;
        refusals.push(`${file.name} was not uploaded: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    setProgress(null);
    if (refusals.length > 0) useImageStore.getState().setError(refusals.join(' '));
  }, []);

  return { progress, uploading: progress !== null, upload };
}
