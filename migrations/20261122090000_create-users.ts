/**
 * @fileoverview Creates `users`: one row per person who can log in (DESIGN.md 4, 5).
 * `token_valid_after` revokes every access token issued before it (logout, password change);
 * null means no token is revoked.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('users')) return;
  await db.schema.createTable('users', (table) => {
    table.increments('id').primary();
    table.string('username', 64).notNullable().unique();
    // argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash): about 100 characters.
    table.string('password_hash', 255).notNullable();
    table.timestamp('token_valid_after', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('users');
}
