/**
 * @fileoverview Which file names the folder routes accept (`/api/folders/...`): a plain name
 * inside one folder with a known extension, never a path. Names come from the URL, so every
 * check that keeps a request inside its folder is made here, before the file system is touched:
 * no separators, no `..`, no leading dot (hidden and temporary files), no control characters.
 *
 * Usage examples: fileNames.test.ts.
 */

import type { FolderFileKind } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';

/** The kind of a file by its lower-case extension (app-spec 2.4: ABC and MusicXML files, images). */
export const KIND_BY_EXTENSION: Readonly<Record<string, FolderFileKind>> = {
  '.abc': 'abc',
  '.xml': 'musicxml',
  '.musicxml': 'musicxml',
  '.png': 'image',
  '.jpg': 'image',
  '.jpeg': 'image',
  '.webp': 'image',
};

/** Longest name accepted (most file systems allow 255 bytes). */
export const MAX_FILE_NAME_LENGTH = 200;

/** The lower-case extension of `name` ('.abc'), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The name without its extension ('song-12.abc' -> 'song-12'). */
export function baseNameOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

/** The kind of a plain, known file name, or undefined for any other name. */
export function kindOfFileName(name: string): FolderFileKind | undefined {
  if (name.length === 0 || name.length > MAX_FILE_NAME_LENGTH) return undefined;
  if (name.startsWith('.') || name.includes('..')) return undefined;
  // Separators of every platform, NUL and other control characters.
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return undefined;
  return KIND_BY_EXTENSION[extensionOf(name)];
}

/**
 * Checks a name from a request.
 * @returns its kind
 * @throws ApiError 400 `bad_file_name` for anything but a plain name with a known extension
 */
export function checkFileName(name: string, allowed: readonly FolderFileKind[] = ['abc', 'musicxml', 'image']): FolderFileKind {
  const kind = kindOfFileName(name);
  if (kind === undefined || !allowed.includes(kind)) {
    const extensions = Object.keys(KIND_BY_EXTENSION).filter((extension) => allowed.includes(KIND_BY_EXTENSION[extension]!));
    throw ApiError.of('bad_file_name', `'${name.slice(0, 80)}' is not a file name this accepts: a plain name ending in ${extensions.join(', ')}`);
  }
  return kind;
}
