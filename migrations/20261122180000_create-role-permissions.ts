/**
 * @fileoverview Creates `role_permissions`: which permission strings each role grants
 * (app-spec 6; DESIGN.md 4: permissions and an `admin` role checked on the server). A user's
 * permissions are the union over their roles (`user_roles`). Seeds the two roles the app
 * ships with: `admin` holds every permission, `editor` every one but 'Approve Bengali'
 * (approving a Bengali transcription is a reviewer's act, granted on purpose).
 */

import type { Knex } from 'knex';

const SEED: readonly { role: string; permission: string }[] = [
  { role: 'admin', permission: 'Archive Songs' },
  { role: 'admin', permission: 'Print Archive' },
  { role: 'admin', permission: 'Approve Bengali' },
  { role: 'admin', permission: 'Edit Wiki' },
  { role: 'editor', permission: 'Archive Songs' },
  { role: 'editor', permission: 'Print Archive' },
  { role: 'editor', permission: 'Edit Wiki' },
];

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('role_permissions')) return;
  await db.schema.createTable('role_permissions', (table) => {
    table.string('role', 64).notNullable();
    table.string('permission', 64).notNullable();
    table.primary(['role', 'permission']);
  });
  await db('role_permissions').insert([...SEED]);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('role_permissions');
}
