/**
 * @fileoverview The tabs of an opened song (app-spec 2.2, 5):
 * - the tab strip answers the arrow keys, Home and End (WAI-ARIA tabs);
 * - Data: title 'get' copies the T: line; a free-text date is read by the rules of app-spec 5
 *   (3/4/07 is March 4, 2007, stored as 2007-03-04; 2/30/2001 is NO DATE); date 'get' falls back
 *   to the stored date when the C: line is not a date; the language is one of app-spec 9's;
 * - Lyrics: a word selected in the lyrics is searched in the archive, and a song found opens.
 * Nothing is saved: the song stays as the demo has it.
 */
import { test, expect, type Page } from '@playwright/test';
import { logIn } from './fixtures.js';

async function pickSong(page: Page, title: string): Promise<number> {
  await page.getByTestId('song-search').fill(title);
  await page.getByTestId('song-result').filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await expect(page.getByTestId('song-title')).toContainText(title);
  return Number(new URL(page.url()).searchParams.get('song'));
}

test('the tab strip moves with the arrow keys, Home and End', async ({ page }) => {
  await logIn(page);
  await pickSong(page, 'Hard Times Come Again No More');
  await page.getByTestId('tab-editor').click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-playback')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-playback')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('tab-songbooks')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Songbooks' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-editor')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('tab-songbooks')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByTestId('tab-editor')).toHaveAttribute('aria-selected', 'true');
});

test('the Data tab gets the title from T:, reads free-text dates and offers the languages', async ({ page }) => {
  await logIn(page);
  await pickSong(page, 'Hard Times Come Again No More');
  await page.getByTestId('tab-data').click();

  const title = page.getByTestId('data-title');
  await title.fill('Hard Times');
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(1);
  await page.getByTestId('data-title-get').click();
  await expect(title).toHaveValue('Hard Times Come Again No More');

  const date = page.getByTestId('data-date');
  const stored = await date.inputValue();
  expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill('3/4/07');
  await expect(page.getByTestId('data-date-reading')).toHaveText('March 4, 2007');
  await date.press('Enter');
  await expect(date).toHaveValue('2007-03-04');
  await date.fill('2/30/2001');
  await expect(page.getByTestId('data-date-reading')).toHaveText('NO DATE');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  // Taken as it is, it is refused in words, and the date stays.
  await date.press('Enter');
  await expect(page.getByTestId('data-date-message')).toHaveText('"2/30/2001" is not a date: type YYYY-MM-DD or month/day/year. The date stays 2007-03-04.');
  // "C:Stephen Foster, 1855" is not a date: 'get' falls back to the stored date.
  await page.getByTestId('data-date-get').click();
  await expect(date).toHaveValue(stored);
  await expect(page.getByTestId('data-date-message')).toHaveCount(0);

  const language = page.getByTestId('data-language');
  await expect(language).toHaveValue('E');
  await expect(language.locator('option')).toHaveText(['B Bengali', 'E English', 'BE Bengali/English', 'F French', 'L Latin', 'S Sanskrit']);
  await language.selectOption('F');
  await expect(language).toHaveValue('F');
  await expect(page.getByTestId('data-knum')).toHaveText('—');
});

test('a word selected in the lyrics is searched in the archive, and a song found opens', async ({ page }) => {
  await logIn(page);
  const from = await pickSong(page, 'Hard Times Come Again No More');
  await page.getByTestId('tab-lyrics').click();
  await page.getByTestId('tab-lyrics-search-lyrics').click();
  const lyrics = page.getByTestId('lyrics-text');
  const text = await lyrics.inputValue();
  const start = text.indexOf('Times');
  expect(start).toBeGreaterThanOrEqual(0);
  await lyrics.focus();
  await lyrics.evaluate((element, [from, to]) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(from!, to!), [start, start + 5]);
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('lyrics-search-word')).toHaveValue('Times');

  await page.getByTestId('lyrics-search-button').click();
  const found = page.getByTestId('lyrics-search-result').filter({ hasText: 'Hard Times Come Again No More' });
  await expect(found).toHaveCount(1);

  await page.getByTestId('lyrics-search-word').fill('zzzqqq');
  await page.getByTestId('lyrics-search-button').click();
  await expect(page.getByTestId('lyrics-search-message')).toHaveText('No Search Results!');
  await page.getByTestId('lyrics-search-word').fill(' ; ');
  await page.getByTestId('lyrics-search-button').click();
  await expect(page.getByTestId('lyrics-search-message')).toHaveText('No search criteria were provided');

  await page.getByTestId('lyrics-search-word').fill('Susanna');
  await page.getByTestId('lyrics-search-button').click();
  await page.getByTestId('lyrics-search-result').filter({ hasText: 'Oh! Susanna' }).first().getByRole('link').click();
  await expect(page.getByTestId('song-title')).toContainText('Oh! Susanna');
  expect(Number(new URL(page.url()).searchParams.get('song'))).not.toBe(from);
});
