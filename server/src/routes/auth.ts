/**
 * @fileoverview `/api/auth`: logging in (public) and who am I (protected by its own guard,
 * because this router is mounted before the guard of routes/index.ts).
 *
 * - `POST /api/auth/login` LoginRequest -> 200 LoginResponse; 400 validation_failed or
 *   bad_json; 401 invalid_credentials (same for an unknown user and a wrong password).
 * - `GET /api/auth/me` -> 200 MeResponse; 401 unauthorized.
 */

import Router from '@koa/router';

import { LoginRequest, type LoginResponse, type MeResponse } from '../api-types.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppState } from '../http.js';
import { currentUser, requireAuth } from '../middleware/requireAuth.js';
import { logIn } from '../services/auth/login.js';
import type { RouteDeps } from './deps.js';

export function createAuthRouter({ db, config }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });

  router.post('/login', async (ctx) => {
    const credentials = parseOrThrow(LoginRequest, ctx.request.body);
    const response: LoginResponse = await logIn(db, config, credentials);
    ctx.body = response;
  });

  router.get('/me', requireAuth(db, config), async (ctx) => {
    const response: MeResponse = { user: currentUser(ctx) };
    ctx.body = response;
  });

  return router;
}
