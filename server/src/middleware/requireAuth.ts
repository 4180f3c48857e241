/**
 * @fileoverview Guards every protected API route: reads the bearer token, checks it on the
 * server (services/auth/session.ts) and puts the user in `ctx.state.user`. Without a token,
 * or with a bad one, the request ends with 401 `unauthorized`.
 */

import type { Knex } from 'knex';

import type { User } from '../api-types.js';
import { ApiError } from '../errors/ApiError.js';
import type { AppContext, AppMiddleware } from '../http.js';
import { bearerToken, type SessionConfig, userFromAccessToken } from '../services/auth/session.js';

export function requireAuth(db: Knex, config: SessionConfig): AppMiddleware {
  return async function requireAuthMiddleware(ctx, next) {
    const token = bearerToken(ctx.get('Authorization') || undefined);
    if (token === undefined) throw ApiError.of('unauthorized');
    ctx.state.user = await userFromAccessToken(db, config, token);
    await next();
  };
}

/** The user of a request that passed `requireAuth`. @throws ApiError 401 when there is none. */
export function currentUser(ctx: AppContext): User {
  if (ctx.state.user === undefined) throw ApiError.of('unauthorized');
  return ctx.state.user;
}
