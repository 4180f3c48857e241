/**
 * @fileoverview The edit history of a song (`GET /api/songs/:id/history`), newest first:
 * one entry per changed field of each save, written by updateSong.ts.
 *
 * Usage examples: updateSong.test.ts.
 */

import type { Knex } from 'knex';

import type { SongHistoryEntry, SongHistoryQuery, SongHistoryResponse } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { toIsoTimestamp } from '../../timestamps.js';

interface HistoryRow {
  id: unknown;
  song_id: unknown;
  field: string;
  old_value: string | null;
  new_value: string | null;
  username: string | null;
  version: unknown;
  created_at: unknown;
}

function toEntry(row: HistoryRow): SongHistoryEntry {
  return {
    id: Number(row.id),
    song_id: Number(row.song_id),
    field: row.field,
    old_value: row.old_value,
    new_value: row.new_value,
    username: row.username,
    version: Number(row.version),
    created_at: toIsoTimestamp(row.created_at),
  };
}

/**
 * One page of the history of song `songId`, newest first (by id: rows of one save share a
 * created_at), and the number of all entries.
 * @throws ApiError 404 `song_not_found` when there is no such song
 */
export async function listSongHistory(db: Knex, songId: number, query: SongHistoryQuery): Promise<SongHistoryResponse> {
  const song = await db('songs').where({ id: songId }).first('id');
  if (song === undefined) throw ApiError.of('song_not_found');

  const [countRow] = await db('song_history').where({ song_id: songId }).count<{ count: number | string }[]>({ count: '*' });
  const rows = await db('song_history as history')
    .leftJoin('users', 'users.id', 'history.user_id')
    .where('history.song_id', songId)
    .orderBy('history.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .select<HistoryRow[]>(
      'history.id',
      'history.song_id',
      'history.field',
      'history.old_value',
      'history.new_value',
      'users.username',
      'history.version',
      'history.created_at',
    );
  return { items: rows.map(toEntry), total: Number(countRow?.count ?? 0), limit: query.limit, offset: query.offset };
}
