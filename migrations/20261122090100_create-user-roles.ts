/**
 * @fileoverview Creates `user_roles`: the roles of each user, one row per role (DESIGN.md 4:
 * an `admin` role in place of app-spec's "one specific admin user name"). Permissions such as
 * 'Archive Songs' will get their own table when a route first checks one.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('user_roles')) return;
  await db.schema.createTable('user_roles', (table) => {
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('role', 64).notNullable();
    table.primary(['user_id', 'role']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('user_roles');
}
