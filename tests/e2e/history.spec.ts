/**
 * @fileoverview The History tab (issue 6 "Proof: restore a history entry"; app-spec 2.2, 4, 9):
 * - Online: a song edited and saved twice lists both saves with who saved them and a diff;
 *   Restore puts the text from before the first save back into the editor;
 * - Local: snapshots taken while typing, shown cut to 25 characters, restorable.
 */
import { test, expect, type Page } from '@playwright/test';
import { logIn, waitForScore } from './fixtures.js';

async function sourceText(page: Page): Promise<string> {
  return page.getByTestId('abc-source').evaluate((element) => (element as unknown as { value: string }).value);
}

/** Types `text` at the end of the source, as a user adding a line would; returns the new source. */
async function appendToSource(page: Page, text: string): Promise<string> {
  const before = await sourceText(page);
  const typed = before.endsWith('\n') ? text : `\n${text}`;
  await page.getByTestId('abc-source').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(typed);
  await expect.poll(() => sourceText(page)).toBe(before + typed);
  return before + typed;
}

/** Clicks Save and waits for the server's answer to the song's PUT. */
async function save(page: Page, id: number): Promise<void> {
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/songs/${id}`));
  await page.getByTestId('save-button').click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
}

test('a song saved twice lists both saves online, and Restore brings back the first version', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('song-search').fill('Old Dog Tray');
  await page.getByTestId('song-result').filter({ hasText: 'Old Dog Tray' }).first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('song'));
  await expect.poll(() => sourceText(page)).toContain('T:Old Dog Tray');
  await waitForScore(page);
  const original = await sourceText(page);

  await appendToSource(page, '% first save\n');
  await save(page, id);
  await appendToSource(page, '% second save\n');
  await save(page, id);

  await page.getByTestId('tab-history').click();
  await page.getByTestId('tab-history-online').click();
  const sourceEntries = page.locator('[data-testid="online-history-entry"][data-field="abc_source"]');
  await expect(sourceEntries).toHaveCount(2);
  // Newest first, each with who saved it, and the diff of what it added.
  await expect(sourceEntries.first()).toContainText('admin');
  await expect(sourceEntries.first().locator('ins')).toHaveText('% second save\n');
  await expect(sourceEntries.nth(1).locator('ins')).toHaveText('% first save\n');

  await sourceEntries.nth(1).getByTestId('online-history-restore').click();
  await expect.poll(() => sourceText(page)).toBe(original);
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(1);
  await expect(page.getByTestId('info-message')).toContainText('Save to keep it');
  await waitForScore(page);

  // Text typed and not saved is snapshot on this computer; each snapshot is shown cut to 25
  // characters, newest first, and the oldest (the text the song opened with) restores.
  const typed = await appendToSource(page, '% typed, not saved\n');
  await page.getByTestId('tab-history-local').click();
  const values = page.getByTestId('local-history-value');
  await expect.poll(() => values.count()).toBeGreaterThanOrEqual(2);
  for (const text of await values.allTextContents()) expect(Array.from(text).length).toBeLessThanOrEqual(25);
  await expect(values.last()).toHaveText(original.replace(/\n/g, '↵').slice(0, 25));
  await expect(values.first()).toHaveAttribute('title', typed.slice(0, 500));

  await page.getByTestId('local-history-restore').last().click();
  await expect.poll(() => sourceText(page)).toBe(original);

  // The tab chosen survives a reload.
  await page.reload();
  await expect(page.getByTestId('tab-history-local')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-history')).toHaveAttribute('aria-selected', 'true');
});
