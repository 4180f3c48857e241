/**
 * @fileoverview Playwright configuration of the browser tests (`npm run test:e2e`).
 *
 * The tests drive the real application the way a user starts it: `npm start` (build the client,
 * migrate, import the demo archive, create `admin`, serve) on a port of its own, with a fresh
 * data folder per run, so every run starts from an empty database. The browser is Debian's
 * Chromium (`apt-get install chromium fonts-lohit-beng-bengali`): Playwright's own browser
 * downloads cannot be reached from these machines, so `npx playwright install` is never run
 * (TOOLCHAIN.md, "apt packages").
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { adminPassword, e2ePort } from './fixtures.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Playwright loads this file in the runner and again in each worker; the runner makes the data
// folder once and the workers, which inherit its environment, reuse the same name.
process.env.SWARALIPI_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'swaralipi-e2e-'));
const dataDir = process.env.SWARALIPI_E2E_DATA_DIR;

/** Debian's Chromium, with the flags that work here as root in a container (TOOLCHAIN.md). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  // One worker: the tests share one server and one database, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // 'list' prints one line per test; the JSON file is for tools that want the counts.
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'test-results', 'e2e-results.json') }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${e2ePort}/`,
    env: {
      PORT: String(e2ePort),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
    },
    // The first start builds the client and imports the demo archive: allow for a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close its database (server/src/main.ts) before the folder goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
