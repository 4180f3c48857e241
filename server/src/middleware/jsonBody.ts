/**
 * @fileoverview JSON request bodies (@koa/bodyparser), with the parser's failures turned into
 * catalogue errors: malformed JSON is a 400 `bad_json`, never a 500.
 */

import { bodyParser } from '@koa/bodyparser';

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware } from '../http.js';

/**
 * Largest body accepted. A song's abc_source may have 1,000,000 characters (api-types
 * SongChanges), up to 3 bytes each in UTF-8 (Bengali), plus the other fields.
 */
export const JSON_BODY_LIMIT = '8mb';

/** raw-body's error types (the `type` of its errors) that are not malformed JSON. */
function parserFailure(error: Error & { type?: unknown; status?: unknown }): ApiError {
  switch (error.type) {
    case 'entity.too.large':
      return ApiError.of('payload_too_large', undefined, undefined, { cause: error });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return ApiError.of('unsupported_media_type', undefined, undefined, { cause: error });
    case 'request.aborted':
    case 'request.size.invalid':
      return ApiError.of('bad_request', undefined, undefined, { cause: error });
    default:
      return ApiError.of('bad_json', undefined, undefined, { cause: error });
  }
}

/** Parses JSON bodies of POST, PUT and PATCH into `ctx.request.body`; other types leave it `{}`. */
export function jsonBody(): AppMiddleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    onError: (error) => {
      throw parserFailure(error);
    },
  }) as AppMiddleware;
}
