/**
 * @fileoverview Outermost middleware: gives each request an id (`X-Request-Id`, reused from
 * the request when a proxy set a sane one) and logs one line when the response is done:
 * `<id> <method> <path> <status> <ms>ms`. It sits outside the error handler, so it logs the
 * status the client really got.
 */

import { randomUUID } from 'node:crypto';

import type { AppMiddleware } from '../http.js';
import type { Logger } from '../logger.js';

/** An incoming request id is kept only when it is short and plain (it ends up in logs). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestLog(log: Logger): AppMiddleware {
  return async function requestLogMiddleware(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const milliseconds = Math.round(performance.now() - started);
      log.info(`${requestId} ${ctx.method} ${ctx.path} ${ctx.status} ${milliseconds}ms`);
    }
  };
}
