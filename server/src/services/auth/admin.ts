/**
 * @fileoverview The `admin` account every installation starts with (issue 3, "Set-up"): created
 * on the first start with ADMIN_PASSWORD or a generated password, which the caller prints.
 *
 * Usage examples: admin.test.ts.
 */

import { randomBytes } from 'node:crypto';

import type { Knex } from 'knex';

import type { Config } from '../../config.js';
import { hashPassword } from './passwords.js';
import { createUser, findUserByUsername } from './users.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_ROLE = 'admin';

/** What happened to the admin account on this start. */
export type AdminAccountOutcome =
  | { created: false }
  | { created: true; password: string; passwordSource: 'ADMIN_PASSWORD' | 'generated' };

/** 18 random bytes as base64url: 24 characters, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates user `admin` with role `admin` unless a user of that name exists. An existing
 * account is left as it is, even when ADMIN_PASSWORD differs from its password.
 */
export async function ensureAdminAccount(
  db: Knex,
  config: Pick<Config, 'adminPassword' | 'passwordHashing'>,
): Promise<AdminAccountOutcome> {
  if ((await findUserByUsername(db, ADMIN_USERNAME)) !== undefined) return { created: false };
  const password = config.adminPassword ?? generatePassword();
  await createUser(db, {
    username: ADMIN_USERNAME,
    passwordHash: await hashPassword(password, config.passwordHashing),
    roles: [ADMIN_ROLE],
  });
  return { created: true, password, passwordSource: config.adminPassword === undefined ? 'generated' : 'ADMIN_PASSWORD' };
}
