/**
 * @fileoverview Permissions (app-spec 6): the strings a role grants, stored in
 * `role_permissions`; a user holds the union over their roles (`user_roles`).
 *
 * Usage examples: permissions.test.ts, middleware/requirePermission.test.ts.
 */

import type { Knex } from 'knex';

/** The permission strings of app-spec 6, exactly as the client shows them. */
export const PERMISSIONS = ['Archive Songs', 'Print Archive', 'Approve Bengali', 'Edit Wiki'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The permissions user `userId` holds through any of their roles, sorted, without repeats. */
export async function permissionsOfUser(db: Knex, userId: number): Promise<string[]> {
  const rows = await db('user_roles')
    .join('role_permissions', 'role_permissions.role', 'user_roles.role')
    .where('user_roles.user_id', userId)
    .distinct('role_permissions.permission')
    .orderBy('role_permissions.permission')
    .select<{ permission: string }[]>();
  return rows.map((row) => row.permission);
}

/** Whether user `userId` holds `permission` through one of their roles. */
export async function userHasPermission(db: Knex, userId: number, permission: Permission): Promise<boolean> {
  const row = await db('user_roles')
    .join('role_permissions', 'role_permissions.role', 'user_roles.role')
    .where({ 'user_roles.user_id': userId, 'role_permissions.permission': permission })
    .first('role_permissions.permission');
  return row !== undefined;
}
