/**
 * @fileoverview `/api/folders`: the server's folders of app-spec 9 for the wizard (app-spec 2.4:
 * open image, open ABC file, save to ABC file; 7 "Folder contents", "ABC file selection"). Thin:
 * the checks on folder and file names and the file system work are in services/files/.
 *
 * - `GET /api/folders` -> 200 FoldersResponse.
 * - `GET /api/folders/:folder/files` -> 200 FolderFilesResponse; 404 folder_not_found.
 * - `GET /api/folders/:folder/files/:name` -> 200 FolderFileResponse (text, ABC header, image of
 *   the same base name); 400 bad_file_name; 404 folder_not_found or file_not_found; 413.
 * - `PUT /api/folders/songs/files/:name` SaveAbcFileRequest -> 200 SaveAbcFileResponse; 400
 *   bad_file_name (only `<name>.abc`), nothing_to_save, validation_failed.
 *
 * Access: any logged-in user, writing included. Saving an ABC file is part of a transcriber's
 * day (app-spec 2.3: "save to ABC file" is in the Transcribe menu every editor has, and app-spec
 * 6 gates no permission on it); the file is the song's text, which the same user may save to
 * the database anyway, and names are confined to the songs folder.
 */

import Router from '@koa/router';

import {
  FolderFileParams,
  FolderFileResponse,
  FolderFilesResponse,
  FolderParams,
  FoldersResponse,
  SaveAbcFileRequest,
  SaveAbcFileResponse,
  SongFileParams,
} from '../api-types.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppState } from '../http.js';
import { listFolderFiles, listFolders, readFolderFile, saveSongFile } from '../services/files/folderFiles.js';
import type { RouteDeps } from './deps.js';
import type { RouteDoc } from './routeDoc.js';
import { requireEditor } from '../middleware/requireEditor.js';

export const foldersRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/folders',
    summary: 'The server folders (files, archive, UNASSIGNED, src-img, songs, tbt) with their file counts',
    access: { kind: 'user' },
    response: FoldersResponse,
  },
  {
    method: 'GET',
    path: '/folders/:folder/files',
    summary: "A folder's ABC, MusicXML and image files with sizes and times",
    access: { kind: 'user' },
    params: FolderParams,
    response: FolderFilesResponse,
    errors: ['folder_not_found'],
  },
  {
    method: 'GET',
    path: '/folders/:folder/files/:name',
    summary: 'An ABC or MusicXML file: its text, its ABC header fields and the image of the same name',
    access: { kind: 'user' },
    params: FolderFileParams,
    response: FolderFileResponse,
    errors: ['bad_file_name', 'folder_not_found', 'file_not_found', 'file_too_large'],
  },
  {
    method: 'PUT',
    path: '/folders/songs/files/:name',
    summary: 'Save to ABC file: writes <repo_id>.abc in the songs folder (any logged-in user)',
    access: { kind: 'editor' },
    params: SongFileParams,
    body: SaveAbcFileRequest,
    example: { text: 'X:1\nT:Oh! Susanna\nC:2026-11-22\nL:1/8\nQ:1/4=120 "Moderate"\nK:D\nDE|F2A2 A2B2|\n' },
    response: SaveAbcFileResponse,
    errors: ['bad_file_name', 'nothing_to_save'],
  },
];

export function createFoldersRouter({ config }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/folders' });
  const folders = config.folders;

  router.get('/', async (ctx) => {
    const response: FoldersResponse = await listFolders(folders);
    ctx.body = response;
  });

  router.get('/:folder/files', async (ctx) => {
    const response: FolderFilesResponse = await listFolderFiles(folders, ctx.params.folder ?? '');
    ctx.body = response;
  });

  router.get('/:folder/files/:name', async (ctx) => {
    const response: FolderFileResponse = await readFolderFile(folders, ctx.params.folder ?? '', ctx.params.name ?? '');
    ctx.body = response;
  });

  router.put('/songs/files/:name', requireEditor(), async (ctx) => {
    const request = parseOrThrow(SaveAbcFileRequest, ctx.request.body);
    const response: SaveAbcFileResponse = await saveSongFile(folders, ctx.params.name ?? '', request.text);
    ctx.body = response;
  });

  return router;
}
