/**
 * @fileoverview The source-image panel at the left of the editor (app-spec 2.2): the scan the
 * editor transcribes from. A toolbar with the image menu (the song's images, and Upload), zoom
 * out and in (size steps 1 to 9, width 300 + 100 px per step), rotate 90 degrees and delete
 * image (after a confirmation); below it the image, which scrolls inside the panel. A file
 * dropped on the panel is uploaded too, with a progress line; refusals are shown in the server's
 * words. An image that fails to load shows the alt text 'Image Unavailable' (app-spec 8).
 *
 * State: the song's list and the image on show live in imageStore.ts (the wizard shows images
 * there too); size and rotation per song in localStorage (hooks/useImageView.ts).
 */

import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';

import { useEditorStore } from '../../editor/store/context.tsx';
import type { EditorState } from '../../editor/store/index.ts';
import { useImageUpload } from '../hooks/useImageUpload.ts';
import { useImageView } from '../hooks/useImageView.ts';
import { useImageStore } from '../imageStore.ts';
import { formatBytes, imageWidth, MAX_SIZE_STEP, MIN_SIZE_STEP } from '../imageView.ts';
import { ImageViewer } from './ImageViewer.tsx';
import './ImagePanel.css';

const selectSongId = (state: EditorState): number | null => state.song?.id ?? null;

/** What the file input accepts; the server checks the content anyway. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

export function ImagePanel() {
  const songId = useEditorStore(selectSongId);
  const images = useImageStore((state) => state.images);
  const shown = useImageStore((state) => state.shown);
  const status = useImageStore((state) => state.status);
  const error = useImageStore((state) => state.error);
  const { view, zoomIn, zoomOut, rotate } = useImageView(songId);
  const { progress, uploading, upload } = useImageUpload();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void useImageStore.getState().refresh(songId);
    setConfirmingDelete(false);
  }, [songId]);

  const shownIsListed = shown !== null && images.some((image) => image.name === shown.name);

  const chooseImage = (event: ChangeEvent<HTMLSelectElement>) => {
    const image = images.find((listed) => listed.name === event.target.value);
    if (image !== undefined) useImageStore.getState().showImage(image);
    setConfirmingDelete(false);
  };

  const uploadFiles = (files: FileList | null) => {
    // One upload at a time: a second drop while one runs would fight over the progress line.
    if (songId === null || uploading || files === null || files.length === 0) return;
    void upload(songId, Array.from(files));
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    uploadFiles(event.target.files);
    // The same file may be chosen again after a refusal.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (songId === null || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    uploadFiles(event.dataTransfer.files);
  };

  const deleteShown = async () => {
    if (shown === null) return;
    setConfirmingDelete(false);
    await useImageStore.getState().deleteImage(shown.name);
  };

  return (
    <div
      className={`image-panel${dragging ? ' image-panel-dragging' : ''}`}
      data-testid="image-panel"
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Leaving for a child of the panel (the toolbar, the image) is still over the panel.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="image-toolbar" role="toolbar" aria-label="Image tools">
        <div className="image-toolbar-row">
          <select
            className="image-menu"
            aria-label="Image"
            value={shownIsListed ? shown.name : ''}
            onChange={chooseImage}
            disabled={images.length === 0}
          >
            {!shownIsListed && <option value="">{images.length === 0 ? 'No images' : shown === null ? 'Choose an image' : shown.name}</option>}
            {images.map((image, index) => (
              <option key={image.name} value={image.name} title={`${image.name}: ${image.width} × ${image.height} px, ${formatBytes(image.byte_size)}`}>
                {`${index + 1}. ${image.original_name ?? image.name}`}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => fileInput.current?.click()} disabled={songId === null || uploading} title="Upload a JPEG, PNG or WebP image to this song">
            Upload
          </button>
          <input ref={fileInput} className="image-file-input" type="file" accept={ACCEPTED_TYPES} multiple onChange={onFileChosen} aria-label="Image file to upload" data-testid="image-file-input" />
        </div>
        <div className="image-toolbar-row">
          <button type="button" onClick={zoomOut} disabled={view.sizeStep <= MIN_SIZE_STEP} aria-label="Zoom out" title="Zoom out">
            −
          </button>
          <span className="image-size" aria-live="polite" title={`Size step ${view.sizeStep} of ${MAX_SIZE_STEP}`}>
            {imageWidth(view.sizeStep)} px
          </span>
          <button type="button" onClick={zoomIn} disabled={view.sizeStep >= MAX_SIZE_STEP} aria-label="Zoom in" title="Zoom in">
            +
          </button>
          <button type="button" onClick={rotate} disabled={shown === null} aria-label="Rotate 90 degrees" title="Rotate 90 degrees clockwise">
            ⟳ 90°
          </button>
          <button type="button" onClick={() => setConfirmingDelete(true)} disabled={!shownIsListed} aria-label="Delete image" title="Take this image off the song">
            Delete
          </button>
        </div>
      </div>

      {confirmingDelete && shown !== null && (
        <div
          className="image-confirm"
          role="alertdialog"
          aria-label="Delete image"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setConfirmingDelete(false);
          }}
        >
          <span>Take this image off the song? It is kept on the server, unattached.</span>
          <button type="button" className="image-confirm-delete" onClick={() => void deleteShown()}>
            Delete
          </button>
          {/* Focus on Cancel: Enter right after asking must not delete. */}
          <button type="button" onClick={() => setConfirmingDelete(false)} autoFocus>
            Cancel
          </button>
        </div>
      )}
      {progress !== null && (
        <p className="image-progress" role="status">
          {progress}
        </p>
      )}
      {error !== null && (
        <p className="image-error" role="alert">
          {error}
          {status === 'failed' && (
            <>
              {' '}
              <button type="button" className="image-retry" onClick={() => void useImageStore.getState().refresh(songId)}>
                Try again
              </button>
            </>
          )}
        </p>
      )}

      {shown !== null ? (
        <ImageViewer image={shown} view={view} />
      ) : (
        <p className="image-empty">
          {songId === null
            ? 'Open a song to see its source image.'
            : status === 'loading'
              ? 'Loading images…'
              : 'This song has no image yet. Upload one, or drop a JPEG, PNG or WebP file here.'}
        </p>
      )}
    </div>
  );
}
