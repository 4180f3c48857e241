/**
 * @fileoverview `/api/songs`: search, read, save and history of songs. Thin: each handler
 * validates with the shared schemas of api-types.ts and calls services/songs/.
 *
 * - `GET /api/songs?q=&limit=&offset=` -> 200 SongListResponse; 400 validation_failed.
 * - `GET /api/songs/:id` -> 200 SongResponse; 400 invalid_id; 404 song_not_found.
 * - `PUT /api/songs/:id` SongUpdateRequest -> 200 SongUpdateResponse; 400 invalid_id,
 *   validation_failed or bad_json; 404 song_not_found; 409 version_conflict with
 *   `error.current`.
 * - `GET /api/songs/:id/history?limit=&offset=` -> 200 SongHistoryResponse; 400; 404.
 *
 * The id is parsed in each handler rather than loaded once with `router.param`, because a
 * save must read the song inside its own transaction.
 */

import Router from '@koa/router';

import {
  SongHistoryQuery,
  type SongHistoryResponse,
  SongListQuery,
  type SongListResponse,
  type SongResponse,
  SongUpdateRequest,
  type SongUpdateResponse,
} from '../api-types.js';
import { ApiError } from '../errors/ApiError.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppState } from '../http.js';
import { currentUser } from '../middleware/requireAuth.js';
import { searchSongs } from '../services/songs/searchSongs.js';
import { listSongHistory } from '../services/songs/songHistory.js';
import { findSongById, MAX_SONG_ID } from '../services/songs/songRows.js';
import { updateSong } from '../services/songs/updateSong.js';
import type { RouteDeps } from './deps.js';

/** Parses the `:id` of a song path. @throws ApiError 400 `invalid_id` unless 1..MAX_SONG_ID. */
export function parseSongId(value: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : Number.NaN;
  if (!(id <= MAX_SONG_ID)) throw ApiError.of('invalid_id');
  return id;
}

export function createSongsRouter({ db }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/songs' });

  router.get('/', async (ctx) => {
    const response: SongListResponse = await searchSongs(db, parseOrThrow(SongListQuery, ctx.query));
    ctx.body = response;
  });

  router.get('/:id', async (ctx) => {
    const song = await findSongById(db, parseSongId(ctx.params.id));
    if (song === undefined) throw ApiError.of('song_not_found');
    const response: SongResponse = { song };
    ctx.body = response;
  });

  router.put('/:id', async (ctx) => {
    const id = parseSongId(ctx.params.id);
    const request = parseOrThrow(SongUpdateRequest, ctx.request.body);
    const response: SongUpdateResponse = await updateSong(db, id, request, currentUser(ctx).id);
    ctx.body = response;
  });

  router.get('/:id/history', async (ctx) => {
    const id = parseSongId(ctx.params.id);
    const response: SongHistoryResponse = await listSongHistory(db, id, parseOrThrow(SongHistoryQuery, ctx.query));
    ctx.body = response;
  });

  return router;
}
