/**
 * @fileoverview The HTTP API's request and response shapes, as zod schemas: the server validates
 * with them and the client imports their types (`import type`), so both sides agree by
 * construction (DESIGN.md 2, 4). This file must not import anything from the server but zod.
 *
 * Errors are always `{ error: { code, message } }` with an HTTP status (DESIGN.md 4); a 409 on a
 * song save also carries the stored song in `error.current`.
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

/** `POST /api/auth/login` */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
});
export type User = z.infer<typeof User>;

export const LoginResponse = z.object({
  /** Bearer access token (JWT, signed with jose). */
  token: z.string(),
  /** ISO 8601 times of the token's creation and expiry. */
  issuedAt: z.string(),
  expiresAt: z.string(),
  user: User,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

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

/** Every error response. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** For a 409 on a song save: the song as stored now. */
    current: Song.optional(),
    /** For a 400 from validation: which fields were wrong. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** `GET /api/auth/me`: the user the bearer token belongs to. */
export const MeResponse = z.object({ user: User });
export type MeResponse = z.infer<typeof MeResponse>;

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

/** The folders that hold images (app-spec 9), all served under `/files/<folder>/`. */
export const ImageFolder = z.enum(['src-img', 'archive', 'tbt', 'UNASSIGNED']);
export type ImageFolder = z.infer<typeof ImageFolder>;

/**
 * An image kept by the server (app-spec 3, "Song image"): a JPEG, PNG or WebP file it checked
 * and re-encoded, under a name it chose (DESIGN.md 5), listed per song.
 */
export const SongImage = z.object({
  id: z.number().int(),
  /** File name chosen by the server, unique over all folders ("12-9f86d081884c7d65.png"). */
  name: z.string(),
  /**
   * The song whose source-image folder holds it (the song it was uploaded for, or the first it
   * was attached to); null when it belongs to no song and lies in UNASSIGNED. An image may belong
   * to several songs: `GET /api/images/:name/songs` lists them all.
   */
  song_id: z.number().int().nullable(),
  folder: ImageFolder,
  /**
   * Where the browser loads it: `/files/<folder>/<name>?v=<5 digits>`, the digits a cache-busting
   * time suffix (app-spec 7) taken from when the file was last written or moved.
   */
  url: z.string(),
  /** Pixels of the stored file. */
  width: z.number().int(),
  height: z.number().int(),
  /** image/jpeg, image/png or image/webp. */
  content_type: z.string(),
  byte_size: z.number().int(),
  /** The uploader's file name, for display only; null when none was given. */
  original_name: z.string().nullable(),
  /** ISO 8601 time of the upload. */
  created_at: z.string(),
  /** Id of the user who uploaded it; null for the demo import or a deleted user. */
  created_by: z.number().int().nullable(),
});
export type SongImage = z.infer<typeof SongImage>;

// --- Images of songs (app-spec 2.2 source-image panel, 3 "Song image", 7 "Image delete",
// "Image add to song"; routes/images.ts) ---

/**
 * An image's name in a path (`:name`): the server chose it (`12-9f86d081884c7d65.png`), so
 * anything else is refused before it reaches the database or the file system.
 */
export const ImageName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.(?:png|jpg|jpeg|webp)$/, 'Not an image name');

/** `:id` of `/api/songs/:id/images`. */
export const SongImagesParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).describe('Song id') });

/** `:id` and `:name` of `/api/songs/:id/images/:name`. */
export const SongImageParams = SongImagesParams.extend({ name: ImageName });

/** `:name` of `/api/images/:name/songs`. */
export const ImageParams = z.object({ name: ImageName });

/** `GET /api/songs/:id/images`: the song's images in the order they were attached. */
export const SongImagesResponse = z.object({ images: z.array(SongImage) });
export type SongImagesResponse = z.infer<typeof SongImagesResponse>;

/**
 * `POST /api/songs/:id/images?filename=`: the body is the image's raw bytes, sent with any
 * Content-Type but application/json (which the JSON parser would read first), e.g.
 * application/octet-stream; the type is read from the content. `filename` is the uploader's file
 * name, for display only.
 */
export const ImageUploadQuery = z.object({ filename: z.string().max(1000).optional() });
export type ImageUploadQuery = z.infer<typeof ImageUploadQuery>;

/** The upload's body as the OpenAPI document describes it: the file's bytes, not JSON. */
export const ImageUploadBody = z
  .string()
  .meta({ contentMediaType: 'application/octet-stream', description: "The image file's bytes: a JPEG, PNG or WebP image, at most 25 MiB" });

/** Answer of an upload (201) and of attaching an image to a song (200). */
export const SongImageResponse = z.object({ image: SongImage });
export type SongImageResponse = z.infer<typeof SongImageResponse>;

/** A song an image belongs to: the info popup's "Songs in this image" table (ID, Title). */
export const ImageSong = z.object({ id: z.number().int(), title: z.string() });
export type ImageSong = z.infer<typeof ImageSong>;

/** `GET /api/images/:name/songs`: the image and the songs it belongs to, by id. */
export const ImageSongsResponse = z.object({ image: SongImage, songs: z.array(ImageSong) });
export type ImageSongsResponse = z.infer<typeof ImageSongsResponse>;

/**
 * `POST /api/images/check` (app-spec 7 "Image checks", admin): files found in the image folders
 * without a record are recorded (re-encoded, attached to no song); files the archive cannot take
 * are refused with the reason; records whose file is gone are listed as missing.
 */
export const ImageCheckResponse = z.object({
  added: z.array(SongImage),
  refused: z.array(z.object({ folder: ImageFolder, file: z.string(), message: z.string() })),
  missing: z.array(SongImage),
  /** Files left for the next check (one check records at most 200). */
  remaining: z.number().int(),
});
export type ImageCheckResponse = z.infer<typeof ImageCheckResponse>;

/**
 * `GET /api/images/stats` (app-spec 3 "Upload stats", 7 "uploadGetStats"): songs in the archive
 * (`total`), songs with at least one image (`song_count`), images kept (`image_count`) and those
 * uploaded by a user (`uploaded`).
 */
export const UploadStats = z.object({
  song_count: z.number().int(),
  total: z.number().int(),
  uploaded: z.number().int(),
  image_count: z.number().int(),
});
export type UploadStats = z.infer<typeof UploadStats>;

/** `POST /api/auth/signup` (app-spec 2.5, 5): answers 201 LoginResponse. */
/**
 * The shortest password an account may have (NIST SP 800-63B 5.1.1.2 and OWASP's authentication
 * cheat sheet: at least 8 characters; no other composition rules). The client repeats it in
 * client/src/features/auth/passwordRules.ts, tested equal.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

export const SignupRequest = z
  .object({
    username: z.string().trim().min(1, 'Username is required').max(64, 'The username is too long'),
    password: z.string().min(1, { message: 'Password is required', abort: true }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    repeatPassword: z.string(),
  })
  .refine((body) => body.password === body.repeatPassword, { message: 'Passwords must match', path: ['repeatPassword'] });
export type SignupRequest = z.infer<typeof SignupRequest>;

/** `POST /api/auth/password` (app-spec 2.5, 5): answers 200 LoginResponse with a new token. */
export const ChangePasswordRequest = z
  .object({
    oldPassword: z.string().min(1, 'Password is required'),
    newPassword: z.string().min(1, { message: 'New password is required', abort: true }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    repeatPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.repeatPassword, { message: 'Passwords must match', path: ['repeatPassword'] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `GET /api/auth/profile` (app-spec 2.5): the user, roles, permissions and the current token. */
export const ProfileResponse = z.object({
  user: User,
  permissions: z.array(z.string()),
  token: z.object({
    /** The first 25 characters of the bearer token, never the whole of it. */
    prefix: z.string().max(25),
    /** ISO 8601 times of the token's creation and expiry. */
    issuedAt: z.string(),
    expiresAt: z.string(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

// ---- Client configuration: `GET /config.json` (app-spec 7 and 9; save engineer) ----

/** The score renderers of the editor (DESIGN.md 4): Swaralipi's own engine, and abcjs. */
export const RENDER_ENGINES = ['swaralipi', 'abcjs'] as const;
export const RenderEngine = z.enum(RENDER_ENGINES);
export type RenderEngine = z.infer<typeof RenderEngine>;

/**
 * `GET /config.json` (app-spec 7: "Configuration is loaded by GET of a static config.json"):
 * the start-up settings of the web client (app-spec 9). Public, outside /api, and without
 * secrets: anyone may read it before logging in.
 */
export const ClientConfig = z.object({
  /** The rendering engine the editor starts with until the user picks one. */
  defaultEngine: RenderEngine,
  /** Whether the editor shows the side menu (first, prev, next, last). */
  sideMenu: z.boolean(),
  /** Whether developer aids (render times, debug output) are shown. */
  devMode: z.boolean(),
  /** The product's name as the editor shows it. */
  editorTitle: z.string().min(1).max(100),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

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

// --- Recent songs and the server's folders (app-spec 2.4 wizard: open recent transcription,
// open ABC file, save to ABC file; 7 "Recent", "Folder contents", "ABC file selection";
// 9 "Recent list size 1000", "Folders"; routes/songs.ts, routes/folders.ts) ---

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

/** The server's folders of app-spec 9, as the wizard names them. */
export const SERVER_FOLDERS = ['files', 'archive', 'UNASSIGNED', 'src-img', 'songs', 'tbt'] as const;
export const ServerFolderName = z.enum(SERVER_FOLDERS);
export type ServerFolderName = z.infer<typeof ServerFolderName>;

export const ServerFolder = z.object({
  name: ServerFolderName,
  /** Files the folder holds that the API lists (FolderFile kinds), not counting sub-folders. */
  file_count: z.number().int(),
});
export type ServerFolder = z.infer<typeof ServerFolder>;

/** `GET /api/folders` */
export const FoldersResponse = z.object({ folders: z.array(ServerFolder) });
export type FoldersResponse = z.infer<typeof FoldersResponse>;

/** What a file is, by its extension: ABC text, MusicXML text, or an image. */
export const FolderFileKind = z.enum(['abc', 'musicxml', 'image']);
export type FolderFileKind = z.infer<typeof FolderFileKind>;

export const FolderFile = z.object({
  name: z.string(),
  kind: FolderFileKind,
  /** Bytes. */
  size: z.number().int(),
  /** ISO 8601 time the file was last written. */
  modified_at: z.string(),
  /**
   * Where the browser loads it (`/files/<folder>/<name>?v=<5 digits>`, the cache-busting suffix
   * of app-spec 7), for images in the served folders; else null.
   */
  url: z.string().nullable(),
});
export type FolderFile = z.infer<typeof FolderFile>;

/** `:folder` of `/api/folders/:folder/files`. */
export const FolderParams = z.object({ folder: z.string().describe('One of the folders of app-spec 9') });

/** `:folder` and `:name` of `/api/folders/:folder/files/:name`. */
export const FolderFileParams = z.object({
  folder: z.string().describe('One of the folders of app-spec 9'),
  name: z.string().describe('A file name: no path, a known extension (.abc, .xml, .musicxml, .png, .jpg, .jpeg, .webp)'),
});

/** `GET /api/folders/:folder/files`: by name. */
export const FolderFilesResponse = z.object({ folder: ServerFolderName, files: z.array(FolderFile) });
export type FolderFilesResponse = z.infer<typeof FolderFilesResponse>;

/** An image of the same base name as a file (app-spec 7 "imgInfo": name, exists, folder). */
export const MatchingImage = z.object({
  name: z.string(),
  folder: ImageFolder,
  /** `/files/<folder>/<name>?v=<5 digits>`. */
  url: z.string(),
});
export type MatchingImage = z.infer<typeof MatchingImage>;

/**
 * `GET /api/folders/:folder/files/:name` (app-spec 7 "ABC file selection": fileInfo with
 * abc_source and header, imgInfo): the text of an ABC or MusicXML file, the header fields of
 * its first tune (ABC only: `{ T: 'Title', C: '2026-11-22', K: 'Db', ... }`, the first value of
 * each field letter), and the image of the same base name, or null when none exists.
 */
export const FolderFileResponse = z.object({
  folder: ServerFolderName,
  file: FolderFile,
  text: z.string(),
  header: z.record(z.string(), z.string()),
  image: MatchingImage.nullable(),
});
export type FolderFileResponse = z.infer<typeof FolderFileResponse>;

/** `:name` of `PUT /api/folders/songs/files/:name`: `<repo_id>.abc`. */
export const SongFileParams = z.object({ name: z.string().describe('The file name: <repo_id>.abc') });

/**
 * `PUT /api/folders/songs/files/:name` (save to ABC file, app-spec 2.4): the ABC text. Empty
 * text is refused with app-spec 8's 'Nothing to save, try again later ...'.
 */
export const SaveAbcFileRequest = z.object({ text: z.string().max(1_000_000) }).strict();
export type SaveAbcFileRequest = z.infer<typeof SaveAbcFileRequest>;

export const SaveAbcFileResponse = z.object({
  file: FolderFile,
  /** True when the file did not exist before. */
  created: z.boolean(),
});
export type SaveAbcFileResponse = z.infer<typeof SaveAbcFileResponse>;

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

// ---- Accounts: users and their roles (administrators only) ----

/** `GET /api/auth/users`: every user with their roles, and the roles that can be given. */
export const UserListResponse = z.object({
  users: z.array(User),
  /** Every role of role_permissions and `admin`, sorted. */
  roles: z.array(z.string()),
});
export type UserListResponse = z.infer<typeof UserListResponse>;

/** `:id` of `/api/auth/users/:id/roles`. */
export const UserIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).describe('User id') });

/** `PUT /api/auth/users/:id/roles`: the user's whole set of roles (repeats are dropped). */
export const SetUserRolesRequest = z.object({ roles: z.array(z.string().trim().min(1).max(64)).max(32) }).strict();
export type SetUserRolesRequest = z.infer<typeof SetUserRolesRequest>;

export const SetUserRolesResponse = z.object({ user: User });
export type SetUserRolesResponse = z.infer<typeof SetUserRolesResponse>;
