/**
 * @fileoverview Saving a song (`PUT /api/songs/:id`) with optimistic concurrency (DESIGN.md 4, 5):
 * the editor names the version it read; if the stored song has moved on, nothing is written and
 * the caller gets the stored song to show. A good save writes only the fields that really
 * differ, bumps the version, and records each changed field in `song_history`, all in one
 * transaction (songWrite.ts).
 *
 * Usage examples: updateSong.test.ts.
 */

import type { Knex } from 'knex';

import type { SongUpdateRequest, SongUpdateResponse } from '../../api-types.js';
import { songAtVersion, writeSongFields } from './songWrite.js';

/**
 * Applies `request` to song `id` as user `userId`.
 * @returns the song as stored after the save, and the fields that changed (none changed: the
 *   song is returned as it was, its version not bumped, no history written)
 * @throws ApiError 404 `song_not_found`; 409 `version_conflict` with `details.current` when
 *   `request.version` is not the stored version, or another save of it won the race.
 */
export async function updateSong(db: Knex, id: number, request: SongUpdateRequest, userId: number): Promise<SongUpdateResponse> {
  return db.transaction(async (trx) => {
    const stored = await songAtVersion(trx, id, request.version);
    return writeSongFields(trx, stored, request.changes, userId);
  });
}
