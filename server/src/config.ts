/**
 * @fileoverview The server's configuration: read once from the environment at start-up
 * (`loadConfig`), then passed explicitly to every part that needs it (`createApp({ db, config })`,
 * `createDb(config)`), so tests build their own `Config` without touching `process.env`.
 *
 * Variables (issue 3, "Set-up"): PORT (8080), DATA_DIR (`data/`), DATABASE_URL (PostgreSQL;
 * SQLite under DATA_DIR when unset), JWT_SECRET (else generated once into DATA_DIR/jwt-secret),
 * ADMIN_PASSWORD, CORPUS_DIR (`../shared/corpus`), CLIENT_DIR (`build/client`), and the web
 * client's start-up settings served as /config.json (app-spec 7, 9): DEFAULT_ENGINE (`swaralipi`
 * or `abcjs`), SIDE_MENU and DEV_MODE (`true`/`false`, both on by default), EDITOR_TITLE
 * (`Swaralipi`), and TRUST_PROXY (`true` behind one reverse proxy: the client's address is the
 * last entry of X-Forwarded-For, the one the proxy appended, so the per-address login limit
 * counts each client, not the proxy; off by default, because a client could then choose its own
 * address). Relative paths
 * are resolved from the repository root, never from the current directory, so `npm start` and a
 * script run from a sub-folder see the same files.
 */

import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type ClientConfig, RENDER_ENGINES, type RenderEngine } from './api-types.js';
import { type DataFolders, dataFolders } from './dataFolders.js';

/** argon2id cost parameters (@node-rs/argon2 names; memoryCost in KiB). */
export interface PasswordHashingCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Claims checked on every access token (DESIGN.md 5: one algorithm, issuer, audience, expiry). */
export interface TokenSettings {
  issuer: string;
  audience: string;
  /** Lifetime of an access token, in seconds. */
  lifetimeSeconds: number;
}

export interface Config {
  /** Absolute path of the repository root (the folder holding package.json). */
  repoRoot: string;
  /** TCP port the server listens on; 0 picks a free one. */
  port: number;
  /** Absolute path of the folder for the SQLite database and the generated token secret. */
  dataDir: string;
  /** The folders of app-spec 9 under `dataDir` (dataFolders.ts), created on start. */
  folders: DataFolders;
  /** PostgreSQL connection string; when undefined the database is SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  /** HS256 signing key for access tokens (at least 32 bytes). */
  jwtSecret: Uint8Array;
  /** Password for the `admin` account created on first start; generated when undefined. */
  adminPassword: string | undefined;
  /** Absolute path of the shared corpus the demo archive is imported from. */
  corpusDir: string;
  /** Absolute path of the built client (Vite's output with index.html). */
  clientDir: string;
  token: TokenSettings;
  passwordHashing: PasswordHashingCost;
  /** What the web client reads from /config.json before it starts (public: no secrets here). */
  client: ClientConfig;
  /**
   * Whether the server sits behind one reverse proxy it trusts (Koa's `app.proxy`): the client's
   * address is the last entry of X-Forwarded-For. Only then does the per-address login limit see
   * clients.
   */
  trustProxy: boolean;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** OWASP's argon2id recommendation (DESIGN.md 5): m=19456 KiB, t=2, p=1. */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashingCost = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/** Issuer and audience are fixed names: a token of another service is never accepted. */
export const DEFAULT_TOKEN_SETTINGS: TokenSettings = Object.freeze({
  issuer: 'swaralipi',
  audience: 'swaralipi-api',
  lifetimeSeconds: 12 * 60 * 60,
});

/** The client's settings when no variable says otherwise (app-spec 9: side menu and dev mode on). */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = Object.freeze({
  defaultEngine: 'swaralipi',
  sideMenu: true,
  devMode: true,
  editorTitle: 'Swaralipi',
});

/** HS256 needs a key at least as long as its hash output (RFC 7518 3.2): 256 bits. */
const MIN_SECRET_BYTES = 32;

/** File name of the generated token secret inside DATA_DIR. */
export const JWT_SECRET_FILE = 'jwt-secret';

/** The repository root: this file lives at server/src/config.ts. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Resolves `value` against the repository root (absolute paths stay as they are). */
function fromRepoRoot(repoRoot: string, value: string): string {
  return path.resolve(repoRoot, value);
}

/** Parses PORT: an integer 0..65535. @throws ConfigError on anything else. */
function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, not "${value}"`);
  }
  return port;
}

/** Treats an empty variable as unset (a common result of `FOO= npm start`). */
function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/** Parses a flag variable: true/false, 1/0, yes/no, on/off. @throws ConfigError on anything else. */
function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}"`);
}

/** Parses DEFAULT_ENGINE: one of RENDER_ENGINES. @throws ConfigError on anything else. */
function parseEngine(value: string | undefined): RenderEngine {
  if (value === undefined) return DEFAULT_CLIENT_CONFIG.defaultEngine;
  const engine = RENDER_ENGINES.find((name) => name === value.trim().toLowerCase());
  if (engine === undefined) throw new ConfigError(`DEFAULT_ENGINE must be one of ${RENDER_ENGINES.join(', ')}, not "${value}"`);
  return engine;
}

/** The client's settings from DEFAULT_ENGINE, SIDE_MENU, DEV_MODE and EDITOR_TITLE. */
function clientConfigFrom(env: NodeJS.ProcessEnv): ClientConfig {
  const title = nonEmpty(env.EDITOR_TITLE?.trim());
  if (title !== undefined && title.length > 100) throw new ConfigError('EDITOR_TITLE must be at most 100 characters long');
  return {
    defaultEngine: parseEngine(nonEmpty(env.DEFAULT_ENGINE)),
    sideMenu: parseFlag('SIDE_MENU', nonEmpty(env.SIDE_MENU), DEFAULT_CLIENT_CONFIG.sideMenu),
    devMode: parseFlag('DEV_MODE', nonEmpty(env.DEV_MODE), DEFAULT_CLIENT_CONFIG.devMode),
    editorTitle: title ?? DEFAULT_CLIENT_CONFIG.editorTitle,
  };
}

/**
 * Returns the token signing key: JWT_SECRET when given, else the secret kept in
 * `dataDir/jwt-secret`, generated (48 random bytes, base64url) and written with mode 0600 on
 * first use. A kept file readable by others is narrowed back to 0600.
 * @throws ConfigError when the secret is shorter than 32 bytes.
 */
export function readOrCreateJwtSecret(dataDir: string, fromEnvironment: string | undefined): Uint8Array {
  let secret = fromEnvironment;
  if (secret === undefined) {
    const file = path.join(dataDir, JWT_SECRET_FILE);
    try {
      // 'wx' fails when the file exists, so two servers starting at once keep one secret.
      writeFileSync(file, randomBytes(48).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    secret = readFileSync(file, 'utf8').trim();
  }
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return key;
}

/**
 * Reads the configuration from `env` (default `process.env`), creating DATA_DIR if needed.
 * Password hashing always uses the production cost here; only tests build a cheaper `Config`.
 * @throws ConfigError for an unusable PORT, JWT_SECRET, DEFAULT_ENGINE, SIDE_MENU, DEV_MODE,
 *   EDITOR_TITLE or TRUST_PROXY.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot: string = REPO_ROOT): Config {
  const dataDir = fromRepoRoot(repoRoot, nonEmpty(env.DATA_DIR) ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    repoRoot,
    port: parsePort(env.PORT),
    dataDir,
    folders: dataFolders(dataDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: readOrCreateJwtSecret(dataDir, nonEmpty(env.JWT_SECRET)),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    corpusDir: fromRepoRoot(repoRoot, nonEmpty(env.CORPUS_DIR) ?? '../shared/corpus'),
    clientDir: fromRepoRoot(repoRoot, nonEmpty(env.CLIENT_DIR) ?? 'build/client'),
    token: DEFAULT_TOKEN_SETTINGS,
    passwordHashing: PRODUCTION_PASSWORD_HASHING,
    client: clientConfigFrom(env),
    trustProxy: parseFlag('TRUST_PROXY', nonEmpty(env.TRUST_PROXY), false),
  };
}
