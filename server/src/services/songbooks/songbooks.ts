/**
 * @fileoverview The songbooks of the archive (app-spec 3 "Songbook"; tables of
 * migrations/20261122190000_create-songbooks.ts): every book with its song count, the books one
 * song stands in with its page, and taking a song out of a book (app-spec 7 "Delete song from
 * songbook", the wizard's "delete songbook song").
 *
 * Usage examples: songbooks.test.ts.
 */

import type { Knex } from 'knex';

import type { Songbook, SongbookResponse, SongSongbook } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';

interface SongbookRow {
  id: unknown;
  code: unknown;
  name: unknown;
  song_count: unknown;
}

interface SongSongbookRow {
  songbook_id: unknown;
  code: unknown;
  name: unknown;
  page: unknown;
}

/** Every songbook by code (then id), or only book `onlyId`, with the number of songs placed in it. */
export async function listSongbooks(db: Knex, onlyId?: number): Promise<Songbook[]> {
  const rows = await db('songbooks as book')
    .modify((query) => {
      if (onlyId !== undefined) query.where('book.id', onlyId);
    })
    .leftJoin('songbook_songs as placement', 'placement.songbook_id', 'book.id')
    .groupBy('book.id', 'book.code', 'book.name')
    .orderBy([{ column: 'book.code' }, { column: 'book.id' }])
    .select<SongbookRow[]>('book.id', 'book.code', 'book.name', db.raw('count(placement.id) as song_count'));
  // PostgreSQL answers integers and counts as strings.
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    name: String(row.name),
    song_count: Number(row.song_count),
  }));
}

/**
 * Songbook `songbookId` with its songs, by page then title (app-spec 7 "Fetch songbook by id").
 * @throws ApiError 404 `songbook_not_found` when there is no such songbook
 */
export async function findSongbook(db: Knex, songbookId: number): Promise<SongbookResponse> {
  const book = (await listSongbooks(db, songbookId))[0];
  if (book === undefined) throw ApiError.of('songbook_not_found');
  const rows = await db('songbook_songs as placement')
    .join('songs as song', 'song.id', 'placement.song_id')
    .where('placement.songbook_id', songbookId)
    .orderBy([{ column: 'placement.page' }, { column: 'song.title' }, { column: 'song.id' }])
    .select<{ song_id: unknown; title: unknown; page: unknown }[]>('placement.song_id', 'song.title', 'placement.page');
  return {
    songbook: book,
    songs: rows.map((row) => ({ song_id: Number(row.song_id), title: String(row.title), page: Number(row.page) })),
  };
}

/**
 * The songbooks song `songId` stands in, by code, each with the song's page there.
 * @throws ApiError 404 `song_not_found` when there is no such song
 */
export async function songbooksOfSong(db: Knex, songId: number): Promise<SongSongbook[]> {
  const song = await db('songs').where({ id: songId }).first('id');
  if (song === undefined) throw ApiError.of('song_not_found');
  const rows = await db('songbook_songs as placement')
    .join('songbooks as book', 'book.id', 'placement.songbook_id')
    .where('placement.song_id', songId)
    .orderBy([{ column: 'book.code' }, { column: 'book.id' }])
    .select<SongSongbookRow[]>('placement.songbook_id', 'book.code', 'book.name', 'placement.page');
  return rows.map((row) => ({
    songbook_id: Number(row.songbook_id),
    code: String(row.code),
    name: String(row.name),
    page: Number(row.page),
  }));
}

/**
 * Takes song `songId` out of songbook `songbookId`; the song itself stays in the archive.
 * @throws ApiError 404 `songbook_not_found` when there is no such songbook,
 *   404 `songbook_song_not_found` when the song is not in it (or does not exist)
 */
export async function removeSongFromSongbook(db: Knex, songbookId: number, songId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const book = await trx('songbooks').where({ id: songbookId }).first('id');
    if (book === undefined) throw ApiError.of('songbook_not_found');
    const removed = await trx('songbook_songs').where({ songbook_id: songbookId, song_id: songId }).delete();
    if (removed === 0) throw ApiError.of('songbook_song_not_found');
  });
}

/** A book to create with its songs, in page order (the demo import, tests). */
export interface SongbookContents {
  code: string;
  name: string;
  /** Song ids with their pages. */
  songs: readonly { songId: number; page: number }[];
}

/** Writes `book` and its placements; `db` may be a transaction. Returns the new book's id. */
export async function createSongbook(db: Knex | Knex.Transaction, book: SongbookContents): Promise<number> {
  const [inserted] = await db('songbooks').insert({ code: book.code, name: book.name }).returning<{ id: number }[]>('id');
  const songbookId = Number(inserted!.id);
  // Chunks keep each INSERT well under SQLite's limit of bound variables.
  for (let start = 0; start < book.songs.length; start += 100) {
    const chunk = book.songs.slice(start, start + 100);
    await db('songbook_songs').insert(chunk.map(({ songId, page }) => ({ songbook_id: songbookId, song_id: songId, page })));
  }
  return songbookId;
}
