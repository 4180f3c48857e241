/**
 * @fileoverview Creates `songbooks` and `songbook_songs` (app-spec 3: "Songbook: id, code, name;
 * contents are items with key, display and page"; a song lists its songbooks as songbook_id,
 * code, name, page).
 *
 * - `songbooks.code` is the book's short name ("TAG"), unique; `name` its full title.
 * - `songbook_songs` places one song in one book on a page; a song stands at most once in a book
 *   (the unique pair). Deleting a book or a song removes its placements, never the other side.
 * - `page` is the page number in the book (an integer, app-spec 5: "integer-typed values are
 *   parsed as integers"); several songs may share a page.
 *
 * Read and written by server/src/services/songbooks/.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('songbooks'))) {
    await db.schema.createTable('songbooks', (table) => {
      table.increments('id').primary();
      table.string('code', 32).notNullable().unique();
      table.string('name', 500).notNullable();
    });
  }
  if (!(await db.schema.hasTable('songbook_songs'))) {
    await db.schema.createTable('songbook_songs', (table) => {
      table.increments('id').primary();
      table.integer('songbook_id').notNullable().references('id').inTable('songbooks').onDelete('CASCADE');
      table.integer('song_id').notNullable().references('id').inTable('songs').onDelete('CASCADE');
      table.integer('page').notNullable();
      table.unique(['songbook_id', 'song_id']);
      table.index(['song_id']);
    });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('songbook_songs');
  await db.schema.dropTableIfExists('songbooks');
}
