/**
 * @fileoverview Approving a Bengali transcription (`POST /api/songs/:id/approve-bengali`,
 * app-spec 2.2, 4): a song in Bengali (B) or Bengali/English (BE) gets language B together with
 * workflow status 23 (app-spec 9, "Approval: language B with workflow status 23"). It is a save
 * like any other (songWrite.ts): the approver names the version they read, a stale one is a 409
 * with the stored song, and the changed fields are recorded in the history, in one transaction.
 * Who may approve (the permission 'Approve Bengali') is checked by the route.
 *
 * Usage examples: approveBengali.test.ts.
 */

import type { Knex } from 'knex';

import type { ApproveBengaliRequest, SongUpdateResponse } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { songAtVersion, writeSongFields } from './songWrite.js';

/** Languages whose songs may be approved (app-spec 2.2: "only for language B or BE"). */
export const APPROVABLE_LANGUAGES: readonly string[] = ['B', 'BE'];

/** The language and workflow status an approval sets (app-spec 4, 9). */
export const APPROVED_LANGUAGE = 'B';
export const APPROVED_WORKFLOW_STATUS = 23;

/**
 * Approves song `id` as user `userId`.
 * @returns the song after the approval and the fields that changed (none when it was approved
 *   already: nothing is written and the version stays)
 * @throws ApiError 404 `song_not_found`; 409 `version_conflict` with `details.current`;
 *   409 `not_bengali` when the song's language is neither B nor BE
 */
export async function approveBengali(db: Knex, id: number, request: ApproveBengaliRequest, userId: number): Promise<SongUpdateResponse> {
  return db.transaction(async (trx) => {
    const stored = await songAtVersion(trx, id, request.version);
    if (!APPROVABLE_LANGUAGES.includes(stored.language)) {
      throw ApiError.of('not_bengali', `Only a song in Bengali (B or BE) can be approved; this one is '${stored.language}'`);
    }
    return writeSongFields(trx, stored, { language: APPROVED_LANGUAGE, workflow_status: APPROVED_WORKFLOW_STATUS }, userId);
  });
}
