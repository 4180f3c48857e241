/**
 * @fileoverview From a bearer token to the user it was issued to, on every protected request
 * (DESIGN.md 4: every API route but login checks the token on the server).
 *
 * Usage examples: routes/auth.test.ts.
 */

import type { Knex } from 'knex';

import type { User } from '../../api-types.js';
import type { Config } from '../../config.js';
import { ApiError } from '../../errors/ApiError.js';
import { TokenError, verifyAccessToken } from './tokens.js';
import { findUserById, toApiUser } from './users.js';

/** What checking a token needs from the configuration. */
export type SessionConfig = Pick<Config, 'jwtSecret' | 'token'>;

/**
 * Reads the token of an `Authorization: Bearer <token>` header value.
 * @returns the token, or undefined when the header is missing or of another scheme
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer +([A-Za-z0-9\-_.]+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * The user a token was issued to.
 * @throws ApiError 401 `unauthorized` when the token fails verification (tokens.ts), its user
 *   no longer exists, or it was issued before the user's token_valid_after (logout or
 *   password change), to the millisecond (tokens.ts `iat_ms`).
 */
export async function userFromAccessToken(db: Knex, config: SessionConfig, token: string): Promise<User> {
  let verified;
  try {
    verified = await verifyAccessToken(token, config.token, config.jwtSecret);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') {
      throw ApiError.of('unauthorized', 'Your session has expired; please log in again', undefined, { cause: error });
    }
    throw ApiError.of('unauthorized', undefined, undefined, { cause: error });
  }
  const record = await findUserById(db, verified.userId);
  if (record === undefined) throw ApiError.of('unauthorized');
  if (record.tokenValidAfter !== null) {
    if (verified.issuedAtMs < Date.parse(record.tokenValidAfter)) {
      throw ApiError.of('unauthorized', 'Your session has ended; please log in again');
    }
  }
  return toApiUser(db, record);
}
