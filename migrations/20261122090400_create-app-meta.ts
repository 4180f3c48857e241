/**
 * @fileoverview Creates `app_meta`: small facts about this installation, key to text value
 * (for example that the demo import ran, so a second start does not import again).
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('app_meta')) return;
  await db.schema.createTable('app_meta', (table) => {
    table.string('key', 64).primary();
    table.text('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('app_meta');
}
