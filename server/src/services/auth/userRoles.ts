/**
 * @fileoverview Who holds which role (app-spec 6; DESIGN.md 4: permissions and an `admin` role,
 * stored in the database): the list of users an administrator sees, and giving or taking roles.
 * A user who signs up has no role; an administrator grants one (e.g. `editor`). Roles are read
 * from the database on every request (services/auth/session.ts), so a change applies to the
 * user's next call without a new login.
 *
 * Usage examples: routes/auth.test.ts ("users and roles").
 */

import type { Knex } from 'knex';

import type { User } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { ADMIN_ROLE } from './admin.js';
import { findUserById, toApiUser } from './users.js';

/** The roles an administrator may give: every role of `role_permissions`, and `admin`; sorted. */
export async function knownRoles(db: Knex): Promise<string[]> {
  const rows = await db('role_permissions').distinct('role').select<{ role: string }[]>();
  return [...new Set([ADMIN_ROLE, ...rows.map((row) => row.role)])].sort();
}

/** Every user with their roles, by username. */
export async function listUsers(db: Knex): Promise<User[]> {
  const users = await db('users').orderBy('username').select<{ id: number; username: string }[]>('id', 'username');
  const roleRows = await db('user_roles').orderBy('role').select<{ user_id: number; role: string }[]>('user_id', 'role');
  const rolesById = new Map<number, string[]>();
  for (const row of roleRows) {
    const id = Number(row.user_id);
    rolesById.set(id, [...(rolesById.get(id) ?? []), row.role]);
  }
  return users.map((user) => ({ id: Number(user.id), username: user.username, roles: rolesById.get(Number(user.id)) ?? [] }));
}

/**
 * Replaces the roles of user `userId` by `roles` (repeats dropped), as administrator `actor`.
 * @throws ApiError 404 `user_not_found`; 400 `unknown_role` naming a role that no
 *   `role_permissions` row and not `admin` names; 409 `own_admin_role` when an administrator
 *   would take the admin role from themself (nobody could then give it back).
 */
export async function setUserRoles(db: Knex, actor: User, userId: number, roles: readonly string[]): Promise<User> {
  const record = await findUserById(db, userId);
  if (record === undefined) throw ApiError.of('user_not_found');
  const known = await knownRoles(db);
  const unknown = roles.find((role) => !known.includes(role));
  if (unknown !== undefined) {
    throw ApiError.of('unknown_role', `There is no role '${unknown}'; the roles are ${known.join(', ')}`);
  }
  const wanted = [...new Set(roles)].sort();
  if (actor.id === userId && actor.roles.includes(ADMIN_ROLE) && !wanted.includes(ADMIN_ROLE)) {
    throw ApiError.of('own_admin_role');
  }
  await db.transaction(async (trx) => {
    await trx('user_roles').where({ user_id: userId }).delete();
    if (wanted.length > 0) await trx('user_roles').insert(wanted.map((role) => ({ user_id: userId, role })));
  });
  return toApiUser(db, record);
}
