/**
 * @fileoverview Adds `songs.workflow_status`: the song's place in the archive's workflow
 * (app-spec 4, 9: "Approving Bengali sets language to B together with workflow status 23").
 * Nullable integer: null means no status was ever set. `songs` has foreign keys, so neither
 * direction may let knex rebuild the table on SQLite (STYLE.md 13): ADD COLUMN is done in place,
 * and `down` uses DROP COLUMN itself (SQLite 3.35+, PostgreSQL), not knex's dropColumn.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasColumn('songs', 'workflow_status')) return;
  await db.schema.alterTable('songs', (table) => {
    table.integer('workflow_status').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  if (!(await db.schema.hasColumn('songs', 'workflow_status'))) return;
  await db.raw('alter table ?? drop column ??', ['songs', 'workflow_status']);
}
