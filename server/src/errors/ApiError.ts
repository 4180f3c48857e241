/**
 * @fileoverview `ApiError`: an error the API answers on purpose, as
 * `{ error: { code, message, current?, issues? } }` with its HTTP status (DESIGN.md 4).
 * Thrown by routes and services; turned into the response by middleware/errorHandler.ts.
 */

import type { Song } from '../api-types.js';
import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.js';

/** A field of a request that failed validation: dotted path ('' for the whole body) and why. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** Extra data some errors carry in their body. */
export interface ApiErrorDetails {
  /** For a 409 on a song save: the song as stored now. */
  current?: Song;
  /** For a 400 from validation: which fields were wrong. */
  issues?: ValidationIssue[];
}

export class ApiError extends Error {
  override name = 'ApiError';

  /**
   * @param code machine-readable code (see errors/catalogue.ts)
   * @param status HTTP status, 4xx or 5xx
   * @param message for people; shown by the client as it is
   */
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details: ApiErrorDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** The catalogue's error `code`, optionally with a more precise message or details. */
  static of(code: ErrorCode, message?: string, details?: ApiErrorDetails, options?: ErrorOptions): ApiError {
    const entry = ERROR_CATALOGUE[code];
    return new ApiError(code, entry.status, message ?? entry.message, details, options);
  }
}
