/**
 * @fileoverview Logging in: username and password to an access token (`POST /api/auth/login`).
 *
 * Usage examples: routes/auth.test.ts.
 */

import { randomBytes } from 'node:crypto';

import type { Knex } from 'knex';

import type { LoginRequest, LoginResponse } from '../../api-types.js';
import type { Config } from '../../config.js';
import { ApiError } from '../../errors/ApiError.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { issueAccessToken } from './tokens.js';
import { findUserByUsername, toApiUser } from './users.js';

/** What logging in needs from the configuration. */
export type LoginConfig = Pick<Config, 'jwtSecret' | 'token' | 'passwordHashing'>;

/**
 * A hash of a password nobody has, verified when the username does not exist, so an unknown
 * user takes as long to refuse as a wrong password and the timing does not tell which names
 * exist. One per cost, computed on first use.
 */
const decoyHashes = new Map<string, Promise<string>>();

function decoyHash(config: LoginConfig): Promise<string> {
  const key = JSON.stringify(config.passwordHashing);
  let decoy = decoyHashes.get(key);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(24).toString('base64url'), config.passwordHashing);
    decoyHashes.set(key, decoy);
  }
  return decoy;
}

/**
 * Checks the credentials and issues an access token.
 * @throws ApiError 401 `invalid_credentials` for an unknown user or a wrong password, with the
 *   same message for both.
 */
export async function logIn(db: Knex, config: LoginConfig, credentials: LoginRequest): Promise<LoginResponse> {
  const record = await findUserByUsername(db, credentials.username);
  const passwordHash = record?.passwordHash ?? (await decoyHash(config));
  const matches = await verifyPassword(passwordHash, credentials.password);
  if (record === undefined || !matches) throw ApiError.of('invalid_credentials');

  const issued = await issueAccessToken(record.id, config.token, config.jwtSecret);
  return {
    token: issued.token,
    issuedAt: issued.issuedAt.toISOString(),
    expiresAt: issued.expiresAt.toISOString(),
    user: await toApiUser(db, record),
  };
}
