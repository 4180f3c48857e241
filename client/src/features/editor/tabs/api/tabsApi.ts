/**
 * @fileoverview The calls the editor's tabs and the song loader make (server/src/api-types.ts):
 * a song's saved history, its songbooks, songs by K number and songs by a word. Errors arrive as
 * ApiError (lib/api.ts); the caller shows them.
 */

import type {
  SongHistoryResponse,
  SongListResponse,
  SongSongbooksResponse,
} from '../../../../../../server/src/api-types.ts';
import { api } from '../../../../lib/api.ts';

/** `GET /api/songs/:id/history`: one page of saved changes, newest first (limit at most 200). */
export function fetchSongHistory(songId: number, limit: number, signal?: AbortSignal, offset = 0): Promise<SongHistoryResponse> {
  return api.get<SongHistoryResponse>(`/songs/${songId}/history`, { query: { limit, offset }, signal });
}

/** `GET /api/songs/:id/songbooks`: the books the song stands in, with its page in each. */
export async function fetchSongSongbooks(songId: number, signal?: AbortSignal): Promise<SongSongbooksResponse['songbooks']> {
  const { songbooks } = await api.get<SongSongbooksResponse>(`/songs/${songId}/songbooks`, { signal });
  return songbooks;
}

/** `GET /api/songs?nr2000=K`: the songs whose K number (Kailash number) is exactly `kNumber`. */
export function findSongsByKNumber(kNumber: string, signal?: AbortSignal): Promise<SongListResponse> {
  return api.get<SongListResponse>('/songs', { query: { nr2000: kNumber, limit: 20 }, signal });
}

/** `GET /api/songs?q=&in=lyrics`: songs whose lyrics hold a word. */
export function searchSongsByWord(word: string, limit: number, signal?: AbortSignal): Promise<SongListResponse> {
  return api.get<SongListResponse>('/songs', { query: { q: word, in: 'lyrics', limit }, signal });
}
