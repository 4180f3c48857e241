import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';

import { createDb, knexConfig, migrateToLatest, migratorConfig, TypeScriptMigrationSource } from './db.js';
import { makeTempDir } from './testing/testServer.js';

const TABLES = [
  'users',
  'user_roles',
  'songs',
  'song_history',
  'app_meta',
  'song_images',
  'role_permissions',
  'song_image_links',
  'songbooks',
  'songbook_songs',
];

async function existingTables(db: Knex): Promise<string[]> {
  const present: string[] = [];
  for (const table of TABLES) if (await db.schema.hasTable(table)) present.push(table);
  return present;
}

describe('the migrations on SQLite', () => {
  let db: Knex;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    const temp = await makeTempDir();
    remove = temp.remove;
    db = createDb({ dataDir: temp.dir, databaseUrl: undefined });
  });

  afterEach(async () => {
    await db.destroy();
    await remove();
  });

  it('lists the migration files in timestamp order, one change each', async () => {
    const names = await new TypeScriptMigrationSource().getMigrations();
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9-]+\.ts$/);
  });

  it('migrates up, all the way down, and up again', async () => {
    const applied = await migrateToLatest(db);
    expect(applied.length).toBeGreaterThanOrEqual(5);
    expect(await existingTables(db)).toEqual(TABLES);

    await db.migrate.rollback(migratorConfig(), true);
    expect(await existingTables(db)).toEqual([]);

    expect(await migrateToLatest(db)).toEqual(applied);
    expect(await existingTables(db)).toEqual(TABLES);
  });

  it('runs nothing on a database that is up to date', async () => {
    await migrateToLatest(db);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('gives songs the columns of the API and a version that starts at 1', async () => {
    await migrateToLatest(db);
    const columns = Object.keys(await db('songs').columnInfo());
    for (const column of ['id', 'title', 'date', 'language', 'nr2000', 'text', 'abc_source', 'abc_lyrics', 'notes',
      'translation', 'repo_id', 'file_name', 'version', 'created_at', 'updated_at', 'updated_by']) {
      expect(columns).toContain(column);
    }
    await db('songs').insert({ title: 'T', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' });
    expect(await db('songs').first('version', 'language', 'text')).toEqual({ version: 1, language: 'E', text: '' });
  });

  it('enforces foreign keys (a history row needs its song)', async () => {
    await migrateToLatest(db);
    await expect(
      db('song_history').insert({ song_id: 999, field: 'title', version: 2, created_at: '2026-01-01T00:00:00Z' }),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it('opens SQLite in WAL mode', async () => {
    const [row] = (await db.raw('PRAGMA journal_mode')) as { journal_mode: string }[];
    expect(row?.journal_mode).toBe('wal');
  });
});

describe('knexConfig', () => {
  it('uses SQLite in the data folder with null as default when no DATABASE_URL is set', () => {
    const config = knexConfig({ dataDir: '/srv/data', databaseUrl: undefined });
    expect(config.client).toBe('sqlite3');
    expect(config.useNullAsDefault).toBe(true);
    expect(config.connection).toEqual({ filename: '/srv/data/swaralipi.sqlite' });
  });

  it('uses PostgreSQL with a pool when DATABASE_URL is set', () => {
    const config = knexConfig({ dataDir: '/srv/data', databaseUrl: 'postgres://u:p@db:5432/swaralipi' });
    expect(config.client).toBe('pg');
    expect(config.connection).toBe('postgres://u:p@db:5432/swaralipi');
    expect(config.pool).toMatchObject({ max: 10 });
  });
});

// Runs when a PostgreSQL server is given, e.g. TEST_DATABASE_URL=postgres://... npm run test:unit
const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(postgresUrl === undefined)('the migrations on PostgreSQL', () => {
  it('migrates up, all the way down, and up again', async () => {
    const db = createDb({ dataDir: '/nonexistent', databaseUrl: postgresUrl });
    try {
      await db.migrate.rollback(migratorConfig(), true);
      const applied = await migrateToLatest(db);
      expect(await existingTables(db)).toEqual(TABLES);
      await db.migrate.rollback(migratorConfig(), true);
      expect(await existingTables(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual(applied);
    } finally {
      await db.destroy();
    }
  });
});
