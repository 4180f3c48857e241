/**
 * @fileoverview The server's folders under DATA_DIR (app-spec 9, "Folders: files, archive,
 * UNASSIGNED, src-img, songs, tbt"), created on every start (start.ts).
 *
 * Layout: `files` is the one folder served to browsers, under `/files/` (middleware/files.ts;
 * DESIGN.md 4 "Files": generated `svg/` and `pdf/` live there too). The four image folders sit
 * inside it so that every image URL is `/files/<folder>/<name>`; `songs` (the ABC source files,
 * app-spec's "source abc" directory) sits beside it, outside what is served, because song
 * sources are the archive's data and are read through the API with a token.
 *
 *     DATA_DIR/files/              served as /files/
 *     DATA_DIR/files/src-img/      source images (scans) of songs
 *     DATA_DIR/files/archive/      images of archived songs
 *     DATA_DIR/files/tbt/          images waiting to be transcribed ("to be transcribed")
 *     DATA_DIR/files/UNASSIGNED/   images not attached to any song
 *     DATA_DIR/songs/              ABC source files
 *
 * Usage examples: dataFolders.test.ts.
 */

import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { ImageFolder } from './api-types.js';

/** The folder names of app-spec 9, as the app and its wizard name them. */
export const FOLDER_NAMES = ['files', 'archive', 'UNASSIGNED', 'src-img', 'songs', 'tbt'] as const;
export type FolderName = (typeof FOLDER_NAMES)[number];

/** The folders that hold images, all inside `files` (served under /files/<folder>/). */
export const IMAGE_FOLDERS: readonly ImageFolder[] = ImageFolder.options;
export type { ImageFolder };

/** Absolute path of each folder of app-spec 9. */
export type DataFolders = Readonly<Record<FolderName, string>>;

/** The folders' absolute paths for `dataDir` (nothing is created; see `ensureDataFolders`). */
export function dataFolders(dataDir: string): DataFolders {
  const files = path.join(dataDir, 'files');
  return Object.freeze({
    files,
    archive: path.join(files, 'archive'),
    UNASSIGNED: path.join(files, 'UNASSIGNED'),
    'src-img': path.join(files, 'src-img'),
    songs: path.join(dataDir, 'songs'),
    tbt: path.join(files, 'tbt'),
  });
}

/** True when `name` is one of the image folders (for a folder named in a request). */
export function isImageFolder(name: string): name is ImageFolder {
  return (IMAGE_FOLDERS as readonly string[]).includes(name);
}

/**
 * Creates every folder that does not exist yet (existing folders and their files are kept).
 * @throws the file system's error when a folder cannot be made (for example a file by that name)
 */
export async function ensureDataFolders(folders: DataFolders): Promise<void> {
  // `files` first: the image folders are inside it.
  for (const name of FOLDER_NAMES) await mkdir(folders[name], { recursive: true });
}
