/**
 * @fileoverview The images of songs (app-spec 3 "Song image"; issue 6 "Images upload to the
 * server ..., are attached to songs, listed per song, and served under /files/"): checks and
 * re-encodes an upload (reencode.ts), writes it under a name the server chooses into an image
 * folder of DATA_DIR/files (dataFolders.ts), and records it in `song_images`.
 *
 * The upload route and the editor's image panel build on this:
 *
 *     const images = createImageStore({ db, folders: config.folders });
 *     const image = await images.store(bytes, { songId: 12, originalName: 'scan.jpg', createdBy: user.id });
 *     image.url;                      // "/files/src-img/12-9f86d081884c7d65.jpg"
 *     await images.listForSong(12);   // [image, ...] in the order attached
 *
 * Errors are `ApiError`s with the catalogue's codes, so a route can let them through as they are.
 * Pass a transaction as `db` to store images together with other rows (the demo import does).
 *
 * Usage examples: imageStore.test.ts, services/demo/importDemo.ts.
 */

import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Knex } from 'knex';

import type { ImageFolder, SongImage } from '../../api-types.js';
import type { DataFolders } from '../../dataFolders.js';
import { ApiError } from '../../errors/ApiError.js';
import { nowIso, toIsoTimestamp } from '../../timestamps.js';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits, reencodeImage } from './reencode.js';

/** What `store` needs to know besides the bytes. */
export interface StoreImageOptions {
  /** The song the image belongs to; null for an image attached to no song yet. */
  songId: number | null;
  /** The uploader's file name (display only: it never becomes a path). */
  originalName?: string;
  /** Default: src-img for a song's image, UNASSIGNED for an image without a song. */
  folder?: ImageFolder;
  /** The uploading user's id; null or absent for the server itself (demo import). */
  createdBy?: number | null;
}

export interface ImageStore {
  /**
   * Checks `bytes` by content, re-encodes them (same format, oriented, metadata removed, at most
   * `limits.maxDimension` pixels on the longest side), writes the file and records it.
   * @returns the stored image as the API shows it
   * @throws ApiError 404 `song_not_found`; 413 `image_too_large`; 415 `image_type_refused` (SVG,
   *   or not JPEG/PNG/WebP by content); 422 `image_unreadable`
   */
  store(bytes: Uint8Array, options: StoreImageOptions): Promise<SongImage>;
  /** The images of song `songId` in the order they were attached (none for an unknown song). */
  listForSong(songId: number): Promise<SongImage[]>;
  /** The image called `name`, or undefined. */
  find(name: string): Promise<SongImage | undefined>;
  /** Absolute path of an image's file. */
  filePath(image: Pick<SongImage, 'folder' | 'name'>): string;
}

export interface ImageStoreOptions {
  /** The database, or a transaction to write in. */
  db: Knex | Knex.Transaction;
  folders: DataFolders;
  limits?: ImageLimits;
}

/** Columns of `song_images` that leave the database, in the order of api-types `SongImage`. */
const IMAGE_COLUMNS = [
  'id',
  'name',
  'song_id',
  'folder',
  'width',
  'height',
  'content_type',
  'byte_size',
  'original_name',
  'created_at',
  'created_by',
] as const;

type ImageRow = Record<(typeof IMAGE_COLUMNS)[number], unknown>;

/** The URL of an image: its folder and name under /files/ (both server-chosen and URL-safe). */
export function imageUrl(image: Pick<SongImage, 'folder' | 'name'>): string {
  return `/files/${image.folder}/${image.name}`;
}

/**
 * The URL the API hands out: `imageUrl` with app-spec 7's cache-busting 5-digit time suffix,
 * `?v=` and the image's upload time in seconds, modulo 100000. The suffix stays the same for the
 * same file, so browsers keep it (names are never reused, and a moved file has a new path).
 */
export function cacheBustedImageUrl(image: Pick<SongImage, 'folder' | 'name' | 'created_at'>): string {
  const seconds = Math.floor(Date.parse(image.created_at) / 1000);
  const suffix = Number.isFinite(seconds) ? seconds % 100_000 : 0;
  return `${imageUrl(image)}?v=${String(suffix).padStart(5, '0')}`;
}

/** A row as the API's `SongImage` (PostgreSQL may give integers as strings). */
function toSongImage(row: ImageRow): SongImage {
  const image = {
    id: Number(row.id),
    name: String(row.name),
    song_id: row.song_id === null || row.song_id === undefined ? null : Number(row.song_id),
    folder: String(row.folder) as ImageFolder,
    width: Number(row.width),
    height: Number(row.height),
    content_type: String(row.content_type),
    byte_size: Number(row.byte_size),
    original_name: row.original_name === null || row.original_name === undefined ? null : String(row.original_name),
    created_at: toIsoTimestamp(row.created_at),
    created_by: row.created_by === null || row.created_by === undefined ? null : Number(row.created_by),
  };
  return { ...image, url: imageUrl(image) };
}

/**
 * The uploader's file name made fit for display: its last path segment, without control
 * characters, at most 255 characters; null when nothing is left.
 */
export function cleanOriginalName(name: string | undefined): string | null {
  if (name === undefined) return null;
  const base = name.split(/[/\\]/).pop() ?? '';
  // Cut by code point, as PostgreSQL counts varchar(255), never inside a surrogate pair.
  const cleaned = Array.from(base.replace(/\p{Cc}/gu, '').trim()).slice(0, 255).join('');
  return cleaned === '' ? null : cleaned;
}

/**
 * A new file name: the song id (or "u" for no song) and 64 random bits, so names never clash,
 * never reveal the upload's name, and have at most two dash-separated parts (app-spec 7: such
 * names belong to the source image folder, longer ones to the archive folder).
 */
function newImageName(songId: number | null, extension: string): string {
  return `${songId ?? 'u'}-${randomBytes(8).toString('hex')}.${extension}`;
}

/** The image service on `db` and `folders` (see the file comment for an example). */
export function createImageStore({ db, folders, limits = DEFAULT_IMAGE_LIMITS }: ImageStoreOptions): ImageStore {
  const filePath = (image: Pick<SongImage, 'folder' | 'name'>): string => path.join(folders[image.folder], image.name);

  return {
    filePath,

    async store(bytes, options) {
      const { songId } = options;
      if (songId !== null && (await db('songs').where({ id: songId }).first('id')) === undefined) {
        throw ApiError.of('song_not_found');
      }
      const encoded = await reencodeImage(bytes, limits);
      const folder = options.folder ?? (songId === null ? 'UNASSIGNED' : 'src-img');
      const name = newImageName(songId, encoded.extension);
      const target = filePath({ folder, name });

      // Written under a hidden temporary name and renamed, so /files/ never serves half a file
      // (middleware/files.ts refuses names that start with a dot).
      const temporary = path.join(path.dirname(target), `.${name}.tmp`);
      await writeFile(temporary, encoded.data, { flag: 'wx' });
      await rename(temporary, target);

      const row = {
        name,
        song_id: songId,
        folder,
        width: encoded.width,
        height: encoded.height,
        content_type: encoded.contentType,
        byte_size: encoded.data.byteLength,
        original_name: cleanOriginalName(options.originalName),
        created_at: nowIso(),
        created_by: options.createdBy ?? null,
      };
      try {
        // The row and the song's link together, or neither.
        const id = await db.transaction(async (trx) => {
          const [inserted] = await trx('song_images').insert(row).returning<{ id: number }[]>('id');
          const imageId = Number(inserted!.id);
          if (songId !== null) {
            await trx('song_image_links').insert({ song_id: songId, image_id: imageId, created_at: row.created_at, created_by: row.created_by });
          }
          return imageId;
        });
        return toSongImage({ id, ...row });
      } catch (error) {
        // No row, no file: an image is either recorded or gone.
        await unlink(target).catch(() => undefined);
        throw error;
      }
    },

    async listForSong(songId) {
      // In the order the images were attached to this song (song_image_links.id).
      const rows = await db('song_images')
        .join('song_image_links', 'song_image_links.image_id', 'song_images.id')
        .where('song_image_links.song_id', songId)
        .orderBy('song_image_links.id')
        .select<ImageRow[]>(IMAGE_COLUMNS.map((column) => `song_images.${column}`));
      return rows.map(toSongImage);
    },

    async find(name) {
      const row = await db('song_images').where({ name }).first<ImageRow | undefined>(IMAGE_COLUMNS);
      return row === undefined ? undefined : toSongImage(row);
    },
  };
}
