/**
 * @fileoverview Rows of `songs` and their API form (api-types `Song`, `SongSummary`). Only the
 * columns listed here leave the database, so a new column is never exposed by accident.
 */

import type { Knex } from 'knex';

import type { Song, SongSummary } from '../../api-types.js';
import { toIsoTimestamp } from '../../timestamps.js';

/** Columns of a whole song, in the order of api-types `Song`. */
export const SONG_COLUMNS = [
  'id',
  'title',
  'date',
  'language',
  'nr2000',
  'text',
  'abc_source',
  'abc_lyrics',
  'notes',
  'translation',
  'repo_id',
  'file_name',
  'version',
  'updated_at',
  'workflow_status',
] as const;

/** Columns of a search result. */
export const SONG_SUMMARY_COLUMNS = ['id', 'title', 'language', 'nr2000', 'date'] as const;

type SongRow = Record<(typeof SONG_COLUMNS)[number], unknown>;
type SongSummaryRow = Record<(typeof SONG_SUMMARY_COLUMNS)[number], unknown>;

/** Text columns that are NOT NULL in the schema; '' stands in if a driver ever gives null. */
function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A row of `songs` (SONG_COLUMNS) as the API's `Song`. PostgreSQL integers may come as strings. */
export function toSong(row: SongRow): Song {
  return {
    id: Number(row.id),
    title: text(row.title),
    date: textOrNull(row.date),
    language: text(row.language),
    nr2000: textOrNull(row.nr2000),
    text: text(row.text),
    abc_source: text(row.abc_source),
    abc_lyrics: text(row.abc_lyrics),
    notes: text(row.notes),
    translation: text(row.translation),
    repo_id: textOrNull(row.repo_id),
    file_name: textOrNull(row.file_name),
    version: Number(row.version),
    updated_at: toIsoTimestamp(row.updated_at),
    workflow_status: row.workflow_status === null || row.workflow_status === undefined ? null : Number(row.workflow_status),
  };
}

/** A row with SONG_SUMMARY_COLUMNS as the API's `SongSummary`. */
export function toSongSummary(row: SongSummaryRow): SongSummary {
  return {
    id: Number(row.id),
    title: text(row.title),
    language: text(row.language),
    nr2000: textOrNull(row.nr2000),
    date: textOrNull(row.date),
  };
}

/** The song with `id`, or undefined. `db` may be a transaction. */
export async function findSongById(db: Knex | Knex.Transaction, id: number): Promise<Song | undefined> {
  const row = await db('songs').where({ id }).first<SongRow | undefined>(...SONG_COLUMNS);
  return row === undefined ? undefined : toSong(row);
}

/** Largest id PostgreSQL's `integer` holds: a larger number can name no song (and PG would fail). */
export const MAX_SONG_ID = 2_147_483_647;
