/**
 * @fileoverview Users and their roles in the database (tables `users`, `user_roles`).
 *
 * Usage examples: routes/auth.test.ts, admin.test.ts.
 */

import type { Knex } from 'knex';

import type { User } from '../../api-types.js';
import { nowIso, toIsoTimestampOrNull } from '../../timestamps.js';

/** A row of `users` as the auth services need it. */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  /** ISO time before which issued tokens are refused; null when none is revoked. */
  tokenValidAfter: string | null;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  token_valid_after: unknown;
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    tokenValidAfter: toIsoTimestampOrNull(row.token_valid_after),
  };
}

/** The user named `username` (exact, case-sensitive match), or undefined. */
export async function findUserByUsername(db: Knex, username: string): Promise<UserRecord | undefined> {
  const row = await db<UserRow>('users').where({ username }).first('id', 'username', 'password_hash', 'token_valid_after');
  return row === undefined ? undefined : toRecord(row);
}

/**
 * Whether a user named `username` exists, letter case aside: sign-up refuses "Mira" beside
 * "mira", two accounts a reader could not tell apart. (SQLite's lower() folds ASCII letters only;
 * PostgreSQL's folds all.)
 */
export async function usernameTaken(db: Knex, username: string): Promise<boolean> {
  const row = await db('users').whereRaw('lower(username) = lower(?)', [username]).first('id');
  return row !== undefined;
}

/** The user with `id`, or undefined. */
export async function findUserById(db: Knex, id: number): Promise<UserRecord | undefined> {
  const row = await db<UserRow>('users').where({ id }).first('id', 'username', 'password_hash', 'token_valid_after');
  return row === undefined ? undefined : toRecord(row);
}

/** The role names of user `userId`, sorted. */
export async function rolesOfUser(db: Knex, userId: number): Promise<string[]> {
  const rows = await db('user_roles').where({ user_id: userId }).orderBy('role').select<{ role: string }[]>('role');
  return rows.map((row) => row.role);
}

/** The user as the API shows it (api-types `User`): never the password hash. */
export async function toApiUser(db: Knex, record: UserRecord): Promise<User> {
  return { id: record.id, username: record.username, roles: await rolesOfUser(db, record.id) };
}

/**
 * Inserts a user with an already computed password hash and its roles, in one transaction.
 * @throws the driver's unique-constraint error when `username` is taken
 */
export async function createUser(
  db: Knex,
  user: { username: string; passwordHash: string; roles: readonly string[] },
): Promise<User> {
  return db.transaction(async (trx) => {
    const [inserted] = await trx('users')
      .insert({ username: user.username, password_hash: user.passwordHash, created_at: nowIso() })
      .returning<{ id: number }[]>('id');
    const id = Number(inserted!.id);
    if (user.roles.length > 0) {
      await trx('user_roles').insert(user.roles.map((role) => ({ user_id: id, role })));
    }
    return { id, username: user.username, roles: [...user.roles].sort() };
  });
}
