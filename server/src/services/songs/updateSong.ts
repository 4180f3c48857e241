/**
 * @fileoverview Saving a song (`PUT /api/songs/:id`) with optimistic concurrency (DESIGN.md 4, 5):
 * the editor names the version it read; if the stored song has moved on, nothing is written and
 * the caller gets the stored song to show. A good save writes only the fields that really
 * differ, bumps the version, and records each changed field in `song_history`, all in one
 * transaction.
 *
 * Usage examples: updateSong.test.ts.
 */

import type { Knex } from 'knex';

import {
  type Song,
  type SongChanges,
  type SongUpdateRequest,
  type SongUpdateResponse,
  UPDATEABLE_SONG_FIELDS,
  type UpdateableSongField,
} from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { nowIso } from '../../timestamps.js';
import { findSongById } from './songRows.js';

/** The fields of `changes` whose value differs from `stored`, in UPDATEABLE_SONG_FIELDS order. */
export function changedFields(stored: Song, changes: SongChanges): UpdateableSongField[] {
  return UPDATEABLE_SONG_FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== stored[field]);
}

function versionConflict(current: Song): ApiError {
  return ApiError.of('version_conflict', undefined, { current });
}

/**
 * Applies `request` to song `id` as user `userId`.
 * @returns the song as stored after the save, and the fields that changed (none changed: the
 *   song is returned as it was, its version not bumped, no history written)
 * @throws ApiError 404 `song_not_found`; 409 `version_conflict` with `details.current` when
 *   `request.version` is not the stored version. The UPDATE also requires the version it read
 *   (`where id = ? and version = ?`), so of two concurrent saves of one version only one wins,
 *   even on PostgreSQL where both transactions may read before either writes.
 */
export async function updateSong(db: Knex, id: number, request: SongUpdateRequest, userId: number): Promise<SongUpdateResponse> {
  return db.transaction(async (trx) => {
    const stored = await findSongById(trx, id);
    if (stored === undefined) throw ApiError.of('song_not_found');
    if (stored.version !== request.version) throw versionConflict(stored);

    const changed = changedFields(stored, request.changes);
    if (changed.length === 0) return { song: stored, changed: [] };

    const now = nowIso();
    const version = stored.version + 1;
    const values = Object.fromEntries(changed.map((field) => [field, request.changes[field]]));
    const updatedRows = await trx('songs')
      .where({ id, version: stored.version })
      .update({ ...values, version, updated_at: now, updated_by: userId });
    if (updatedRows !== 1) {
      const current = await findSongById(trx, id);
      throw current === undefined ? ApiError.of('song_not_found') : versionConflict(current);
    }

    await trx('song_history').insert(
      changed.map((field) => ({
        song_id: id,
        field,
        old_value: stored[field],
        new_value: request.changes[field] ?? null,
        user_id: userId,
        version,
        created_at: now,
      })),
    );
    const song = await findSongById(trx, id);
    return { song: song!, changed };
  });
}
