/**
 * @fileoverview The top of the work pane shows either the ABC source or the song's lyrics
 * (app-spec 2.2: "Either the ABC source or the lyrics pane is visible; toggles do nothing while a
 * wizard is showing"): the lyrics edit the song's `text` field, the source keeps its text, and
 * the switch does nothing while the wizard is open.
 */
import { expect, test } from '@playwright/test';
import { sourceText } from './editorSource.js';
import { logIn, waitForScore } from './fixtures.js';

test('the work pane switches between the ABC source and the lyrics, but not while a wizard shows', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('song-search').fill('Camptown Races');
  await page.getByTestId('song-result').filter({ hasText: 'Camptown Races' }).first().click();
  await expect(page.getByTestId('song-title')).toContainText('Camptown Races');
  await waitForScore(page);
  const source = await sourceText(page);

  await page.getByTestId('pane-view-lyrics').click();
  await expect(page.getByTestId('lyrics-pane')).toBeVisible();
  await expect(page.getByTestId('abc-source')).toBeHidden();
  await page.getByTestId('lyrics-pane').fill('De Camptown ladies sing dis song');
  await expect(page.getByTestId('lyrics-pane')).toHaveValue('De Camptown ladies sing dis song');

  await page.getByTestId('pane-view-source').click();
  await expect(page.getByTestId('lyrics-pane')).toHaveCount(0);
  await expect(page.getByTestId('abc-source')).toBeVisible();
  expect(await sourceText(page)).toBe(source);

  // With the wizard open the switch stays where it is.
  await page.getByTestId('menu-transcribe').click();
  await page.getByTestId('menu-item-go-to-song').click();
  await expect(page.getByTestId('wizard')).toBeVisible();
  await page.getByTestId('pane-view-lyrics').dispatchEvent('click');
  await expect(page.getByTestId('pane-view-source')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('abc-source')).toBeVisible();
});
