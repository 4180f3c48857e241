/**
 * @fileoverview Writing fields of a stored song with optimistic concurrency (DESIGN.md 4, 5):
 * the one place where a song row changes, shared by a save (updateSong.ts) and by approving a
 * Bengali transcription (approveBengali.ts). Inside the caller's transaction it writes only the
 * fields that really differ, bumps the version, and records each changed field in
 * `song_history` (app-spec 3, "Workflow entry"), so a song and its history never disagree.
 *
 * Usage examples: updateSong.test.ts, approveBengali.test.ts.
 */

import type { Knex } from 'knex';

import { type Song, type SongUpdateResponse, UPDATEABLE_SONG_FIELDS } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { nowIso } from '../../timestamps.js';
import { findSongById } from './songRows.js';

/**
 * Fields whose changes are written and recorded in the history: the updateable fields of
 * app-spec 5, and the workflow status, which only an approval sets (app-spec 4).
 */
export const RECORDED_SONG_FIELDS = [...UPDATEABLE_SONG_FIELDS, 'workflow_status'] as const;
export type RecordedSongField = (typeof RECORDED_SONG_FIELDS)[number];

/** New values of some recorded fields; an absent field is left as it is. */
export type SongFieldValues = Partial<{ [Field in RecordedSongField]: Song[Field] }>;

/** The fields of `values` whose value differs from `stored`, in RECORDED_SONG_FIELDS order. */
export function changedFields(stored: Song, values: SongFieldValues): RecordedSongField[] {
  return RECORDED_SONG_FIELDS.filter((field) => values[field] !== undefined && values[field] !== stored[field]);
}

/** A 409 `version_conflict` carrying the song as stored now, for the editor to compare. */
export function versionConflict(current: Song): ApiError {
  return ApiError.of('version_conflict', undefined, { current });
}

/**
 * The song `id` as stored, checked against the version the editor read.
 * @throws ApiError 404 `song_not_found`; 409 `version_conflict` with `details.current`
 */
export async function songAtVersion(trx: Knex.Transaction, id: number, version: number): Promise<Song> {
  const stored = await findSongById(trx, id);
  if (stored === undefined) throw ApiError.of('song_not_found');
  if (stored.version !== version) throw versionConflict(stored);
  return stored;
}

/** A history cell: the text of a value (the workflow status is an integer), or null. */
function historyValue(value: string | number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * Writes `values` over `stored` as user `userId`, inside `trx`.
 * @returns the song as stored after the write and the fields that changed; when none differs
 *   the song is returned as it was, its version not bumped, no history written
 * @throws ApiError 404 or 409 when the row moved on after `stored` was read: the UPDATE requires
 *   the version it read (`where id = ? and version = ?`), so of two concurrent writes of one
 *   version only one wins, even on PostgreSQL where both transactions may read before either
 *   writes.
 */
export async function writeSongFields(
  trx: Knex.Transaction,
  stored: Song,
  values: SongFieldValues,
  userId: number,
): Promise<SongUpdateResponse> {
  const changed = changedFields(stored, values);
  if (changed.length === 0) return { song: stored, changed: [] };

  const now = nowIso();
  const version = stored.version + 1;
  const updatedRows = await trx('songs')
    .where({ id: stored.id, version: stored.version })
    .update({ ...Object.fromEntries(changed.map((field) => [field, values[field]])), version, updated_at: now, updated_by: userId });
  if (updatedRows !== 1) {
    const current = await findSongById(trx, stored.id);
    throw current === undefined ? ApiError.of('song_not_found') : versionConflict(current);
  }

  await trx('song_history').insert(
    changed.map((field) => ({
      song_id: stored.id,
      field,
      old_value: historyValue(stored[field]),
      new_value: historyValue(values[field]),
      user_id: userId,
      version,
      created_at: now,
    })),
  );
  const song = await findSongById(trx, stored.id);
  return { song: song!, changed };
}
