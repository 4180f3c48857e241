/**
 * @fileoverview Refuses a request whose user lacks a permission (app-spec 6; DESIGN.md 5
 * "Access": checked on the server, not only by hiding buttons). Runs after requireAuth.
 */

import type { Knex } from 'knex';

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware } from '../http.js';
import { type Permission, userHasPermission } from '../services/auth/permissions.js';
import { currentUser } from './requireAuth.js';

/**
 * Middleware that lets the request through only when its user holds `permission`.
 * @throws ApiError 401 `unauthorized` without a user; 403 `forbidden` naming the permission.
 */
export function requirePermission(db: Knex, permission: Permission): AppMiddleware {
  return async function requirePermissionMiddleware(ctx, next) {
    const user = currentUser(ctx);
    if (!(await userHasPermission(db, user.id, permission))) {
      throw ApiError.of('forbidden', `You need the permission '${permission}' to do this`);
    }
    await next();
  };
}
