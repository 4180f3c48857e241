/**
 * @fileoverview Takes the pictures of the app that docs/ shows (issue 6, "Proof": the editor
 * with a Bengali song and its scan):
 *
 * - docs/screenshots/editor-bengali.png: the editor (1600x1000) with one of the demo archive's
 *   Tagore songs (language B, demo K number 1; its sargam page drawn at import is the source
 *   image on the left, the engraved score on the right);
 * - docs/screenshots/profile.png: the profile page of `admin` (roles, permissions, the token's
 *   first 25 characters).
 *
 * It starts nothing: run it against a server already running with the demo archive, e.g.
 *
 *     npm start                                   # in another terminal; prints the admin password
 *     ADMIN_PASSWORD=... npx tsx scripts/screenshots.ts [--url http://localhost:8080] [--out docs/screenshots]
 *
 * The browser is Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), headless, as in
 * the browser tests (TOOLCHAIN.md: Playwright's own browsers are never downloaded).
 *
 * @throws (exits 1) when the password is missing, the login fails or no Bengali song is found.
 */

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium, type Page } from 'playwright-core';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The pictures' size in CSS pixels: wide enough for the image panel, the source and the score. */
const VIEWPORT = { width: 1600, height: 1000 };

interface Options {
  url: string;
  username: string;
  password: string;
  out: string;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      username: { type: 'string', default: 'admin' },
      out: { type: 'string', default: 'docs/screenshots' },
    },
  });
  const password = process.env.ADMIN_PASSWORD;
  if (password === undefined || password === '') {
    throw new Error('Set ADMIN_PASSWORD to the password of the user to log in as (npm start prints it on the first start)');
  }
  return {
    url: values.url.replace(/\/$/, ''),
    username: values.username,
    password,
    out: resolve(repoRoot, values.out),
  };
}

/** Logs in through the login form and returns the bearer token the page stored. */
async function logIn(page: Page, options: Options): Promise<string> {
  await page.goto(`${options.url}/login`);
  await page.getByTestId('login-username').fill(options.username);
  await page.getByTestId('login-password').fill(options.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-name').waitFor();
  // The callback runs in the page; the Node side's types have no DOM, hence the structural type.
  const raw = await page.evaluate(
    () => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('swaralipi.session'),
  );
  const token = raw === null ? undefined : (JSON.parse(raw) as { token?: string }).token;
  if (token === undefined) throw new Error(`Logging in as ${options.username} stored no session`);
  return token;
}

/** The id of a Tagore song of the demo archive: K number 1..10 and language B. */
async function findBengaliSong(page: Page, options: Options, token: string): Promise<number> {
  for (let number = 1; number <= 10; number++) {
    const response = await page.request.get(`${options.url}/api/songs?nr2000=${number}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok()) throw new Error(`GET /api/songs?nr2000=${number} answered ${response.status()}`);
    const body = (await response.json()) as { items: { id: number; language: string }[] };
    const song = body.items.find((item) => item.language === 'B');
    if (song !== undefined) return song.id;
  }
  throw new Error('No Bengali song (language B, K number 1 to 10) in the archive: was the demo imported?');
}

/** Opens the song in the editor and waits for its score and its source image to be drawn. */
async function openSong(page: Page, options: Options, id: number): Promise<void> {
  await page.goto(`${options.url}/?song=${id}`);
  await page.getByTestId('score').locator('svg g[data-start]').first().waitFor({ state: 'attached', timeout: 30_000 });
  const image = page.getByTestId('source-image');
  await image.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (element) => {
      const picture = element as unknown as { complete: boolean; naturalWidth: number } | null;
      return picture !== null && picture.complete && picture.naturalWidth > 0;
    },
    await image.elementHandle(),
    { timeout: 30_000 },
  );
  // Let the fonts and the last render settle before the picture.
  await page.evaluate(async () => {
    await (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready;
  });
  await page.waitForTimeout(500);
}

async function main(): Promise<void> {
  const options = readOptions();
  mkdirSync(options.out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const token = await logIn(page, options);

    const id = await findBengaliSong(page, options, token);
    await openSong(page, options, id);
    const editorPath = resolve(options.out, 'editor-bengali.png');
    await page.screenshot({ path: editorPath });
    console.log(`wrote ${editorPath} (song ${id})`);

    await page.goto(`${options.url}/profile`);
    await page.getByTestId('profile-token-prefix').waitFor();
    const profilePath = resolve(options.out, 'profile.png');
    await page.screenshot({ path: profilePath });
    console.log(`wrote ${profilePath}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
