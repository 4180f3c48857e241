/**
 * @fileoverview Password hashing with argon2id (DESIGN.md 5), through @node-rs/argon2. The
 * hash is a PHC string that records its own algorithm and cost, so hashes made with another
 * cost (a test's cheap one, a future stronger one) still verify.
 *
 * Usage examples: passwords.test.ts.
 */

import { type Algorithm, hash, verify } from '@node-rs/argon2';

import type { PasswordHashingCost } from '../../config.js';

/**
 * argon2id. The package declares `Algorithm` as an ambient const enum, which `isolatedModules`
 * forbids reading, so its documented value is written here (index.d.ts: `Argon2id = 2`).
 */
const ARGON2ID = 2 as Algorithm;

/** Hashes `password` with argon2id at `cost` and a fresh random salt; resolves to a PHC string. */
export function hashPassword(password: string, cost: PasswordHashingCost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

/**
 * True when `password` matches `passwordHash`. A malformed stored hash counts as no match
 * (the login answers 401, never 500).
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
