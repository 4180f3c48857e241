/**
 * @fileoverview Mounts every API router under /api (STYLE.md 12). Routers mounted before the
 * guard answer without a token (/api/auth, which guards its own routes but login and sign-up,
 * and /api/docs); every router
 * mounted after it is protected by default: a new resource cannot forget its token check.
 * Unknown methods on known paths answer 405 (allowedMethods); unknown paths fall through to
 * middleware/apiNotFound.ts.
 */

import Router from '@koa/router';

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware, AppState } from '../http.js';
import { respondWithError } from '../middleware/errorHandler.js';
import { requireAuth } from '../middleware/requireAuth.js';
import { createApiDocsRouter } from './apiDocs.js';
import { createAuthRouter } from './auth.js';
import type { RouteDeps } from './deps.js';
import { ROUTE_DOCS } from './docs.js';
import { createFoldersRouter } from './folders.js';
import { createImagesRouter } from './images.js';
import { createSongbooksRouter } from './songbooks.js';
import { createSongsRouter } from './songs.js';

/** The /api router with every resource router mounted. */
export function createApiRouter(deps: RouteDeps): Router<AppState> {
  const api = new Router<AppState>({ prefix: '/api' });

  // Public: only login and sign-up. The other /api/auth routes check their token themselves.
  const auth = createAuthRouter(deps);
  api.use(auth.routes());
  // Public too: the OpenAPI document and its page describe the API and hold no data.
  api.use(createApiDocsRouter(ROUTE_DOCS).routes());

  // Everything below needs a valid bearer token.
  api.use(requireAuth(deps.db, deps.config));
  const songs = createSongsRouter(deps);
  api.use(songs.routes());
  api.use(createFoldersRouter(deps).routes());
  api.use(createImagesRouter(deps).routes());
  api.use(createSongbooksRouter(deps).routes());

  return api;
}

/**
 * Gives the router's bodiless 405 and 501 answers the API's JSON error body. The router's
 * throwing mode would drop the `Allow` header, so it answers and this rewrites the body.
 */
function jsonMethodErrors(): AppMiddleware {
  return async function jsonMethodErrorsMiddleware(ctx, next) {
    await next();
    if (ctx.status === 405) respondWithError(ctx, ApiError.of('method_not_allowed'));
    else if (ctx.status === 501) respondWithError(ctx, ApiError.of('not_implemented'));
  };
}

/** The API's routes followed by its 405/501 answers (with `Allow`), as middleware for createApp. */
export function apiRoutes(deps: RouteDeps): AppMiddleware[] {
  const api = createApiRouter(deps);
  return [api.routes() as AppMiddleware, jsonMethodErrors(), api.allowedMethods() as AppMiddleware];
}
