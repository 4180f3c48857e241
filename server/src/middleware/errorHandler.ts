/**
 * @fileoverview Turns every error thrown below it into `{ error: { code, message } }` with its
 * status (DESIGN.md 4, STYLE.md 7): an `ApiError` as it is (with `current` for a 409 and
 * `issues` for a validation 400); an HTTP error of Koa or its routers (405, 413, ...) with a
 * catalogue code; anything else as a 500 `internal_error` whose details stay in the log.
 * Only 5xx errors are emitted as the app's 'error' event: a 4xx is the client's mistake, not
 * the server's.
 */

import { ApiError } from '../errors/ApiError.js';
import type { ErrorCode } from '../errors/catalogue.js';
import type { AppContext, AppMiddleware } from '../http.js';

/** Catalogue codes for the statuses that Koa, @koa/router and the body parser throw with. */
const CODE_FOR_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  501: 'not_implemented',
};

/** The status of an http-errors style error (`status` or `statusCode`), when it has one. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const candidate = typeof status === 'number' ? status : statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : undefined;
}

/** Maps any thrown value to the ApiError the client will see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) {
    const code = CODE_FOR_STATUS[status];
    return code === undefined
      ? new ApiError(`http_${status}`, status, (error as Error).message || 'The request failed')
      : ApiError.of(code, undefined, undefined, { cause: error });
  }
  if (status === 501) return ApiError.of('not_implemented', undefined, undefined, { cause: error });
  return ApiError.of('internal_error', undefined, undefined, { cause: error });
}

/** Writes `apiError` as the response: status, `{ error: { code, message, current?, issues? } }`. */
export function respondWithError(ctx: AppContext, apiError: ApiError): void {
  ctx.status = apiError.status;
  ctx.type = 'application/json';
  ctx.body = {
    error: {
      code: apiError.code,
      message: apiError.message,
      ...(apiError.details.current === undefined ? {} : { current: apiError.details.current }),
      ...(apiError.details.issues === undefined ? {} : { issues: apiError.details.issues }),
    },
  };
  if (apiError.code === 'unauthorized' || apiError.code === 'invalid_credentials') {
    ctx.set('WWW-Authenticate', 'Bearer');
  }
}

export function errorHandler(): AppMiddleware {
  return async function errorHandlerMiddleware(ctx, next) {
    try {
      await next();
    } catch (error) {
      const apiError = toApiError(error);
      respondWithError(ctx, apiError);
      if (apiError.status >= 500) ctx.app.emit('error', error, ctx);
    }
  };
}
