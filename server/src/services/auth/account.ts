/**
 * @fileoverview Account changes a user makes themself (app-spec 2.5): signing up, logging
 * out and changing the password. Logging out and changing the password set the user's
 * token_valid_after, which revokes every token issued before (DESIGN.md 5 "Passwords").
 *
 * Usage examples: routes/account.test.ts.
 */

import type { Knex } from 'knex';

import type { ChangePasswordRequest, LoginResponse, SignupRequest } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { nowIso } from '../../timestamps.js';
import { type LoginConfig, logIn } from './login.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createUser, findUserById, findUserByUsername, usernameTaken } from './users.js';

/**
 * Creates an account without roles (so without permissions: an admin grants them) and logs
 * it in.
 * @throws ApiError 409 `username_taken` when the name exists, in any letter case
 */
export async function signUp(db: Knex, config: LoginConfig, request: SignupRequest): Promise<LoginResponse> {
  if (await usernameTaken(db, request.username)) throw ApiError.of('username_taken');
  const passwordHash = await hashPassword(request.password, config.passwordHashing);
  try {
    await createUser(db, { username: request.username, passwordHash, roles: [] });
  } catch (error) {
    // Two sign-ups with one name at once: the unique index decides.
    if ((await findUserByUsername(db, request.username)) !== undefined) throw ApiError.of('username_taken', undefined, undefined, { cause: error });
    throw error;
  }
  return logIn(db, config, { username: request.username, password: request.password });
}

/** Revokes every token of user `userId` issued before now. */
export async function revokeTokens(db: Knex, userId: number, now: Date = new Date()): Promise<void> {
  await db('users').where({ id: userId }).update({ token_valid_after: nowIso(now) });
}

/** The message of a wrong old password on `POST /api/auth/password`. */
export const WRONG_OLD_PASSWORD = 'The old password is wrong';

/** Whether `error` is changePassword's refusal of a wrong old password (counted as a failed login). */
export function isWrongOldPassword(error: unknown): boolean {
  return error instanceof ApiError && error.details.issues?.[0]?.message === WRONG_OLD_PASSWORD;
}

/**
 * Changes the password of user `userId` after checking the old one, revokes their older
 * tokens and returns a fresh login, so the session that changed it goes on.
 * @throws ApiError 400 `validation_failed` on `oldPassword` when the old password does not
 *   match (not a 401: the session itself is fine, and the form shows it beside the field)
 */
export async function changePassword(
  db: Knex,
  config: LoginConfig,
  userId: number,
  request: ChangePasswordRequest,
): Promise<LoginResponse> {
  const record = await findUserById(db, userId);
  if (record === undefined) throw ApiError.of('unauthorized');
  if (!(await verifyPassword(record.passwordHash, request.oldPassword))) {
    const message = WRONG_OLD_PASSWORD;
    throw ApiError.of('validation_failed', `oldPassword: ${message}`, { issues: [{ path: 'oldPassword', message }] });
  }
  const passwordHash = await hashPassword(request.newPassword, config.passwordHashing);
  await db('users').where({ id: userId }).update({ password_hash: passwordHash, token_valid_after: nowIso() });
  return logIn(db, config, { username: record.username, password: request.newPassword });
}
