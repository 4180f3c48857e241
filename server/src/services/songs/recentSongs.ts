/**
 * @fileoverview The recent list (`GET /api/songs/recent?limit=`; app-spec 2.4 "open recent
 * transcription", 7 "Recent ... SIZE 1000"): the songs most recently written, newest first, with
 * who wrote them and when. Every save sets `updated_at` and `updated_by` (songWrite.ts); the demo
 * import sets `updated_at` only, so imported songs nobody has saved come after the saved ones of
 * a later day, with no name.
 *
 * Usage examples: recentSongs.test.ts, routes/songs.test.ts.
 */

import type { Knex } from 'knex';

import type { RecentSong, RecentSongsQuery, RecentSongsResponse } from '../../api-types.js';
import { toIsoTimestamp } from '../../timestamps.js';
import { SONG_SUMMARY_COLUMNS, toSongSummary } from './songRows.js';

/** app-spec 9: "Recent list size 1000". */
export const RECENT_LIST_SIZE = 1000;

type RecentRow = Record<(typeof SONG_SUMMARY_COLUMNS)[number] | 'repo_id' | 'updated_at' | 'username', unknown>;

function toRecentSong(row: RecentRow): RecentSong {
  return {
    ...toSongSummary(row),
    repo_id: row.repo_id === null || row.repo_id === undefined ? null : String(row.repo_id),
    updated_at: toIsoTimestamp(row.updated_at),
    updated_by: row.username === null || row.username === undefined ? null : String(row.username),
  };
}

/**
 * The `query.limit` songs written last, newest first; songs written at the same instant (one
 * import) by id, highest first.
 */
export async function recentSongs(db: Knex, query: RecentSongsQuery): Promise<RecentSongsResponse> {
  const rows = await db('songs')
    .leftJoin('users', 'users.id', 'songs.updated_by')
    .select<RecentRow[]>(...SONG_SUMMARY_COLUMNS.map((column) => `songs.${column}`), 'songs.repo_id', 'songs.updated_at', 'users.username')
    .orderBy([
      { column: 'songs.updated_at', order: 'desc' },
      { column: 'songs.id', order: 'desc' },
    ])
    .limit(Math.min(query.limit, RECENT_LIST_SIZE));
  return { items: rows.map(toRecentSong) };
}
