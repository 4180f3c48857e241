/**
 * @fileoverview HTTP API shapes, songs: search, one song, saving changes, a new song, approving
 * Bengali, the edit history and the recent list (routes/songs.ts). api-types.ts says how the
 * server and the client share them.
 */

import { z } from 'zod';

/** Language codes of the archive (app-spec 9). */
export const LANGUAGES = ['B', 'E', 'BE', 'F', 'L', 'S'] as const;
export const Language = z.enum(LANGUAGES);

/** Song fields an editor may change (app-spec 5: "Only the types ... are updateable"). */
export const UPDATEABLE_SONG_FIELDS = [
  'abc_source',
  'abc_lyrics',
  'text',
  'title',
  'date',
  'notes',
  'language',
  'translation',
] as const;
export type UpdateableSongField = (typeof UPDATEABLE_SONG_FIELDS)[number];

/** A song as listed by search: enough to pick it. */
export const SongSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  language: z.string(),
  /** Kailash number ("K Num"), null when the song has none. */
  nr2000: z.string().nullable(),
  date: z.string().nullable(),
});
export type SongSummary = z.infer<typeof SongSummary>;

/**
 * `GET /api/songs?q=&nr2000=&limit=&offset=`: title search; a numeric q also matches the id;
 * nr2000 keeps only the songs with exactly that Kailash number.
 */
export const SongListQuery = z.object({
  q: z.string().trim().max(200).default(''),
  /**
   * Where `q` is looked for: the title (and a numeric q also as the id), or the lyrics (the
   * song's text and its abc_lyrics; the Lyrics tab's "search the archive for a word").
   */
  in: z.enum(['title', 'lyrics']).default('title'),
  /** Exact Kailash number: only the songs with this K number (open by K number, app-spec 2.4). */
  nr2000: z.string().trim().min(1).max(32).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SongListQuery = z.infer<typeof SongListQuery>;

export const SongListResponse = z.object({
  items: z.array(SongSummary),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SongListResponse = z.infer<typeof SongListResponse>;

/** A whole song (app-spec 3) with its optimistic-concurrency version (DESIGN.md 4). */
export const Song = z.object({
  id: z.number().int(),
  title: z.string(),
  /** YYYY-MM-DD, or null. */
  date: z.string().nullable(),
  language: z.string(),
  nr2000: z.string().nullable(),
  /** Lyrics (app-spec: "text"). */
  text: z.string(),
  abc_source: z.string(),
  abc_lyrics: z.string(),
  notes: z.string(),
  translation: z.string(),
  /** File name base; the song's ABC file is repo_id + '.abc'. */
  repo_id: z.string().nullable(),
  file_name: z.string().nullable(),
  /** Bumped by every successful save. */
  version: z.number().int(),
  updated_at: z.string(),
  /** Workflow status (app-spec 4, 9: 23 = Bengali approved); null when never set. */
  workflow_status: z.number().int().nullable(),
});
export type Song = z.infer<typeof Song>;

/** `GET /api/songs/:id` */
export const SongResponse = z.object({ song: Song });
export type SongResponse = z.infer<typeof SongResponse>;

/** Changes to a song: only updateable fields, at least one. */
export const SongChanges = z
  .object({
    abc_source: z.string().max(1_000_000),
    abc_lyrics: z.string().max(200_000),
    text: z.string().max(200_000),
    title: z.string().trim().min(1, 'Title is required').max(500),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
      .nullable(),
    notes: z.string().max(200_000),
    language: Language,
    translation: z.string().max(200_000),
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to save');
export type SongChanges = z.infer<typeof SongChanges>;

/**
 * `POST /api/songs`: a new song from a new transcription (app-spec 2.4), answered 201 with the
 * song as stored (`SongResponse`, version 1). The title and the ABC source are required; the
 * other updateable fields are optional (language E when not given).
 */
export const NewSongRequest = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(500),
    abc_source: z.string().max(1_000_000),
    abc_lyrics: z.string().max(200_000).optional(),
    text: z.string().max(200_000).optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
      .nullable()
      .optional(),
    notes: z.string().max(200_000).optional(),
    language: Language.optional(),
    translation: z.string().max(200_000).optional(),
  })
  .strict();
export type NewSongRequest = z.infer<typeof NewSongRequest>;

/**
 * `PUT /api/songs/:id`: the version the editor read, and the edited fields. A stale version is
 * answered 409 with the stored song in `error.current`, and nothing is written.
 */
export const SongUpdateRequest = z.object({
  version: z.number().int().min(1),
  changes: SongChanges,
});
export type SongUpdateRequest = z.infer<typeof SongUpdateRequest>;

export const SongUpdateResponse = z.object({
  song: Song,
  /** The fields that differed from the stored song and were recorded in the history. */
  changed: z.array(z.string()),
});
export type SongUpdateResponse = z.infer<typeof SongUpdateResponse>;

/**
 * `POST /api/songs/:id/approve-bengali` (app-spec 2.2, 4): the version the approver read. Sets
 * language B and workflow status 23; answers SongUpdateResponse.
 */
export const ApproveBengaliRequest = z.object({ version: z.number().int().min(1) }).strict();
export type ApproveBengaliRequest = z.infer<typeof ApproveBengaliRequest>;

/** `GET /api/songs/:id/history?limit=&offset=` */
export const SongHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SongHistoryQuery = z.infer<typeof SongHistoryQuery>;

/** One changed field of one save (app-spec 3, "Workflow entry"): the field is its data type. */
export const SongHistoryEntry = z.object({
  id: z.number().int(),
  song_id: z.number().int(),
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  /** Who saved; null when the user has been deleted. */
  username: z.string().nullable(),
  /** The song version this save produced. */
  version: z.number().int(),
  /** ISO 8601 time of the save. */
  created_at: z.string(),
});
export type SongHistoryEntry = z.infer<typeof SongHistoryEntry>;

/** Newest first. */
export const SongHistoryResponse = z.object({
  items: z.array(SongHistoryEntry),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SongHistoryResponse = z.infer<typeof SongHistoryResponse>;

// --- Recent songs (app-spec 2.4 wizard: open recent transcription; 7 "Recent"; 9 "Recent list
// size 1000"; routes/songs.ts) ---

/** `GET /api/songs/recent?limit=`: app-spec 9 "Recent list size 1000". */
export const RecentSongsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});
export type RecentSongsQuery = z.infer<typeof RecentSongsQuery>;

/** A song in the recent list: who wrote it last and when. */
export const RecentSong = SongSummary.extend({
  repo_id: z.string().nullable(),
  /** ISO 8601 time of the last save (or of the import, for a song nobody has saved). */
  updated_at: z.string(),
  /** Who saved it last; null for an imported song never saved, or a deleted user. */
  updated_by: z.string().nullable(),
});
export type RecentSong = z.infer<typeof RecentSong>;

/** Newest first. */
export const RecentSongsResponse = z.object({ items: z.array(RecentSong) });
export type RecentSongsResponse = z.infer<typeof RecentSongsResponse>;
