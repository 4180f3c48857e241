/**
 * @fileoverview Songbooks (app-spec 3 "Songbook", 7 "Fetch songbook / songbooks", "Delete song
 * from songbook"). Thin: each handler validates its path and calls services/songbooks/.
 *
 * - `GET /api/songbooks` -> 200 SongbooksResponse.
 * - `GET /api/songbooks/:id` -> 200 SongbookResponse (the book and its songs); 400 invalid_id;
 *   404 songbook_not_found.
 * - `GET /api/songs/:id/songbooks` -> 200 SongSongbooksResponse (the Songbooks tab); 400
 *   invalid_id; 404 song_not_found.
 * - `DELETE /api/songbooks/:id/songs/:songId` -> 204; 400 invalid_id; 404 songbook_not_found
 *   or songbook_song_not_found.
 *
 * Every route needs a logged-in user (mounted after the token guard); the declarations are
 * `songbooksRouteDocs`. The router has no prefix because one route lies under /songs/:id.
 */

import Router from '@koa/router';
import { z } from 'zod';

import { SongbookParams, SongbookResponse, SongbookSongParams, SongbooksResponse, SongSongbooksResponse } from '../api-types.js';
import type { AppState } from '../http.js';
import { findSongbook, listSongbooks, removeSongFromSongbook, songbooksOfSong } from '../services/songbooks/songbooks.js';
import type { RouteDeps } from './deps.js';
import type { RouteDoc } from './routeDoc.js';
import { parseSongId } from './songs.js';
import { requireEditor } from '../middleware/requireEditor.js';

/** The `:id` of `/songs/:id/songbooks`. */
const SongIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).describe('Song id') });

/** What every songbook route declares (routes/docs.ts; DESIGN.md 4). */
export const songbooksRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/songbooks',
    summary: 'Every songbook with its code, name and number of songs',
    access: { kind: 'user' },
    response: SongbooksResponse,
  },
  {
    method: 'GET',
    path: '/songbooks/:id',
    summary: 'A songbook with its songs and their pages',
    access: { kind: 'user' },
    params: SongbookParams,
    response: SongbookResponse,
    errors: ['invalid_id', 'songbook_not_found'],
  },
  {
    method: 'GET',
    path: '/songs/:id/songbooks',
    summary: 'The songbooks a song stands in, with its page in each',
    access: { kind: 'user' },
    params: SongIdParams,
    response: SongSongbooksResponse,
    errors: ['invalid_id', 'song_not_found'],
  },
  {
    method: 'DELETE',
    path: '/songbooks/:id/songs/:songId',
    summary: 'Take a song out of a songbook (the song stays in the archive)',
    access: { kind: 'editor' },
    params: SongbookSongParams,
    status: 204,
    errors: ['invalid_id', 'songbook_not_found', 'songbook_song_not_found'],
  },
];

export function createSongbooksRouter({ db }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/songbooks', async (ctx) => {
    const response: SongbooksResponse = { songbooks: await listSongbooks(db) };
    ctx.body = response;
  });

  router.get('/songbooks/:id', async (ctx) => {
    const response: SongbookResponse = await findSongbook(db, parseSongId(ctx.params.id));
    ctx.body = response;
  });

  router.get('/songs/:id/songbooks', async (ctx) => {
    const response: SongSongbooksResponse = { songbooks: await songbooksOfSong(db, parseSongId(ctx.params.id)) };
    ctx.body = response;
  });

  router.delete('/songbooks/:id/songs/:songId', requireEditor(), async (ctx) => {
    // Both are ids of the same range as a song's (integer primary keys).
    await removeSongFromSongbook(db, parseSongId(ctx.params.id), parseSongId(ctx.params.songId));
    ctx.status = 204;
  });

  return router;
}
