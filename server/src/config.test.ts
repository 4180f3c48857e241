import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ConfigError, JWT_SECRET_FILE, loadConfig, PRODUCTION_PASSWORD_HASHING, readOrCreateJwtSecret, REPO_ROOT } from './config.js';
import { makeTempDir } from './testing/testServer.js';

let dir: string;
let remove: () => Promise<void>;

beforeEach(async () => {
  ({ dir, remove } = await makeTempDir());
});

afterEach(async () => {
  await remove();
});

describe('loadConfig', () => {
  it('uses the documented defaults, with paths from the repository root', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(dir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.corpusDir).toBe(path.resolve(REPO_ROOT, '..', 'shared', 'corpus'));
    expect(config.clientDir).toBe(path.join(REPO_ROOT, 'build', 'client'));
    expect(config.token).toMatchObject({ issuer: 'swaralipi', audience: 'swaralipi-api', lifetimeSeconds: 43_200 });
  });

  it("gives the web client Swaralipi's engine, the side menu and dev mode when no variable says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dir }).client).toEqual({ defaultEngine: 'swaralipi', sideMenu: true, devMode: true, editorTitle: 'Swaralipi' });
  });

  it("reads the web client's settings from DEFAULT_ENGINE, SIDE_MENU, DEV_MODE and EDITOR_TITLE", () => {
    const config = loadConfig({ DATA_DIR: dir, DEFAULT_ENGINE: 'abcjs', SIDE_MENU: 'false', DEV_MODE: '0', EDITOR_TITLE: ' Kailash desk ' });
    expect(config.client).toEqual({ defaultEngine: 'abcjs', sideMenu: false, devMode: false, editorTitle: 'Kailash desk' });
  });

  it('refuses an unknown engine and a flag that is neither true nor false, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DEFAULT_ENGINE: 'abc2svg' })).toThrow(/DEFAULT_ENGINE must be one of swaralipi, abcjs/);
    expect(() => loadConfig({ DATA_DIR: dir, SIDE_MENU: 'maybe' })).toThrow(/SIDE_MENU must be true or false/);
    expect(() => loadConfig({ DATA_DIR: dir, DEV_MODE: 'nope' })).toThrow(ConfigError);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says the server is behind a proxy', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be true or false/);
  });

  it('always hashes passwords at the OWASP argon2id cost', () => {
    expect(loadConfig({ DATA_DIR: dir }).passwordHashing).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(PRODUCTION_PASSWORD_HASHING).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('reads every variable, resolving relative paths from the repository root rather than the current folder', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://localhost/swaralipi',
      ADMIN_PASSWORD: 'secret admin',
      CORPUS_DIR: 'some/corpus',
      CLIENT_DIR: '/srv/client',
    }, '/repo');
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://localhost/swaralipi',
      adminPassword: 'secret admin',
      corpusDir: '/repo/some/corpus',
      clientDir: '/srv/client',
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it('refuses a PORT that is no port number', () => {
    for (const port of ['http', '80.5', '-1', '70000']) {
      expect(() => loadConfig({ DATA_DIR: dir, PORT: port })).toThrow(ConfigError);
    }
  });

  it('creates DATA_DIR when it does not exist', () => {
    const nested = path.join(dir, 'a', 'b');
    expect(loadConfig({ DATA_DIR: nested }).dataDir).toBe(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
  });
});

describe('readOrCreateJwtSecret', () => {
  it('generates a secret once, keeps it with mode 0600, and reuses it', () => {
    const first = readOrCreateJwtSecret(dir, undefined);
    expect(first.byteLength).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateJwtSecret(dir, undefined)).toEqual(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toEqual(first);
  });

  it('prefers JWT_SECRET and writes no file then', () => {
    const secret = 'x'.repeat(40);
    expect(new TextDecoder().decode(readOrCreateJwtSecret(dir, secret))).toBe(secret);
    expect(() => statSync(path.join(dir, JWT_SECRET_FILE))).toThrow();
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => readOrCreateJwtSecret(dir, 'short')).toThrow(ConfigError);
  });

  it('narrows a kept secret file that others can read back to 0600', () => {
    const file = path.join(dir, JWT_SECRET_FILE);
    writeFileSync(file, 'k'.repeat(48), { mode: 0o644 });
    readOrCreateJwtSecret(dir, undefined);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
