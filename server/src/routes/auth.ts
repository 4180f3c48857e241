/**
 * @fileoverview `/api/auth`: logging in (public) and who am I (protected by its own guard,
 * because this router is mounted before the guard of routes/index.ts).
 *
 * - `POST /api/auth/login` LoginRequest -> 200 LoginResponse; 400 validation_failed or
 *   bad_json; 401 invalid_credentials (same for an unknown user and a wrong password);
 *   429 too_many_attempts with Retry-After after 10 failures in a minute for the account or
 *   the address (services/auth/loginLimiter.ts).
 * - `GET /api/auth/me` -> 200 MeResponse; 401 unauthorized.
 */

import Router from '@koa/router';

import { LoginRequest, type LoginResponse, type MeResponse } from '../api-types.js';
import { ApiError } from '../errors/ApiError.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppState } from '../http.js';
import { currentUser, requireAuth } from '../middleware/requireAuth.js';
import { logIn } from '../services/auth/login.js';
import { LoginLimiter } from '../services/auth/loginLimiter.js';
import type { RouteDeps } from './deps.js';

export function createAuthRouter({ db, config }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });
  // One per app, so each server (and each test server) counts on its own.
  const limiter = new LoginLimiter();

  router.post('/login', async (ctx) => {
    const credentials = parseOrThrow(LoginRequest, ctx.request.body);
    const attempt = { username: credentials.username, address: ctx.ip };
    const waitSeconds = await limiter.blockedFor(attempt);
    if (waitSeconds !== undefined) {
      ctx.set('Retry-After', String(waitSeconds));
      throw ApiError.of('too_many_attempts', `Too many failed logins; please try again in ${waitSeconds} seconds`);
    }
    let response: LoginResponse;
    try {
      response = await logIn(db, config, credentials);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_credentials') await limiter.recordFailure(attempt);
      throw error;
    }
    await limiter.recordSuccess(attempt);
    ctx.body = response;
  });

  router.get('/me', requireAuth(db, config), async (ctx) => {
    const response: MeResponse = { user: currentUser(ctx) };
    ctx.body = response;
  });

  return router;
}
