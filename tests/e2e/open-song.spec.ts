/**
 * @fileoverview Opening a song (issue 6 "Proof: open by id and by K number"; app-spec 4 "Loading
 * a song"):
 * - by id: `/?song=ID` opens the song, also on a fresh page load and after a reload;
 * - by K number: `/?knum=1` finds the demo's first Bengali song (the demo import gives the ten
 *   Tagore songs K numbers 1 to 10, server/src/services/demo/importDemo.ts `demoKNumber`), the
 *   address becomes `?song=ID`, and the Data and Songbooks tabs show its K number and books;
 *   a K number no song has is said so;
 * - a source without a K: line gets a generated header when it is opened.
 */
import { test, expect, type Page } from '@playwright/test';
import { logIn, waitForScore } from './fixtures.js';

/** The ABC source as the editor holds it (a textarea or CodeMirror's content element with `value`). */
async function sourceText(page: Page): Promise<string> {
  return page.getByTestId('abc-source').evaluate((element) => (element as unknown as { value: string }).value);
}

/** Opens a song with the song picker and returns its id (from `?song=ID`). */
async function pickSong(page: Page, title: string): Promise<number> {
  await page.getByTestId('song-search').fill(title);
  await page.getByTestId('song-result').filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await expect(page.getByTestId('song-title')).toContainText(title);
  return Number(new URL(page.url()).searchParams.get('song'));
}

test('a song opens by its id in the address, on a fresh page and after a reload', async ({ page }) => {
  await logIn(page);
  const id = await pickSong(page, 'Camptown Races');

  await page.goto('/');
  await page.goto(`/?song=${id}`);
  await expect(page.getByTestId('song-title')).toContainText('Camptown Races');
  await expect.poll(() => sourceText(page)).toContain('T:Camptown Races');
  await waitForScore(page);

  await page.reload();
  await expect(page.getByTestId('song-title')).toContainText('Camptown Races');
  await expect.poll(() => sourceText(page)).toContain('T:Camptown Races');
});

test('a song opens by its K number, and the address then names it by id', async ({ page }) => {
  await logIn(page);
  await page.goto('/?knum=1');
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await expect(page.getByTestId('song-title')).toContainText('আগুনের পরশমণি');
  await expect.poll(() => sourceText(page)).toMatch(/^K:/m);
  await waitForScore(page);

  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-knum')).toHaveText('1');
  await expect(page.getByTestId('data-language')).toHaveValue('B');

  await page.getByTestId('tab-songbooks').click();
  const rows = page.getByTestId('songbooks-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Rabindrasangeet' })).toContainText('TAG');
  await expect(rows.filter({ hasText: 'TAG' }).locator('td').nth(2)).toHaveText('1');
});

test('a K number that no song has is said so', async ({ page }) => {
  await logIn(page);
  await page.goto('/?knum=4242');
  await expect(page.getByTestId('error-message')).toHaveText('There is no song with K number 4242');
  await expect(page).toHaveURL(/knum=4242/);
});

test('a song saved without a K: line opens with a generated header and its lyrics as w: lines', async ({ page }) => {
  await logIn(page);
  const id = await pickSong(page, 'Angelina Baker');
  await expect.poll(() => sourceText(page)).toContain('K:');

  // Save a source of notes only, as a transcription begun elsewhere might be.
  await page.getByTestId('abc-source').fill('CDEF|GABc|\n');
  await expect.poll(() => sourceText(page)).toBe('CDEF|GABc|\n');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/songs/${id}`));
  await page.getByTestId('save-button').click();
  expect((await saved).status()).toBe(200);

  await page.goto('/');
  await page.goto(`/?song=${id}`);
  await expect(page.getByTestId('info-message')).toContainText('a header was generated');
  const source = await sourceText(page);
  expect(source.split('\n').slice(0, 2)).toEqual(['X:1', 'T:Angelina Baker']);
  expect(source).toContain('L:1/8\nQ:1/4=120 "Moderate"\nK:Db\nCDEF|GABc|\n');
  expect(source).toMatch(/^w:\S/m);
  await waitForScore(page);
  // The header is an edit: the song shows as unsaved until it is saved.
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(1);
});
