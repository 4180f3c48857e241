/**
 * @fileoverview Creates `song_images`: the images kept under the files folder (app-spec 3
 * "Song image: name, listed per song"; DESIGN.md 5 "Uploads": names chosen by the server),
 * one row per stored file, written by server/src/services/images/imageStore.ts.
 *
 * - `name` is the file name the server chose (unique over every folder), `folder` the image
 *   folder of app-spec 9 it lies in (src-img, archive, tbt, UNASSIGNED): the file is
 *   DATA_DIR/files/<folder>/<name>, served as /files/<folder>/<name>.
 * - `song_id` is null for an image attached to no song (UNASSIGNED); deleting a song keeps its
 *   images as unattached rather than losing the scans.
 * - `width`/`height` in pixels of the stored (re-encoded) file; `content_type` its MIME type;
 *   `byte_size` its length; `original_name` the uploader's file name, for display only.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('song_images')) return;
  await db.schema.createTable('song_images', (table) => {
    table.increments('id').primary();
    table.string('name', 100).notNullable().unique();
    table.integer('song_id').nullable().references('id').inTable('songs').onDelete('SET NULL');
    table.string('folder', 32).notNullable();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.string('content_type', 32).notNullable();
    table.integer('byte_size').notNullable();
    table.string('original_name', 255).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.index(['song_id', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('song_images');
}
