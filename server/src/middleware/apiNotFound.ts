/**
 * @fileoverview Ends every /api request that no route answered with a JSON 404 `not_found`,
 * so an unknown API path never falls through to the client's index.html.
 *
 * It answers rather than throws: the router's allowedMethods, which runs before it and looks at
 * the response after it, then turns the 404 of a known path with another method into a 405.
 */

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware } from '../http.js';
import { respondWithError } from './errorHandler.js';

/** True for `/api` and every path below it. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function apiNotFound(): AppMiddleware {
  return async function apiNotFoundMiddleware(ctx, next) {
    if (isApiPath(ctx.path)) respondWithError(ctx, ApiError.of('not_found'));
    else await next();
  };
}
