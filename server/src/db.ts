/**
 * @fileoverview The one place that knows which database the server talks to (DESIGN.md 4):
 * SQLite through `sqlite3` in DATA_DIR by default, PostgreSQL through `pg` when DATABASE_URL is
 * set. Also runs the migrations of `migrations/` on start (STYLE.md 13).
 *
 * Usage examples: `db.test.ts` (migrate up, down, up).
 */

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import knex, { type Knex } from 'knex';

import type { Config } from './config.js';

/** File name of the SQLite database inside DATA_DIR. */
export const SQLITE_FILE = 'swaralipi.sqlite';

/** What `createDb` needs from the configuration. */
export type DbConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** The sqlite3 driver's connection, as far as `afterCreate` uses it. */
interface SqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * Runs on every new SQLite connection: foreign keys are off by default in SQLite and must be
 * switched on per connection; WAL lets readers go on while a save is written (DESIGN.md 5);
 * busy_timeout makes a second writer wait instead of failing at once with SQLITE_BUSY.
 */
function prepareSqliteConnection(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void): void {
  connection.exec('PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;', (error) =>
    done(error, connection),
  );
}

/**
 * Builds the knex configuration for `config`: PostgreSQL with a pool when `databaseUrl` is
 * set, else SQLite in `dataDir/swaralipi.sqlite` on one connection (SQLite has one writer;
 * one connection also keeps transactions from waiting on each other's locks).
 */
export function knexConfig(config: DbConfig): Knex.Config {
  if (config.databaseUrl !== undefined) {
    return {
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
    };
  }
  return {
    client: 'sqlite3',
    connection: { filename: path.join(config.dataDir, SQLITE_FILE) },
    useNullAsDefault: true,
    pool: { min: 1, max: 1, afterCreate: prepareSqliteConnection },
  };
}

/** Opens the database named by `config` (no query is sent until first use). Close with `db.destroy()`. */
export function createDb(config: DbConfig): Knex {
  return knex(knexConfig(config));
}

/** A migration file: `up` and `down`, each given the knex instance. */
export interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** Folder of the migration files: `migrations/` at the repository root. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Migration files are named `YYYYMMDDHHMMSS_name.ts` (STYLE.md 13); anything else is ignored. */
const MIGRATION_FILE = /^\d{14}_[a-z0-9-]+\.ts$/;

/**
 * Lists and loads the `.ts` migrations with the importer of the running program. knex's own
 * file source loads with Node's bare `import()`, which cannot read TypeScript under vitest;
 * importing here lets tsx (npm start) and vitest (tests) compile the files the same way.
 * The names are the file names, so the knex_migrations table matches knex's own source.
 */
export class TypeScriptMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly directory: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<string[]> {
    const files = await readdir(this.directory);
    return files.filter((file) => MIGRATION_FILE.test(file)).sort();
  }

  getMigrationName(migration: string): string {
    return migration;
  }

  async getMigration(migration: string): Promise<Knex.Migration> {
    const module = (await import(pathToFileURL(path.join(this.directory, migration)).href)) as Migration;
    return { up: module.up, down: module.down };
  }
}

/** Options for every migrator call: our source, the default knex_migrations table. */
export function migratorConfig(directory?: string): Knex.MigratorConfig {
  return { migrationSource: new TypeScriptMigrationSource(directory) };
}

/**
 * Brings the schema to the newest migration. Returns the names of the migrations it ran
 * (empty when the database was already up to date).
 */
export async function migrateToLatest(db: Knex, directory?: string): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migratorConfig(directory))) as [number, string[]];
  return applied;
}
