/**
 * @fileoverview What a file in one of the server's folders is, by its name: an image the panel
 * can show (the formats the server accepts: JPEG, PNG, WebP, DESIGN.md 5), an ABC file, or a
 * MusicXML file (uncompressed; `.mxl` is a ZIP the importer does not read). The wizard's file
 * lists show only the kind their task opens.
 */

export type FileKind = 'image' | 'abc' | 'musicxml' | 'other';

/** The kind of file `name` is, from its extension (case-insensitive). */
export function fileKind(name: string): FileKind {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  switch (extension) {
    case 'png':
    case 'jpg':
    case 'jpeg':
    case 'webp':
      return 'image';
    case 'abc':
      return 'abc';
    case 'xml':
    case 'musicxml':
      return 'musicxml';
    default:
      return 'other';
  }
}

/** The file name without its extension: the title of an import without one. */
export function baseName(name: string): string {
  return name.replace(/\.[A-Za-z0-9]+$/, '');
}

/** Where the browser loads image `name` of `folder` (the server's `/files/<folder>/<name>`). */
export function folderFileUrl(folder: string, name: string): string {
  return `/files/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`;
}
