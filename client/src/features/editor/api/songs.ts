/**
 * @fileoverview The editor's calls to the songs resource (server/src/api-types.ts): search, fetch,
 * save and Approve Bengali. Errors arrive as ApiError (lib/api.ts).
 */

import type { ApproveBengaliRequest, NewSongRequest, Song, SongListResponse, SongResponse, SongUpdateRequest, SongUpdateResponse } from '../../../../../server/src/api-types.ts';
import { api } from '../../../lib/api.ts';

/** `GET /api/songs?q=&limit=`: songs whose title matches `q`, or whose id is `q` when numeric. */
export function searchSongs(q: string, limit: number, signal?: AbortSignal): Promise<SongListResponse> {
  return api.get<SongListResponse>('/songs', { query: { q, limit }, signal });
}

/** `GET /api/songs/:id`: the whole song with its version. */
export async function fetchSong(id: number, signal?: AbortSignal): Promise<Song> {
  const { song } = await api.get<SongResponse>(`/songs/${id}`, { signal });
  return song;
}

/** `POST /api/songs`: adds a new song (a new transcription) to the archive; answers it as stored. */
export async function createSong(request: NewSongRequest): Promise<Song> {
  return (await api.post<SongResponse>('/songs', request)).song;
}

/**
 * `PUT /api/songs/:id`: saves `changes` against the version the editor read. A stale version is
 * an ApiError with status 409 and the stored song in `current`; nothing is written then.
 */
export function saveSong(id: number, request: SongUpdateRequest): Promise<SongUpdateResponse> {
  return api.put<SongUpdateResponse>(`/songs/${id}`, request);
}

/**
 * `POST /api/songs/:id/approve-bengali` (app-spec 4: "sets language to B together with workflow
 * status 23"): answered like a save. 403 without the permission 'Approve Bengali'; 409 with the
 * stored song in `current` on a stale version, or without it when the song is not B or BE.
 */
export function approveBengali(id: number, request: ApproveBengaliRequest): Promise<SongUpdateResponse> {
  return api.post<SongUpdateResponse>(`/songs/${id}/approve-bengali`, request);
}
