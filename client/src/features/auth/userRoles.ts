/**
 * @fileoverview The role changes an administrator makes in the users table (UserRolesTable):
 * which roles a user gets when one box is ticked or cleared, and which boxes cannot change.
 */

/** The admin role (server/src/services/auth/admin.ts ADMIN_ROLE). */
export const ADMIN_ROLE = 'admin';

/** `roles` with `role` added (`granted`) or taken away, sorted, without repeats. */
export function toggledRoles(roles: readonly string[], role: string, granted: boolean): string[] {
  const next = new Set(roles);
  if (granted) next.add(role);
  else next.delete(role);
  return [...next].sort();
}

/**
 * Why the box of `role` for user `userId` cannot be changed by administrator `actorId`, or null
 * when it can: nobody takes the admin role from themself (the server answers 409 own_admin_role).
 */
export function lockedReason(actorId: number, userId: number, role: string): string | null {
  return actorId === userId && role === ADMIN_ROLE ? 'You cannot take the admin role from yourself' : null;
}
