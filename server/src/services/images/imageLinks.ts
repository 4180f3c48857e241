/**
 * @fileoverview Which songs an image belongs to (app-spec 3 "Song: images"; 2.2 "Songs in this
 * image"; 7 "Image add to song", "Image delete"): attaching an image the server holds to a song,
 * taking it off a song, and listing its songs. The links live in `song_image_links`
 * (migrations/20261122190000); the files and rows in imageStore.ts.
 *
 * Where the file lies follows its links:
 * - an image attached to a song is in src-img (or stays in archive or tbt, folders someone chose
 *   on purpose); attaching an UNASSIGNED image moves it to src-img and makes that song its
 *   `song_id`;
 * - taking an image off its last song moves it aside from src-img to UNASSIGNED (`song_id` null)
 *   rather than deleting it: a scan is the archive's data, app-spec 4 asks only that it leave the
 *   song's list, and from UNASSIGNED the wizard's "match image with song" can attach it again.
 *   An image still listed by other songs, or kept in archive or tbt, stays where it is.
 *
 *     const links = createImageLinks({ db, folders });
 *     await links.attach('u-9f86d081884c7d65.png', 12, userId);   // now /files/src-img/...
 *     await links.songsOf('u-9f86d081884c7d65.png');              // [{ id: 12, title: ... }]
 *     await links.detach('u-9f86d081884c7d65.png', 12);           // back in UNASSIGNED
 *
 * Usage examples: imageLinks.test.ts, routes/images.ts.
 */

import { rename } from 'node:fs/promises';
import path from 'node:path';

import type { Knex } from 'knex';

import type { ImageFolder, ImageSong, SongImage } from '../../api-types.js';
import type { DataFolders } from '../../dataFolders.js';
import { ApiError } from '../../errors/ApiError.js';
import { nowIso } from '../../timestamps.js';
import { createImageStore } from './imageStore.js';

export interface ImageLinks {
  /**
   * Adds image `name` to song `songId`'s list (at its end); attaching it again changes nothing.
   * An UNASSIGNED image moves to src-img and takes the song as its `song_id`.
   * @returns the image as it is now
   * @throws ApiError 404 `image_not_found` (no image by that name), `song_not_found`
   */
  attach(name: string, songId: number, userId: number | null): Promise<SongImage>;
  /**
   * Takes image `name` off song `songId`'s list; an image on no other song moves to UNASSIGNED.
   * @returns the image as it is now
   * @throws ApiError 404 `image_not_found` (no such image, or not on that song's list)
   */
  detach(name: string, songId: number): Promise<SongImage>;
  /**
   * The songs image `name` belongs to, by id.
   * @throws ApiError 404 `image_not_found`
   */
  songsOf(name: string): Promise<{ image: SongImage; songs: ImageSong[] }>;
}

export interface ImageLinksOptions {
  db: Knex;
  folders: DataFolders;
}

/** The links of images to songs on `db` (see the file comment for the rules and an example). */
export function createImageLinks({ db, folders }: ImageLinksOptions): ImageLinks {
  const images = createImageStore({ db, folders });

  /** The image called `name`, read through `reader` (a transaction reads its own rows). */
  const findOrThrow = async (name: string, reader: Knex | Knex.Transaction = db): Promise<SongImage> => {
    const image = await (reader === db ? images : createImageStore({ db: reader, folders })).find(name);
    if (image === undefined) throw ApiError.of('image_not_found');
    return image;
  };

  /**
   * Sets `song_id` and `folder` of `image` inside `trx` and moves its file to match. The rename
   * comes last, so a failed rename rolls the row back; the file and its row never disagree.
   */
  const place = async (trx: Knex.Transaction, image: SongImage, songId: number | null, folder: ImageFolder): Promise<void> => {
    if (image.song_id === songId && image.folder === folder) return;
    await trx('song_images').where({ id: image.id }).update({ song_id: songId, folder });
    if (folder !== image.folder) {
      await rename(images.filePath(image), path.join(folders[folder], image.name));
    }
  };

  return {
    async attach(name, songId, userId) {
      await db.transaction(async (trx) => {
        // Read inside the transaction: a concurrent detach cannot move the file under us.
        const image = await findOrThrow(name, trx);
        if ((await trx('songs').where({ id: songId }).first('id')) === undefined) throw ApiError.of('song_not_found');
        const linked = await trx('song_image_links').where({ song_id: songId, image_id: image.id }).first('id');
        if (linked === undefined) {
          await trx('song_image_links').insert({ song_id: songId, image_id: image.id, created_at: nowIso(), created_by: userId });
        }
        if (image.folder === 'UNASSIGNED') await place(trx, image, songId, 'src-img');
        else if (image.song_id === null) await place(trx, image, songId, image.folder);
      });
      return findOrThrow(name);
    },

    async detach(name, songId) {
      await db.transaction(async (trx) => {
        const image = await findOrThrow(name, trx);
        const removed = await trx('song_image_links').where({ song_id: songId, image_id: image.id }).delete();
        if (removed === 0) throw ApiError.of('image_not_found', 'This song has no image by that name');
        const next = await trx('song_image_links').where({ image_id: image.id }).orderBy('id').first<{ song_id: number } | undefined>('song_id');
        if (next === undefined) await place(trx, image, null, image.folder === 'src-img' ? 'UNASSIGNED' : image.folder);
        else if (image.song_id === songId) await place(trx, image, Number(next.song_id), image.folder);
      });
      return findOrThrow(name);
    },

    async songsOf(name) {
      const image = await findOrThrow(name);
      const rows = await db('songs')
        .join('song_image_links', 'song_image_links.song_id', 'songs.id')
        .where('song_image_links.image_id', image.id)
        .orderBy('songs.id')
        .select<{ id: number; title: string | null }[]>('songs.id', 'songs.title');
      return { image, songs: rows.map((row) => ({ id: Number(row.id), title: row.title ?? '' })) };
    },
  };
}
