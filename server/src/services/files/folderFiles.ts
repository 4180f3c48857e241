/**
 * @fileoverview The server's folders as the wizard sees them (app-spec 2.4 "open image: folder
 * then image", "open ABC file: folder, file", "save to ABC file"; 7 "Folder contents", "ABC file
 * selection"; 9 "Folders: files, archive, UNASSIGNED, src-img, songs, tbt"). Only the folders of
 * DataFolders (dataFolders.ts) are ever opened, only plain names of known kinds inside them
 * (fileNames.ts), and only regular files: a symbolic link or a sub-folder is not a file here.
 *
 * Usage examples: folderFiles.test.ts, routes/folders.test.ts.
 */

import { randomBytes } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  type FolderFile,
  type FolderFileKind,
  type FolderFileResponse,
  type FolderFilesResponse,
  type FoldersResponse,
  type MatchingImage,
  SERVER_FOLDERS,
  type SaveAbcFileResponse,
  type ServerFolderName,
} from '../../api-types.js';
import { type DataFolders, IMAGE_FOLDERS } from '../../dataFolders.js';
import { ApiError } from '../../errors/ApiError.js';
import { decodeAbcBytes, normaliseLineEnds } from '../demo/abcText.js';
import { imageUrl } from '../images/imageStore.js';
import { abcHeaderFields } from './abcHeader.js';
import { baseNameOf, checkFileName, KIND_BY_EXTENSION, kindOfFileName } from './fileNames.js';

/** Largest text file opened: a song's abc_source may have 1,000,000 characters of up to 3 bytes. */
export const MAX_TEXT_FILE_BYTES = 4 * 1024 * 1024;

/** The folder ABC files are saved to (app-spec 9 "source abc"). */
export const SONGS_FOLDER: ServerFolderName = 'songs';

/** True when `name` is one of the folders of app-spec 9. */
export function isServerFolder(name: string): name is ServerFolderName {
  return (SERVER_FOLDERS as readonly string[]).includes(name);
}

/** @throws ApiError 404 `folder_not_found` for any other name */
function checkFolder(name: string): ServerFolderName {
  if (!isServerFolder(name)) throw ApiError.of('folder_not_found', `There is no folder '${name.slice(0, 80)}'; the folders are ${SERVER_FOLDERS.join(', ')}`);
  return name;
}

/**
 * app-spec 7's cache-busting suffix of an image URL: `?v=` and 5 digits, the file's modification
 * time in seconds modulo 100000, so a file written again under the same name is fetched again.
 */
export function cacheBustingSuffix(modified: Date): string {
  const seconds = Math.floor(modified.getTime() / 1000);
  return `?v=${String(Number.isFinite(seconds) ? seconds % 100_000 : 0).padStart(5, '0')}`;
}

/**
 * Where the browser loads a file: images in the folders served under /files/ (all but `songs`),
 * with the cache-busting suffix; null for ABC and MusicXML files, which are read through the API.
 */
export function fileUrl(folder: ServerFolderName, name: string, kind: FolderFileKind, modified: Date): string | null {
  if (kind !== 'image' || folder === SONGS_FOLDER) return null;
  return `${folder === 'files' ? `/files/${name}` : `/files/${folder}/${name}`}${cacheBustingSuffix(modified)}`;
}

function toFolderFile(folder: ServerFolderName, name: string, kind: FolderFileKind, stats: Stats): FolderFile {
  return { name, kind, size: stats.size, modified_at: stats.mtime.toISOString(), url: fileUrl(folder, name, kind, stats.mtime) };
}

/** The stats of a regular file, or undefined when there is none (missing, a link, a folder). */
async function regularFile(filePath: string): Promise<Stats | undefined> {
  try {
    const stats = await lstat(filePath);
    return stats.isFile() ? stats : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The listable entries of a folder: regular files with a plain, known name. A missing folder has none. */
async function listableEntries(folderPath: string): Promise<Dirent[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folderPath, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.filter((entry) => entry.isFile() && kindOfFileName(entry.name) !== undefined);
}

/** Every folder of app-spec 9, in its order, with the number of files the API lists in it. */
export async function listFolders(folders: DataFolders): Promise<FoldersResponse> {
  const counted = await Promise.all(
    SERVER_FOLDERS.map(async (name) => ({ name, file_count: (await listableEntries(folders[name])).length })),
  );
  return { folders: counted };
}

/**
 * The files of `folder`, by name.
 * @throws ApiError 404 `folder_not_found`
 */
export async function listFolderFiles(folders: DataFolders, folder: string): Promise<FolderFilesResponse> {
  const name = checkFolder(folder);
  const files: FolderFile[] = [];
  for (const entry of await listableEntries(folders[name])) {
    // A file removed between the listing and its lstat is left out.
    const stats = await regularFile(path.join(folders[name], entry.name));
    if (stats !== undefined) files.push(toFolderFile(name, entry.name, kindOfFileName(entry.name)!, stats));
  }
  files.sort((a, b) => a.name.localeCompare(b.name));
  return { folder: name, files };
}

/** The first image named `<baseName>.<png|jpg|jpeg|webp>` in the image folders, or null. */
export async function findMatchingImage(folders: DataFolders, baseName: string): Promise<MatchingImage | null> {
  const extensions = Object.keys(KIND_BY_EXTENSION).filter((extension) => KIND_BY_EXTENSION[extension] === 'image');
  for (const folder of IMAGE_FOLDERS) {
    for (const extension of extensions) {
      const name = baseName + extension;
      if (kindOfFileName(name) !== 'image') continue;
      const stats = await regularFile(path.join(folders[folder], name));
      if (stats !== undefined) return { name, folder, url: imageUrl({ folder, name }) + cacheBustingSuffix(stats.mtime) };
    }
  }
  return null;
}

/**
 * An ABC or MusicXML file of `folder`: its text (UTF-8, or Latin-1 for an old file that is not
 * valid UTF-8; line ends made LF), the header fields of its first tune (ABC only), and the image
 * of the same base name.
 * @throws ApiError 404 `folder_not_found` or `file_not_found`; 400 `bad_file_name` (also for an
 *   image: it is opened by its URL); 413 `file_too_large` over MAX_TEXT_FILE_BYTES
 */
export async function readFolderFile(folders: DataFolders, folder: string, name: string): Promise<FolderFileResponse> {
  const folderName = checkFolder(folder);
  const kind = checkFileName(name, ['abc', 'musicxml']);
  const filePath = path.join(folders[folderName], name);
  const stats = await regularFile(filePath);
  if (stats === undefined) throw ApiError.of('file_not_found', `There is no file '${name}' in ${folderName}`);
  if (stats.size > MAX_TEXT_FILE_BYTES) throw ApiError.of('file_too_large');
  const text = normaliseLineEnds(decodeAbcBytes(await readFile(filePath)));
  return {
    folder: folderName,
    file: toFolderFile(folderName, name, kind, stats),
    text,
    header: kind === 'abc' ? abcHeaderFields(text) : {},
    image: await findMatchingImage(folders, baseNameOf(name)),
  };
}

/**
 * Saves `text` as the ABC file `name` (`<repo_id>.abc`) in the songs folder (app-spec 2.4 "save
 * to ABC file"), replacing a file of that name. Written to a temporary file first and renamed,
 * so a reader never sees half a file.
 * @throws ApiError 400 `bad_file_name` unless a plain `.abc` name; 400 `nothing_to_save` with
 *   app-spec 8's 'Nothing to save, try again later ...' when the text is empty or only spaces
 */
export async function saveSongFile(folders: DataFolders, name: string, text: string): Promise<SaveAbcFileResponse> {
  checkFileName(name, ['abc']);
  if (text.trim() === '') throw ApiError.of('nothing_to_save');
  const folderPath = folders[SONGS_FOLDER];
  const filePath = path.join(folderPath, name);
  const existed = (await regularFile(filePath)) !== undefined;
  const temporary = path.join(folderPath, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { encoding: 'utf8', flag: 'wx' });
    await rename(temporary, filePath);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  const stats = await regularFile(filePath);
  return { file: toFolderFile(SONGS_FOLDER, name, 'abc', stats!), created: !existed };
}
