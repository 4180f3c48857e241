/**
 * @fileoverview Test support (not a test): a server on a fresh SQLite database in a temporary
 * folder, with helpers to create users, songs and tokens. Password hashing uses a tiny argon2id
 * cost here, and only here, so tests run fast (production cost: config.ts).
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type Koa from 'koa';
import type { Knex } from 'knex';
import request from 'supertest';

import type { LoginResponse, Song } from '../api-types.js';
import { createApp } from '../app.js';
import { type Config, DEFAULT_CLIENT_CONFIG, DEFAULT_TOKEN_SETTINGS, type PasswordHashingCost, REPO_ROOT } from '../config.js';
import { dataFolders, ensureDataFolders } from '../dataFolders.js';
import { createDb, migrateToLatest, migratorConfig } from '../db.js';
import type { AppState } from '../http.js';
import { type Logger, silentLogger } from '../logger.js';
import { hashPassword } from '../services/auth/passwords.js';
import { createUser } from '../services/auth/users.js';
import { nowIso } from '../timestamps.js';

/** argon2id at the smallest useful cost: for tests only. */
export const TEST_PASSWORD_HASHING: PasswordHashingCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** A temporary folder, removed by the returned function. */
export async function makeTempDir(prefix = 'swaralipi-test-'): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A configuration for tests: everything under `dataDir`, a random secret, the real corpus. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    repoRoot: REPO_ROOT,
    port: 0,
    dataDir,
    folders: dataFolders(dataDir),
    databaseUrl: undefined,
    jwtSecret: new Uint8Array(randomBytes(32)),
    adminPassword: undefined,
    corpusDir: path.resolve(REPO_ROOT, '..', 'shared', 'corpus'),
    clientDir: path.join(dataDir, 'client-not-built'),
    token: DEFAULT_TOKEN_SETTINGS,
    passwordHashing: TEST_PASSWORD_HASHING,
    client: DEFAULT_CLIENT_CONFIG,
    trustProxy: false,
    ...overrides,
  };
}

export interface TestServer {
  dir: string;
  config: Config;
  db: Knex;
  app: Koa<AppState>;
  /** supertest agent bound to the app (no port is opened). */
  http: ReturnType<typeof request>;
  /** Creates a user (an editor unless `roles` says otherwise) and returns its login response. */
  userWithToken(username?: string, password?: string, roles?: string[]): Promise<LoginResponse>;
  /** Closes the database and removes the folder. */
  close(): Promise<void>;
}

/**
 * A migrated, empty database and an app on it: SQLite in a new temporary folder, or the
 * PostgreSQL database of `config.databaseUrl`, emptied first by rolling back every migration.
 */
export async function startTestServer(options: { config?: Partial<Config>; log?: Logger } = {}): Promise<TestServer> {
  const temp = await makeTempDir();
  const config = testConfig(temp.dir, options.config);
  await ensureDataFolders(config.folders);
  const db = createDb(config);
  if (config.databaseUrl !== undefined) await db.migrate.rollback(migratorConfig(), true);
  await migrateToLatest(db);
  const app = createApp({ db, config, log: options.log ?? silentLogger });
  const http = request(app.callback());
  return {
    dir: temp.dir,
    config,
    db,
    app,
    http,
    async userWithToken(username = 'editor', password = 'correct horse battery', roles = ['editor']) {
      await createUser(db, { username, passwordHash: await hashPassword(password, config.passwordHashing), roles });
      const response = await http.post('/api/auth/login').send({ username, password }).expect(200);
      return response.body as LoginResponse;
    },
    async close() {
      await db.destroy();
      await temp.remove();
    },
  };
}

/** Inserts a song with defaults for the fields not given; returns it as the API shows it. */
export async function insertSong(db: Knex, fields: Partial<Omit<Song, 'id' | 'updated_at'>> = {}): Promise<Song> {
  const now = nowIso();
  const row = {
    title: 'A song',
    date: '2026-01-01',
    language: 'E',
    nr2000: null,
    text: '',
    abc_source: 'X:1\nT:A song\nK:C\nCDEF|\n',
    abc_lyrics: '',
    notes: '',
    translation: '',
    repo_id: null,
    file_name: null,
    version: 1,
    workflow_status: null,
    ...fields,
  };
  const [inserted] = await db('songs').insert({ ...row, created_at: now, updated_at: now }).returning<{ id: number }[]>('id');
  return { id: Number(inserted!.id), ...row, updated_at: now };
}
