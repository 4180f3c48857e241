/**
 * @fileoverview The source-image panel at the left of the editor (app-spec 2.2). Scaffolding of
 * the editor's layout: the images engineer replaces it this session with the image menu, zoom,
 * rotate, delete and upload.
 */

export function ImagePanel() {
  return <div className="image-panel" data-testid="image-panel" />;
}
