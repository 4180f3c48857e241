/**
 * @fileoverview HTTP API shapes, images of songs: the folders that hold them, uploads, checks and
 * counts (routes/images.ts). api-types.ts says how the server and the client share them.
 */

import { z } from 'zod';

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
