/**
 * @fileoverview The image itself, at its size step's width and turned by its rotation, inside a
 * scrolling viewport (app-spec 2.2, 4, 9). A CSS rotation does not turn the layout box, so the
 * image sits in a frame of the turned size (imageView.ts `rotatedLayout`) and the viewport
 * scrolls over exactly what is drawn. A failed load shows the alt text 'Image Unavailable'
 * (app-spec 8).
 */

import { useState } from 'react';

import type { ShownImage } from '../imageStore.ts';
import { imageWidth, rotatedLayout, type ImageView } from '../imageView.ts';

/** Height over width before the image has loaded: an A4 page. */
const PAGE_ASPECT = 297 / 210;

export function ImageViewer({ image, view }: { image: ShownImage; view: ImageView }) {
  // Keyed by URL, so a new image starts unloaded and without an old failure.
  const [loaded, setLoaded] = useState<{ url: string; aspect: number | null; failed: boolean }>({ url: image.url, aspect: null, failed: false });
  const current = loaded.url === image.url ? loaded : { url: image.url, aspect: null, failed: false };

  const width = imageWidth(view.sizeStep);
  const height = Math.round(width * (current.aspect ?? PAGE_ASPECT));
  const layout = rotatedLayout(width, height, view.rotation);

  return (
    // Focusable, so the arrow keys scroll a page larger than the panel.
    <div className="image-viewport" data-testid="image-viewport" tabIndex={0} role="region" aria-label="Source image view">
      <div className="image-frame" style={{ width: layout.boxWidth, height: layout.boxHeight }}>
        <img
          className="image-picture"
          data-testid="source-image"
          src={image.url}
          alt={current.failed ? 'Image Unavailable' : `Source image ${image.name}`}
          width={width}
          height={current.failed ? undefined : height}
          data-rotation={view.rotation}
          style={{ left: layout.left, top: layout.top, transform: `rotate(${view.rotation}deg)` }}
          onLoad={(event) => {
            const picture = event.currentTarget;
            const aspect = picture.naturalWidth > 0 ? picture.naturalHeight / picture.naturalWidth : null;
            setLoaded({ url: image.url, aspect, failed: false });
          }}
          onError={() => setLoaded({ url: image.url, aspect: null, failed: true })}
          draggable={false}
        />
      </div>
    </div>
  );
}
