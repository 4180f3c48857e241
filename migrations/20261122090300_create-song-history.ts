/**
 * @fileoverview Creates `song_history`: the workflow history of song edits (app-spec 3,
 * "Workflow entry"), one row per changed field of a save, written in the save's transaction
 * (DESIGN.md 5). `field` is the workflow data type (abc_source, title, text, ...), `version`
 * the song version the save produced.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('song_history')) return;
  await db.schema.createTable('song_history', (table) => {
    table.increments('id').primary();
    table.integer('song_id').notNullable().references('id').inTable('songs').onDelete('CASCADE');
    table.string('field', 32).notNullable();
    table.text('old_value').nullable();
    table.text('new_value').nullable();
    table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.integer('version').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['song_id', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('song_history');
}
