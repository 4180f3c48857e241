/**
 * @fileoverview HTTP API shapes, the server's folders and their files (routes/folders.ts).
 * api-types.ts says how the server and the client share them.
 */

import { z } from 'zod';
import { ImageFolder } from './images.js';

// --- The server's folders (app-spec 2.4 wizard: open ABC file, save to ABC file; 7 "Folder
// contents", "ABC file selection"; 9 "Folders"; routes/folders.ts) ---

/** The server's folders of app-spec 9, as the wizard names them. */
export const SERVER_FOLDERS = ['files', 'archive', 'UNASSIGNED', 'src-img', 'songs', 'tbt'] as const;
export const ServerFolderName = z.enum(SERVER_FOLDERS);
export type ServerFolderName = z.infer<typeof ServerFolderName>;

export const ServerFolder = z.object({
  name: ServerFolderName,
  /** Files the folder holds that the API lists (FolderFile kinds), not counting sub-folders. */
  file_count: z.number().int(),
});
export type ServerFolder = z.infer<typeof ServerFolder>;

/** `GET /api/folders` */
export const FoldersResponse = z.object({ folders: z.array(ServerFolder) });
export type FoldersResponse = z.infer<typeof FoldersResponse>;

/** What a file is, by its extension: ABC text, MusicXML text, or an image. */
export const FolderFileKind = z.enum(['abc', 'musicxml', 'image']);
export type FolderFileKind = z.infer<typeof FolderFileKind>;

export const FolderFile = z.object({
  name: z.string(),
  kind: FolderFileKind,
  /** Bytes. */
  size: z.number().int(),
  /** ISO 8601 time the file was last written. */
  modified_at: z.string(),
  /**
   * Where the browser loads it (`/files/<folder>/<name>?v=<5 digits>`, the cache-busting suffix
   * of app-spec 7), for images in the served folders; else null.
   */
  url: z.string().nullable(),
});
export type FolderFile = z.infer<typeof FolderFile>;

/** `:folder` of `/api/folders/:folder/files`. */
export const FolderParams = z.object({ folder: z.string().describe('One of the folders of app-spec 9') });

/** `:folder` and `:name` of `/api/folders/:folder/files/:name`. */
export const FolderFileParams = z.object({
  folder: z.string().describe('One of the folders of app-spec 9'),
  name: z.string().describe('A file name: no path, a known extension (.abc, .xml, .musicxml, .png, .jpg, .jpeg, .webp)'),
});

/** `GET /api/folders/:folder/files`: by name. */
export const FolderFilesResponse = z.object({ folder: ServerFolderName, files: z.array(FolderFile) });
export type FolderFilesResponse = z.infer<typeof FolderFilesResponse>;

/** An image of the same base name as a file (app-spec 7 "imgInfo": name, exists, folder). */
export const MatchingImage = z.object({
  name: z.string(),
  folder: ImageFolder,
  /** `/files/<folder>/<name>?v=<5 digits>`. */
  url: z.string(),
});
export type MatchingImage = z.infer<typeof MatchingImage>;

/**
 * `GET /api/folders/:folder/files/:name` (app-spec 7 "ABC file selection": fileInfo with
 * abc_source and header, imgInfo): the text of an ABC or MusicXML file, the header fields of
 * its first tune (ABC only: `{ T: 'Title', C: '2026-11-22', K: 'Db', ... }`, the first value of
 * each field letter), and the image of the same base name, or null when none exists.
 */
export const FolderFileResponse = z.object({
  folder: ServerFolderName,
  file: FolderFile,
  text: z.string(),
  header: z.record(z.string(), z.string()),
  image: MatchingImage.nullable(),
});
export type FolderFileResponse = z.infer<typeof FolderFileResponse>;

/** `:name` of `PUT /api/folders/songs/files/:name`: `<repo_id>.abc`. */
export const SongFileParams = z.object({ name: z.string().describe('The file name: <repo_id>.abc') });

/**
 * `PUT /api/folders/songs/files/:name` (save to ABC file, app-spec 2.4): the ABC text. Empty
 * text is refused with app-spec 8's 'Nothing to save, try again later ...'.
 */
export const SaveAbcFileRequest = z.object({ text: z.string().max(1_000_000) }).strict();
export type SaveAbcFileRequest = z.infer<typeof SaveAbcFileRequest>;

export const SaveAbcFileResponse = z.object({
  file: FolderFile,
  /** True when the file did not exist before. */
  created: z.boolean(),
});
export type SaveAbcFileResponse = z.infer<typeof SaveAbcFileResponse>;
