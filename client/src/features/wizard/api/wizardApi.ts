/**
 * @fileoverview The server calls the wizard's tasks make (app-spec 7: "Recent", "Lookup song",
 * "Folder contents", "file lists", "file contents", "ABC file selection", "Delete song from
 * songbook"), through the app's one request helper (lib/api.ts): failures arrive as ApiError and
 * each task shows the message in the wizard.
 *
 * The routes belong to the API and songbooks resources (server/src/routes). Until their zod
 * schemas are in server/src/api-types.ts, the answers are typed here by the fields the wizard
 * reads, and read defensively (`listOf`), so a route that answers a slightly different shape
 * shows an empty list rather than breaking the page.
 */

import { api } from '../../../lib/api.ts';

/** A song as a wizard list shows it: id and title, with the K number when there is one. */
export interface SongRow {
  id: number;
  title: string;
  nr2000?: string | null;
  /** When the song was last edited (recent transcriptions), ISO 8601. */
  date?: string | null;
  user_name?: string | null;
}

/** A folder of the server (app-spec 9: files, archive, UNASSIGNED, src-img, songs, tbt). */
export interface FolderRow {
  name: string;
}

/** A file in a folder: an image, an ABC file or a MusicXML file. */
export interface FileRow {
  name: string;
  /** Where the browser loads it (images), when the server gives one. */
  url?: string;
}

/** `GET /api/folders/:folder/files/:name`: the file's text, its header fields and its image. */
export interface FileContents {
  name: string;
  text: string;
  /** ABC header fields read by the server (T, C, L, Q, K ...), by field letter. */
  header?: Record<string, string>;
  /** The image of the same name base, when the server found one. */
  image?: { name: string; url: string; exists?: boolean } | null;
}

/** A songbook the song is in (app-spec 3: songbook_id, code, name, page). */
export interface SongbookRow {
  id: number;
  code?: string;
  name: string;
  page?: number | string | null;
}

/** The first array among `keys` of an answer, or []: answers are typed by the fields read. */
function listOf<T>(answer: unknown, ...keys: string[]): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer !== 'object' || answer === null) return [];
  for (const key of keys) {
    const value = (answer as Record<string, unknown>)[key];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

/** Folder entries may be names or objects with a name. */
function named<T extends { name: string }>(rows: Array<T | string>): T[] {
  return rows.map((row) => (typeof row === 'string' ? ({ name: row } as T) : row));
}

/** `GET /api/songs/recent`: the recent transcriptions, newest first (app-spec 9: at most 1000). */
export async function fetchRecentSongs(signal?: AbortSignal): Promise<SongRow[]> {
  return listOf<SongRow>(await api.get<unknown>('/songs/recent', { signal }), 'items', 'songs');
}

/** `GET /api/songs?nr2000=K`: the songs with exactly that Kailash number. */
export async function fetchSongsByKnum(knum: string, signal?: AbortSignal): Promise<SongRow[]> {
  return listOf<SongRow>(await api.get<unknown>('/songs', { query: { nr2000: knum, limit: 50 }, signal }), 'items');
}

/** `GET /api/songs?q=`: songs whose title matches `q` (or whose id is `q`). */
export async function searchSongRows(q: string, signal?: AbortSignal): Promise<SongRow[]> {
  return listOf<SongRow>(await api.get<unknown>('/songs', { query: { q, limit: 50 }, signal }), 'items');
}

/** `GET /api/folders`: the server's folders. */
export async function fetchFolders(signal?: AbortSignal): Promise<FolderRow[]> {
  return named(listOf<FolderRow | string>(await api.get<unknown>('/folders', { signal }), 'folders', 'items'));
}

/** `GET /api/folders/:folder/files`: the files in one folder. */
export async function fetchFolderFiles(folder: string, signal?: AbortSignal): Promise<FileRow[]> {
  const answer = await api.get<unknown>(`/folders/${encodeURIComponent(folder)}/files`, { signal });
  return named(listOf<FileRow | string>(answer, 'files', 'items'));
}

/** `GET /api/folders/:folder/files/:name`: an ABC or MusicXML file's text, header fields and image. */
export async function fetchFileContents(folder: string, name: string, signal?: AbortSignal): Promise<FileContents> {
  const answer = await api.get<Partial<FileContents> & { file?: Partial<FileContents>; abc_source?: string }>(
    `/folders/${encodeURIComponent(folder)}/files/${encodeURIComponent(name)}`,
    { signal },
  );
  const file = answer.file ?? answer;
  return {
    name: file.name ?? name,
    text: file.text ?? answer.abc_source ?? '',
    header: file.header ?? answer.header,
    image: file.image ?? answer.image ?? null,
  };
}

/** `PUT /api/folders/songs/files/:name`: writes `text` to the songs folder as `name`. */
export async function saveAbcFile(name: string, text: string): Promise<void> {
  await api.put<unknown>(`/folders/songs/files/${encodeURIComponent(name)}`, { text });
}

/** `GET /api/songs/:id/songbooks`: the songbooks the song is in, with its page in each. */
export async function fetchSongSongbooks(songId: number, signal?: AbortSignal): Promise<SongbookRow[]> {
  return listOf<SongbookRow>(await api.get<unknown>(`/songs/${songId}/songbooks`, { signal }), 'songbooks', 'items');
}

/** `DELETE /api/songbooks/:id/songs/:songId`: takes the song out of the songbook. */
export async function deleteSongbookSong(songbookId: number, songId: number): Promise<void> {
  await api.request<void>('DELETE', `/songbooks/${songbookId}/songs/${songId}`);
}
