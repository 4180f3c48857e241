/**
 * @fileoverview Ends every /api request that no route answered with a JSON 404 `not_found`,
 * so an unknown API path never falls through to the client's index.html.
 */

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware } from '../http.js';

/** True for `/api` and every path below it. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function apiNotFound(): AppMiddleware {
  return async function apiNotFoundMiddleware(ctx, next) {
    if (isApiPath(ctx.path)) throw ApiError.of('not_found');
    await next();
  };
}
