/**
 * @fileoverview Facts about this installation in `app_meta` (key -> text), such as whether
 * the demo archive has been imported.
 *
 * Usage examples: services/demo/importDemo.test.ts.
 */

import type { Knex } from 'knex';

import { nowIso } from '../../timestamps.js';

/** The value stored under `key`, or undefined. `db` may be a transaction. */
export async function readMeta(db: Knex | Knex.Transaction, key: string): Promise<string | undefined> {
  const row = await db('app_meta').where({ key }).first<{ value: string } | undefined>('value');
  return row?.value;
}

/**
 * Stores `value` under `key`, replacing an earlier value.
 * @throws the driver's error when another writer inserted `key` concurrently (PostgreSQL),
 *   which rolls back the caller's transaction
 */
export async function writeMeta(db: Knex | Knex.Transaction, key: string, value: string): Promise<void> {
  await db('app_meta').insert({ key, value, updated_at: nowIso() }).onConflict('key').merge(['value', 'updated_at']);
}
