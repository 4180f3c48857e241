/**
 * @fileoverview Reading and waiting for the ABC source in the browser tests, whatever element
 * holds it: the old textarea, or CodeMirror's content element (`data-testid="abc-source"`),
 * which carries a textarea's `value` (client/src/features/editor/source/textareaBridge.ts).
 * `toHaveValue` and `inputValue` accept only form fields, so these read the `value` property.
 */
import { expect, type Page } from '@playwright/test';
import { waitForScore } from './fixtures.js';

/** The whole ABC source as the editor holds it now. */
export async function sourceText(page: Page): Promise<string> {
  return page.getByTestId('abc-source').evaluate((element) => (element as unknown as { value: string }).value);
}

/** Waits until the ABC source is exactly `text`. */
export async function expectSource(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('abc-source')).toHaveJSProperty('value', text);
}

/**
 * Opens the first song of the song picker's results whose title contains `title`, and waits for
 * its source (an X: line) and its score. Returns the song's id, read from `?song=ID`.
 */
export async function openSong(page: Page, title: string): Promise<number> {
  await page.getByTestId('song-search').fill(title);
  await page.getByTestId('song-result').filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('song'));
  await expect(page.getByTestId('song-title')).toContainText(title);
  await expect.poll(() => sourceText(page), { message: 'the song source is in the editor' }).toMatch(/X:/);
  await waitForScore(page);
  return id;
}

/** Replaces the whole source with `text`, as pasting over a selection of everything would. */
export async function replaceSource(page: Page, text: string): Promise<void> {
  await page.getByTestId('abc-source').fill(text);
  await expectSource(page, text);
}
