/**
 * @fileoverview Mounts every API router under /api (STYLE.md 12). Routers mounted before the
 * guard answer without a token (only /api/auth, which guards its own /me); every router
 * mounted after it is protected by default: a new resource cannot forget its token check.
 * Unknown methods on known paths answer 405 (allowedMethods); unknown paths fall through to
 * middleware/apiNotFound.ts.
 */

import Router from '@koa/router';

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware, AppState } from '../http.js';
import { requireAuth } from '../middleware/requireAuth.js';
import { createAuthRouter } from './auth.js';
import type { RouteDeps } from './deps.js';
import { createSongsRouter } from './songs.js';

/** The /api router with every resource router mounted. */
export function createApiRouter(deps: RouteDeps): Router<AppState> {
  const api = new Router<AppState>({ prefix: '/api' });

  // Public: only login. /api/auth/me checks its token itself.
  const auth = createAuthRouter(deps);
  api.use(auth.routes());

  // Everything below needs a valid bearer token.
  api.use(requireAuth(deps.db, deps.config));
  const songs = createSongsRouter(deps);
  api.use(songs.routes());

  return api;
}

/** The API's routes followed by its 405/501 answers, as middleware for createApp. */
export function apiRoutes(deps: RouteDeps): AppMiddleware[] {
  const api = createApiRouter(deps);
  return [
    api.routes() as AppMiddleware,
    api.allowedMethods({
      throw: true,
      methodNotAllowed: () => ApiError.of('method_not_allowed'),
      notImplemented: () => ApiError.of('not_implemented'),
    }) as AppMiddleware,
  ];
}
