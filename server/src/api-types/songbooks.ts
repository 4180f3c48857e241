/**
 * @fileoverview HTTP API shapes, songbooks and the songs in them (routes/songbooks.ts).
 * api-types.ts says how the server and the client share them.
 */

import { z } from 'zod';

// --- Songbooks (app-spec 2.2 "Songbooks" tab, 3 "Songbook", 7 "Fetch songbook / songbooks",
// "Delete song from songbook"; routes/songbooks.ts) ---

/** A songbook (app-spec 3): its short code ("TAG"), its name, and how many songs it holds. */
export const Songbook = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  song_count: z.number().int(),
});
export type Songbook = z.infer<typeof Songbook>;

/** `GET /api/songbooks`: every songbook, by code. */
export const SongbooksResponse = z.object({ songbooks: z.array(Songbook) });
export type SongbooksResponse = z.infer<typeof SongbooksResponse>;

/** A song's place in one songbook (app-spec 3, Song "songbooks": songbook_id, code, name, page). */
export const SongSongbook = z.object({
  songbook_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The page number in the book. */
  page: z.number().int(),
});
export type SongSongbook = z.infer<typeof SongSongbook>;

/** `GET /api/songs/:id/songbooks`: the books the song stands in, by code. */
export const SongSongbooksResponse = z.object({ songbooks: z.array(SongSongbook) });
export type SongSongbooksResponse = z.infer<typeof SongSongbooksResponse>;

/** `:id` (the songbook) and `:songId` of `DELETE /api/songbooks/:id/songs/:songId`. */
export const SongbookSongParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/).describe('Songbook id'),
  songId: z.string().regex(/^[1-9]\d{0,9}$/).describe('Song id'),
});


/** A song in a songbook (app-spec 3, songbook contents: key, display and page). */
export const SongbookEntry = z.object({
  song_id: z.number().int(),
  title: z.string(),
  page: z.number().int(),
});
export type SongbookEntry = z.infer<typeof SongbookEntry>;

/** `GET /api/songbooks/:id`: the book and its songs by page, then title. */
export const SongbookResponse = z.object({ songbook: Songbook, songs: z.array(SongbookEntry) });
export type SongbookResponse = z.infer<typeof SongbookResponse>;

/** `:id` of `/api/songbooks/:id`. */
export const SongbookParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).describe('Songbook id') });
