/**
 * @fileoverview Adds a new song to the archive: a new transcription the editor built in the
 * wizard (app-spec 2.4 "new transcription", 1: "create a new transcription ... save a song to the
 * server"). The row is written with version 1, a repo_id made from its title and id (app-spec 3:
 * the song's ABC file is repo_id plus .abc), and one history entry per field given, from nothing
 * to its value, in one transaction (DESIGN.md 5: a song and its history never disagree).
 *
 * Usage examples: routes/songs.test.ts ("POST /api/songs").
 */

import type { Knex } from 'knex';

import type { NewSongRequest, Song } from '../../api-types.js';
import { nowIso } from '../../timestamps.js';
import { findSongById } from './songRows.js';

/** The fields of a new song that are recorded in its history (the updateable ones given). */
const NEW_SONG_FIELDS = ['title', 'abc_source', 'abc_lyrics', 'text', 'date', 'notes', 'language', 'translation'] as const;

/** A repo_id from a title: lower-case letters and digits joined by dashes, then the song's id. */
export function repoIdFor(title: string, id: number): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return `${slug === '' ? 'song' : slug}-${id}`;
}

/** Inserts the song `request` as user `userId` and returns it as stored (version 1). */
export async function createSong(db: Knex, userId: number, request: NewSongRequest): Promise<Song> {
  return db.transaction(async (trx) => {
    const now = nowIso();
    const [inserted] = await trx('songs')
      .insert({
        title: request.title,
        abc_source: request.abc_source,
        abc_lyrics: request.abc_lyrics ?? '',
        text: request.text ?? '',
        date: request.date ?? null,
        notes: request.notes ?? '',
        language: request.language ?? 'E',
        translation: request.translation ?? '',
        version: 1,
        created_at: now,
        updated_at: now,
        updated_by: userId,
      })
      .returning('id');
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
    const repoId = repoIdFor(request.title, id);
    await trx('songs').where({ id }).update({ repo_id: repoId, file_name: `${repoId}.abc` });
    const given = NEW_SONG_FIELDS.filter((field) => request[field] !== undefined && request[field] !== null && request[field] !== '');
    await trx('song_history').insert(
      given.map((field) => ({
        song_id: id,
        field,
        old_value: null,
        new_value: String(request[field]),
        user_id: userId,
        version: 1,
        created_at: now,
      })),
    );
    const song = await findSongById(trx, id);
    return song!;
  });
}
