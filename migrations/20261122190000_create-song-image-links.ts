/**
 * @fileoverview Creates `song_image_links`: which songs each image belongs to (app-spec 3 "Song:
 * images (list of image names)", 2.2 "a 'Songs in this image' table"). One scanned page may hold
 * several songs, and one song may have several pages, so an image and a song are linked many to
 * many; a song's image list is its links in the order they were made (`id`).
 *
 * `song_images.song_id` stays the song whose source-image folder holds the file (null in
 * UNASSIGNED); the links say which songs list it. Deleting a song or an image drops its links.
 * Written by server/src/services/images/imageLinks.ts.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('song_image_links')) return;
  await db.schema.createTable('song_image_links', (table) => {
    table.increments('id').primary();
    table.integer('song_id').notNullable().references('id').inTable('songs').onDelete('CASCADE');
    table.integer('image_id').notNullable().references('id').inTable('song_images').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.unique(['song_id', 'image_id']);
    table.index(['image_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('song_image_links');
}
