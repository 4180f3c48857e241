/**
 * @fileoverview Refuses a change to the archive from a user who is not an editor (DESIGN.md 4-5:
 * roles are checked on the server). A signed-up account has no roles (services/auth/account.ts)
 * and may read the archive; saving songs, attaching or taking away images, writing files and
 * changing songbooks need the `editor` or `admin` role, which an administrator gives on the
 * profile page. Runs after requireAuth.
 */

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware } from '../http.js';
import { ADMIN_ROLE } from '../services/auth/admin.js';
import { currentUser } from './requireAuth.js';

/** The role of the archive's editors (migrations: role_permissions). */
export const EDITOR_ROLE = 'editor';

/** Whether a user with `roles` may change the archive. */
export function mayEdit(roles: readonly string[]): boolean {
  return roles.includes(EDITOR_ROLE) || roles.includes(ADMIN_ROLE);
}

/**
 * Middleware that lets the request through only for an editor or an administrator.
 * @throws ApiError 401 `unauthorized` without a user; 403 `forbidden` saying whom to ask.
 */
export function requireEditor(): AppMiddleware {
  return async function requireEditorMiddleware(ctx, next) {
    if (!mayEdit(currentUser(ctx).roles)) {
      throw ApiError.of('forbidden', 'Only editors can change the archive: ask an administrator for the editor role');
    }
    await next();
  };
}
