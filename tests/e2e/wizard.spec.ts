/**
 * @fileoverview The wizard, the main menu and the side menu in the browser (issue 6 "Proof: build
 * a new transcription with the wizard"; app-spec 2.2, 2.3, 2.4, 3, 4):
 * - a new transcription built from the Transcribe menu: a title, the defaults of every other
 *   step, and the header (L:1/8, Q:1/4=120 "Moderate", K:Db) in the editor with its score drawn;
 * - going to a song by its id, and by its K number (the demo gives the Tagore songs K 1 to 10);
 * - saving the open song to an ABC file in the server's songs folder, then opening that file as
 *   a new transcription;
 * - the side menu's next and prev over the results of a search, with "2 of N", and its buttons
 *   disabled at the ends;
 * - the info popup on the open song (views Name, menu, source, score, lyrics) and on an image,
 *   whose 'Songs in this image' row opens its song;
 * - the menus and the wizard from the keyboard, About;
 * - matching an image with a song and deleting it again; deleting a song from a songbook.
 */
import { expect, test, type Page } from '@playwright/test';
import { sourceText } from './editorSource.js';
import { logIn, waitForScore } from './fixtures.js';

/** Opens `item` of the Transcribe menu and waits for the wizard to show `title`. */
async function openFromMenu(page: Page, item: string, title: string): Promise<void> {
  await page.getByTestId('menu-transcribe').click();
  await page.getByTestId(`menu-item-${item}`).click();
  await expect(page.getByTestId('wizard')).toBeVisible();
  await expect(page.getByTestId('wizard-title')).toHaveText(title);
}

/** Opens a song with the song picker; returns its id (from `?song=ID`). */
async function pickSong(page: Page, query: string, title: string): Promise<number> {
  await page.getByTestId('song-search').fill(query);
  await page.getByTestId('song-result').filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await expect(page.getByTestId('song-title')).toContainText(title);
  return Number(new URL(page.url()).searchParams.get('song'));
}

const songIdOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('song'));

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('builds a new transcription with the wizard: title, then the defaults of the header builder', async ({ page }) => {
  await openFromMenu(page, 'build-header', 'New transcription');
  const wizard = page.getByTestId('wizard');
  await expect(wizard.getByText('Step 1 of 7: Title')).toBeVisible();
  // Forward is refused until the title is there, and says why.
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard-message')).toHaveText('Type the title');

  await page.getByTestId('wizard-input-title').fill('Wizard Morning Song');
  await page.keyboard.press('Enter');
  await expect(wizard.getByText('Step 2 of 7: Songs of this title')).toBeVisible();
  await expect(page.getByTestId('wizard-songs')).toContainText('A new transcription: Wizard Morning Song');

  await page.getByTestId('wizard-forward').click();
  await expect(wizard.getByText('Step 3 of 7: Date')).toBeVisible();
  await page.getByTestId('wizard-input-date').fill('2026-11-22');
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard-choice-noteLength').getByLabel('1/8')).toBeChecked();
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard-choice-tempo').getByLabel('1/4=120 "Moderate"')).toBeChecked();
  await page.getByTestId('wizard-forward').click();
  const keys = page.getByTestId('wizard-choice-key');
  await expect(keys.getByRole('radio')).toHaveCount(13);
  await expect(keys.getByLabel('Db', { exact: true })).toBeChecked();
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard-choice-language').getByLabel('B Bengali')).toBeChecked();

  // Previous goes back one step, keeping what was chosen.
  await page.getByTestId('wizard-previous').click();
  await expect(keys.getByLabel('Db', { exact: true })).toBeChecked();
  await page.getByTestId('wizard-forward').click();
  await page.getByTestId('wizard-ok').click();

  await expect(page.getByTestId('wizard')).toBeHidden();
  await expect(page).not.toHaveURL(/song=/);
  await expect
    .poll(() => sourceText(page))
    .toBe('X:1\nT:Wizard Morning Song\nC:Words and Music 2026-11-22\nM:none\nL:1/8\nQ:1/4=120 "Moderate"\nK:Db\n|]\nw:\n');
  // The score is drawn from the header: its title on the page.
  await expect(page.getByTestId('score').locator('svg').first()).toContainText('Wizard Morning Song');

  // Save adds it to the archive as a new song, which is then open at its own address.
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await expect(page.getByTestId('song-title')).toContainText('Wizard Morning Song');
  await expect(page.getByText(/Wizard Morning Song \(\d+\) has been saved/)).toBeVisible();
});

test('goes to a song by its id and by its K number through the wizard', async ({ page }) => {
  const camptown = await pickSong(page, 'Camptown Races', 'Camptown Races');
  await page.goto('/');

  await openFromMenu(page, 'go-to-song', 'Go to a song by its id');
  await page.getByTestId('wizard-input-songId').fill('no');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wizard-message')).toHaveText('Type a song id: a whole number');
  await page.getByTestId('wizard-input-songId').fill(String(camptown));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]song=${camptown}$`));
  await expect(page.getByTestId('wizard')).toBeHidden();
  await expect(page.getByTestId('song-title')).toContainText('Camptown Races');
  await expect.poll(() => sourceText(page)).toContain('T:Camptown Races');
  await waitForScore(page);

  // The demo gives its third Tagore song the K number 3.
  await openFromMenu(page, 'open-knum', 'Open a song by its Kailash number');
  await page.getByTestId('wizard-input-knum').fill('3');
  await page.keyboard.press('Enter');
  const matches = page.getByTestId('wizard-songs');
  await expect(matches.getByRole('option')).toHaveCount(1);
  await expect(matches.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(matches).toContainText('K 3');
  await page.getByTestId('wizard-ok').click();
  await expect(page).toHaveURL(/[?&]song=\d+$/);
  expect(songIdOf(page)).not.toBe(camptown);
  await expect(page.getByTestId('song-title')).toContainText('Bhalobese sokhi');
  await waitForScore(page);
});

test('saves the open song to an ABC file in the songs folder, then opens that file as a new transcription', async ({ page }) => {
  await pickSong(page, 'Camptown Races', 'Camptown Races');
  await expect.poll(() => sourceText(page)).toContain('T:Camptown Races');

  await openFromMenu(page, 'save-abc-file', 'Save to an ABC file');
  const nameField = page.getByTestId('wizard-input-fileName');
  await expect(nameField).toHaveValue(/\.abc$/);
  const fileName = 'wizard-e2e-camptown.abc';
  await nameField.fill(fileName);
  await page.getByTestId('wizard-ok').click();
  await expect(page.getByTestId('wizard-message')).toHaveText(`Saved to songs/${fileName}`);
  // Saving again under the same name asks first, and replaces the file on the second OK.
  await page.getByTestId('wizard-ok').click();
  await expect(page.getByTestId('wizard-message')).toHaveText(`songs/${fileName} already exists: press OK again to replace it, or change the name.`);
  await page.getByTestId('wizard-ok').click();
  await expect(page.getByTestId('wizard-message')).toHaveText(`Saved to songs/${fileName}`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wizard')).toBeHidden();

  await openFromMenu(page, 'open-abc-file', 'Open an ABC or MusicXML file');
  // The songs folder is chosen first.
  await expect(page.getByTestId('wizard-folders').getByRole('option', { name: /songs/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('wizard-forward').click();
  await page.getByTestId('wizard-files').getByRole('option', { name: fileName }).click();
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard-prep')).toContainText('Camptown Races');
  await expect(page.getByTestId('wizard-prep')).toContainText('opens as a new transcription');
  await page.getByTestId('wizard-ok').click();

  await expect(page.getByTestId('wizard')).toBeHidden();
  await expect(page).not.toHaveURL(/song=/);
  await expect.poll(() => sourceText(page)).toContain('T:Camptown Races');
  await waitForScore(page);
});

test('the side menu moves next and prev over the results of the last search', async ({ page }) => {
  const first = await pickSong(page, 'Race', 'Camptown Races');
  const position = page.getByTestId('side-menu-position');
  await expect(position).toHaveText(/^\d+ of \d+$/);
  const [index, count] = (await position.innerText()).split(' of ').map(Number) as [number, number];
  expect(count).toBeGreaterThan(1);

  // Go to the list's first song (the search may have listed the picked one first): first and
  // prev are disabled there.
  if (index > 1) await page.getByTestId('side-menu-first').click();
  await expect(position).toHaveText(`1 of ${count}`);
  await expect(page.getByTestId('side-menu-first')).toBeDisabled();
  await expect(page.getByTestId('side-menu-prev')).toBeDisabled();
  const firstOfList = songIdOf(page);
  await waitForScore(page);

  await page.getByTestId('side-menu-next').click();
  await expect(position).toHaveText(`2 of ${count}`);
  const second = songIdOf(page);
  expect(second).not.toBe(firstOfList);
  await expect.poll(() => sourceText(page)).toMatch(/X:/);

  await page.getByTestId('side-menu-prev').click();
  await expect(position).toHaveText(`1 of ${count}`);
  expect(songIdOf(page)).toBe(firstOfList);

  await page.getByTestId('side-menu-last').click();
  await expect(position).toHaveText(`${count} of ${count}`);
  await expect(page.getByTestId('side-menu-next')).toBeDisabled();
  await expect(page.getByTestId('side-menu-last')).toBeDisabled();
  expect(index).toBeGreaterThanOrEqual(1);
  expect(first).toBeGreaterThan(0);
});

test('the info popup shows a song in its views, and an image its songs, one of which opens', async ({ page }) => {
  await pickSong(page, 'Camptown Races', 'Camptown Races');
  await expect.poll(() => sourceText(page)).toContain('T:Camptown Races');

  await page.getByTestId('side-menu-info').click();
  const popup = page.getByTestId('info-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('tab')).toHaveText(['Name', 'Menu', 'Source', 'Score', 'Lyrics']);
  await expect(page.getByTestId('inspector-name')).toHaveText('Camptown Races');
  await page.getByTestId('info-view-source').click();
  await expect(page.getByTestId('inspector-source')).toContainText('T:Camptown Races');
  await page.getByTestId('info-view-score').click();
  await expect(page.getByTestId('inspector-score').locator('svg').first()).toContainText('Camptown Races');
  await page.getByTestId('info-view-lyrics').click();
  await expect(page.getByTestId('inspector-lyrics')).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // An image of the source-image folder: its menu view lists the songs in it (ID, Title).
  await openFromMenu(page, 'open-image', 'Open an image');
  await page.getByTestId('wizard-forward').click();
  await page.getByTestId('wizard-files').getByRole('option').first().getByRole('button', { name: 'Show information' }).click();
  await page.getByTestId('info-view-menu').click();
  const table = page.getByTestId('inspector-image-songs');
  await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Title']);
  const row = table.getByRole('row').nth(1);
  const id = (await row.getByRole('cell').first().innerText()).trim();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`[?&]song=${id}$`));
  await expect(page.getByTestId('wizard')).toBeHidden();
  await expect(popup).toBeHidden();
  await waitForScore(page);
});

test('the main menu and the wizard work from the keyboard, and About credits the Tagore songs', async ({ page }) => {
  const transcribe = page.getByTestId('menu-transcribe');
  await transcribe.focus();
  await page.keyboard.press('ArrowDown');
  await expect(transcribe).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('menu-item-open-image')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('menu-item-logout')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(transcribe).toHaveAttribute('aria-expanded', 'false');
  await expect(transcribe).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('menu-item-go-to-song')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wizard-title')).toHaveText('Go to a song by its id');
  await expect(page.getByTestId('wizard-input-songId')).toBeFocused();
  // Tab never leaves the dialog (20 presses go round its sidebar, field and buttons).
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('wizard').locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wizard')).toBeHidden();

  // The admin sees Tools; About is its first item.
  await transcribe.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('menu-tools')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('menu-item-about')).toBeFocused();
  await page.keyboard.press('Enter');
  const about = page.getByTestId('wizard-about');
  await expect(about).toContainText('Swaralipi');
  await expect(about).toContainText('Ten Songs of Tagore, In Data (Swaralipi Corpus v0.1)');
  await expect(about).toContainText('Creative Commons Attribution 4.0 International (CC BY 4.0)');
  // The tasks of later issues are listed, disabled.
  await expect(page.getByTestId('wizard-task-update-program')).toBeDisabled();
  await expect(page.getByTestId('wizard-task-update-program')).toContainText('not in this version');
});

test('matches an image with a song, then deletes it from the song, both through the wizard', async ({ page }) => {
  const willie = await pickSong(page, 'Willie We Have Missed You', 'Willie We Have Missed You');
  await page.goto('/');

  // Match: a sargam page of the source-image folder, found song, select, attach.
  await openFromMenu(page, 'match-song', 'Match an image with a song');
  await page.getByTestId('wizard-folders').getByRole('option', { name: /src-img/ }).click();
  await page.getByTestId('wizard-forward').click();
  const image = page.getByTestId('wizard-files').getByRole('option').first();
  const imageName = (await image.getAttribute('data-value')) ?? '';
  expect(imageName).toMatch(/\.png$/);
  await image.click();
  await page.getByTestId('wizard-forward').click();
  await page.getByTestId('wizard-input-query').fill('Willie We Have');
  await page.keyboard.press('Enter');
  await page.getByTestId('wizard-songs').getByRole('option', { name: /Willie We Have Missed You/ }).click();
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard')).toContainText(`Attach ${imageName} to Willie We Have Missed You (#${willie})?`);
  await page.getByTestId('wizard-ok').click();
  await expect(page.getByTestId('wizard-message')).toHaveText(`${imageName} is now an image of song ${willie}`);
  await page.keyboard.press('Escape');

  // The song now lists the image: the panel shows it.
  await page.goto(`/?song=${willie}`);
  await expect(page.getByTestId('song-title')).toContainText('Willie We Have Missed You');
  await expect(page.locator(`img[src*="${imageName}"]`).first()).toBeVisible();

  // Delete: confirm, and the song no longer lists it.
  await openFromMenu(page, 'open-image', 'Open an image');
  await page.getByTestId('wizard-task-delete-image').click();
  await expect(page.getByTestId('wizard-title')).toHaveText('Delete the image');
  await expect(page.getByTestId('wizard')).toContainText(`Delete ${imageName} from song #${willie}?`);
  await page.getByTestId('wizard-ok').click();
  await expect(page.getByTestId('wizard')).toBeHidden();
  await expect(page.locator(`img[src*="${imageName}"]`)).toHaveCount(0);
});

test('deletes the open song from one of its songbooks after a confirmation', async ({ page }) => {
  const jeannie = await pickSong(page, 'Jeannie with the Light', 'Jeannie with the Light Brown Hair');
  await openFromMenu(page, 'open-image', 'Open an image');
  await page.getByTestId('wizard-task-delete-songbook-song').click();
  const books = page.getByTestId('wizard-songbooks');
  await expect(books.getByRole('option', { name: /Songs of Stephen Foster/ })).toBeVisible();
  await books.getByRole('option', { name: /Songs of Stephen Foster/ }).click();
  await page.getByTestId('wizard-forward').click();
  await expect(page.getByTestId('wizard')).toContainText(`Take song #${jeannie} out of Songs of Stephen Foster?`);
  await page.getByTestId('wizard-ok').click();
  await expect(page.getByTestId('wizard')).toBeHidden();

  // Asked again, the song is in no songbook of that name.
  await openFromMenu(page, 'open-image', 'Open an image');
  await page.getByTestId('wizard-task-delete-songbook-song').click();
  await expect(page.getByTestId('wizard')).toContainText('This song is in no songbook');
});

test('a wizard task chosen on another page opens over the editor, and leaving the editor hides it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await openFromMenu(page, 'go-to-song', 'Go to a song by its id');
  await expect(page).toHaveURL(/\/$/);

  // app-spec 2.1: before any route is entered the wizard is hidden.
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('wizard')).toBeHidden();
});
