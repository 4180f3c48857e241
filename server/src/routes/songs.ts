/**
 * @fileoverview `/api/songs`: search, read, save, approve and history of songs. Thin: each
 * handler validates with the shared schemas of api-types.ts and calls services/songs/.
 *
 * - `GET /api/songs?q=&nr2000=&limit=&offset=` -> 200 SongListResponse; 400 validation_failed.
 * - `GET /api/songs/recent?limit=` -> 200 RecentSongsResponse (newest first, at most 1000); 400.
 * - `POST /api/songs` NewSongRequest -> 201 SongResponse (a new transcription; editor role).
 * - `GET /api/songs/:id` -> 200 SongResponse; 400 invalid_id; 404 song_not_found.
 * - `PUT /api/songs/:id` SongUpdateRequest -> 200 SongUpdateResponse; 400 invalid_id,
 *   validation_failed or bad_json; 404 song_not_found; 409 version_conflict with
 *   `error.current`.
 * - `POST /api/songs/:id/approve-bengali` ApproveBengaliRequest -> 200 SongUpdateResponse;
 *   403 forbidden without 'Approve Bengali'; 404; 409 version_conflict or not_bengali.
 * - `GET /api/songs/:id/history?limit=&offset=` -> 200 SongHistoryResponse; 400; 404.
 *
 * Every route needs a logged-in user (the router is mounted after the token guard); the
 * declarations are `songsRouteDocs`.
 *
 * The id is parsed in each handler rather than loaded once with `router.param`, because a
 * save must read the song inside its own transaction.
 */

import Router from '@koa/router';
import { z } from 'zod';

import {
  ApproveBengaliRequest,
  NewSongRequest,
  RecentSongsQuery,
  RecentSongsResponse,
  SongHistoryQuery,
  SongHistoryResponse,
  SongListQuery,
  SongListResponse,
  SongResponse,
  SongUpdateRequest,
  SongUpdateResponse,
} from '../api-types.js';
import { ApiError } from '../errors/ApiError.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppState } from '../http.js';
import { currentUser } from '../middleware/requireAuth.js';
import { requirePermission } from '../middleware/requirePermission.js';
import { approveBengali } from '../services/songs/approveBengali.js';
import { createSong } from '../services/songs/createSong.js';
import { recentSongs } from '../services/songs/recentSongs.js';
import { searchSongs } from '../services/songs/searchSongs.js';
import { listSongHistory } from '../services/songs/songHistory.js';
import { findSongById, MAX_SONG_ID } from '../services/songs/songRows.js';
import { updateSong } from '../services/songs/updateSong.js';
import type { RouteDeps } from './deps.js';
import type { RouteDoc } from './routeDoc.js';
import { requireEditor } from '../middleware/requireEditor.js';

/** The `:id` path parameter of every song route. */
const SongIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).describe('Song id') });

/** What every `/api/songs` route declares (routes/docs.ts; DESIGN.md 4). */
export const songsRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/songs',
    summary: 'Search songs by title or id, or list the songs with one Kailash number (nr2000)',
    access: { kind: 'user' },
    query: SongListQuery,
    response: SongListResponse,
  },
  {
    method: 'GET',
    path: '/songs/recent',
    summary: 'The songs written last, newest first, with who and when (open recent transcription; at most 1000)',
    access: { kind: 'user' },
    query: RecentSongsQuery,
    response: RecentSongsResponse,
  },
  {
    method: 'GET',
    path: '/songs/:id',
    summary: 'Read a whole song with its version',
    access: { kind: 'user' },
    params: SongIdParams,
    response: SongResponse,
    errors: ['invalid_id', 'song_not_found'],
  },
  {
    method: 'POST',
    path: '/songs',
    summary: 'Add a new song to the archive from a new transcription (201 with the song, version 1)',
    access: { kind: 'editor' },
    body: NewSongRequest,
    example: { title: 'আমার সোনার বাংলা', abc_source: 'X:1\nT:আমার সোনার বাংলা\nL:1/8\nK:Db\n', language: 'B' },
    response: SongResponse,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/songs/:id',
    summary: 'Save the edited fields of a song, naming the version read (409 with the stored song when stale)',
    access: { kind: 'editor' },
    params: SongIdParams,
    body: SongUpdateRequest,
    example: { version: 3, changes: { title: 'আমার সোনার বাংলা', notes: 'Checked against the 1905 print' } },
    response: SongUpdateResponse,
    errors: ['invalid_id', 'song_not_found', 'version_conflict'],
  },
  {
    method: 'POST',
    path: '/songs/:id/approve-bengali',
    summary: 'Approve a Bengali transcription: language B and workflow status 23',
    access: { kind: 'permission', permission: 'Approve Bengali' },
    params: SongIdParams,
    body: ApproveBengaliRequest,
    example: { version: 3 },
    response: SongUpdateResponse,
    errors: ['invalid_id', 'song_not_found', 'version_conflict', 'not_bengali'],
  },
  {
    method: 'GET',
    path: '/songs/:id/history',
    summary: 'The saved changes of a song, newest first, with who and when',
    access: { kind: 'user' },
    params: SongIdParams,
    query: SongHistoryQuery,
    response: SongHistoryResponse,
    errors: ['invalid_id', 'song_not_found'],
  },
];

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

  // Before '/:id', which would read 'recent' as an id.
  router.get('/recent', async (ctx) => {
    const response: RecentSongsResponse = await recentSongs(db, parseOrThrow(RecentSongsQuery, ctx.query));
    ctx.body = response;
  });

  router.get('/:id', async (ctx) => {
    const song = await findSongById(db, parseSongId(ctx.params.id));
    if (song === undefined) throw ApiError.of('song_not_found');
    const response: SongResponse = { song };
    ctx.body = response;
  });

  router.post('/', requireEditor(), async (ctx) => {
    const request = parseOrThrow(NewSongRequest, ctx.request.body);
    const response: SongResponse = { song: await createSong(db, currentUser(ctx).id, request) };
    ctx.status = 201;
    ctx.body = response;
  });

  router.put('/:id', requireEditor(), async (ctx) => {
    const id = parseSongId(ctx.params.id);
    const request = parseOrThrow(SongUpdateRequest, ctx.request.body);
    const response: SongUpdateResponse = await updateSong(db, id, request, currentUser(ctx).id);
    ctx.body = response;
  });

  router.post('/:id/approve-bengali', requirePermission(db, 'Approve Bengali'), async (ctx) => {
    const id = parseSongId(ctx.params.id);
    const request = parseOrThrow(ApproveBengaliRequest, ctx.request.body);
    const response: SongUpdateResponse = await approveBengali(db, id, request, currentUser(ctx).id);
    ctx.body = response;
  });

  router.get('/:id/history', async (ctx) => {
    const id = parseSongId(ctx.params.id);
    const response: SongHistoryResponse = await listSongHistory(db, id, parseOrThrow(SongHistoryQuery, ctx.query));
    ctx.body = response;
  });

  return router;
}
