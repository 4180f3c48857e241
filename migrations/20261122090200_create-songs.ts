/**
 * @fileoverview Creates `songs`: the archive's songs with the fields of app-spec 3 (as in
 * `Song` of server/src/api-types.ts) and the `version` used for optimistic concurrency
 * (DESIGN.md 4): every save must name the version it read and bumps it by one.
 *
 * `date` is text (YYYY-MM-DD), not a SQL date, so no driver shifts it by a time zone.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('songs')) return;
  await db.schema.createTable('songs', (table) => {
    table.increments('id').primary();
    table.string('title', 500).notNullable();
    table.string('date', 10).nullable();
    table.string('language', 4).notNullable().defaultTo('E');
    table.string('nr2000', 32).nullable();
    table.text('text').notNullable().defaultTo('');
    table.text('abc_source').notNullable().defaultTo('');
    table.text('abc_lyrics').notNullable().defaultTo('');
    table.text('notes').notNullable().defaultTo('');
    table.text('translation').notNullable().defaultTo('');
    table.string('repo_id', 200).nullable().unique();
    table.string('file_name', 255).nullable();
    table.integer('version').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.index(['title', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('songs');
}
