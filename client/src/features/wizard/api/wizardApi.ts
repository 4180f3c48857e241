/**
 * @fileoverview The server calls the wizard's tasks make (app-spec 7: "Recent", "Lookup song",
 * "Folder contents", "file lists", "file contents", "ABC file selection", "Delete song from
 * songbook"), through the app's one request helper (lib/api.ts): failures arrive as ApiError and
 * each task shows the message in the wizard. Shapes: server/src/api-types.ts.
 */

import type {
  FolderFile,
  FolderFileResponse,
  FolderFilesResponse,
  FoldersResponse,
  RecentSongsResponse,
  SaveAbcFileResponse,
  ServerFolder,
  SongListResponse,
  SongSongbook,
  SongSongbooksResponse,
} from '../../../../../server/src/api-types.ts';
import { api } from '../../../lib/api.ts';

/** A song as a wizard list shows it: id and title, with the K number when there is one. */
export interface SongRow {
  id: number;
  title: string;
  nr2000?: string | null;
}

/** `GET /api/songs/recent`: the recent transcriptions, newest first (app-spec 9: at most 1000). */
export async function fetchRecentSongs(signal?: AbortSignal): Promise<SongRow[]> {
  return (await api.get<RecentSongsResponse>('/songs/recent', { signal })).items;
}

/** `GET /api/songs?nr2000=K`: the songs with exactly that Kailash number. */
export async function fetchSongsByKnum(knum: string, signal?: AbortSignal): Promise<SongRow[]> {
  return (await api.get<SongListResponse>('/songs', { query: { nr2000: knum, limit: 50 }, signal })).items;
}

/** `GET /api/songs?q=`: songs whose title matches `q` (or whose id is `q`). */
export async function searchSongRows(q: string, signal?: AbortSignal): Promise<SongRow[]> {
  return (await api.get<SongListResponse>('/songs', { query: { q, limit: 50 }, signal })).items;
}

/** `GET /api/folders`: the server's folders (app-spec 9). */
export async function fetchFolders(signal?: AbortSignal): Promise<ServerFolder[]> {
  return (await api.get<FoldersResponse>('/folders', { signal })).folders;
}

/** `GET /api/folders/:folder/files`: the files in one folder, by name. */
export async function fetchFolderFiles(folder: string, signal?: AbortSignal): Promise<FolderFile[]> {
  return (await api.get<FolderFilesResponse>(`/folders/${encodeURIComponent(folder)}/files`, { signal })).files;
}

/** `GET /api/folders/:folder/files/:name`: an ABC or MusicXML file's text, header fields and matching image. */
export function fetchFileContents(folder: string, name: string, signal?: AbortSignal): Promise<FolderFileResponse> {
  return api.get<FolderFileResponse>(`/folders/${encodeURIComponent(folder)}/files/${encodeURIComponent(name)}`, { signal });
}

/** `PUT /api/folders/songs/files/:name`: writes `text` to the songs folder as `name`. */
export function saveAbcFile(name: string, text: string): Promise<SaveAbcFileResponse> {
  return api.put<SaveAbcFileResponse>(`/folders/songs/files/${encodeURIComponent(name)}`, { text });
}

/** `GET /api/songs/:id/songbooks`: the songbooks the song is in, with its page in each. */
export async function fetchSongSongbooks(songId: number, signal?: AbortSignal): Promise<SongSongbook[]> {
  return (await api.get<SongSongbooksResponse>(`/songs/${songId}/songbooks`, { signal })).songbooks;
}

/** `DELETE /api/songbooks/:id/songs/:songId`: takes the song out of the songbook. */
export async function deleteSongbookSong(songbookId: number, songId: number): Promise<void> {
  await api.request<void>('DELETE', `/songbooks/${songbookId}/songs/${songId}`);
}
