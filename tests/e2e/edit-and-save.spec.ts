/**
 * @fileoverview The editor's main flows (issue 3 and 6, "Proof"; app-spec 2.2, 5; DESIGN.md 4):
 * - change a note of a real song, see the score re-engraved, save, reload, and find the change;
 * - change the title in the Data tab and the notes, find them restored from the draft after a
 *   reload before saving, save ("TITLE (ID) has been saved"), and read them back from the server;
 * - a session that expires before the save: the login asks again, and the text comes back;
 * - switch the score to abcjs (an SVG appears), keep the choice over a reload, and switch back;
 * - Approve Bengali: shown once the stored language is BE, it sets B and keeps unsaved text.
 *
 * With SWARALIPI_SCREENSHOTS=1 the first also writes docs/screenshots/editor.png (the README's picture).
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { adminPassword, elementBoxAt, logIn, pickNote, scoreMarkup, typeOver, waitForScore } from './fixtures.js';
import { expectSource, openSong, replaceSource, sourceText } from './editorSource.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Opens the Data tab and returns its title field. */
async function dataTitle(page: Page) {
  await page.getByTestId('tab-data').click();
  return page.getByTestId('data-title');
}

test('an editor changes a note of Oh! Susanna, sees it engraved, saves it, and finds it after a reload', async ({ page, browser }, testInfo) => {
  await logIn(page);
  const id = await openSong(page, 'Oh! Susanna');

  const original = await sourceText(page);
  const change = pickNote(original);
  const markupBefore = await scoreMarkup(page);
  const boxBefore = await elementBoxAt(page, change.offset);
  expect(boxBefore, 'the note to change is drawn before the change').not.toBeNull();

  await typeOver(page, change);
  const edited = original.slice(0, change.offset) + change.to + original.slice(change.offset + 1);
  await expectSource(page, edited);

  // The score is engraved again from the new text: other markup, and the note moved.
  await expect.poll(() => scoreMarkup(page), { message: 'the score is re-engraved after the edit' }).not.toBe(markupBefore);
  await expect.poll(() => elementBoxAt(page, change.offset), { message: 'the changed note is drawn elsewhere' }).not.toEqual(boxBefore);
  expect(await elementBoxAt(page, change.offset)).not.toBeNull();

  await testInfo.attach('editor', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  if (process.env.SWARALIPI_SCREENSHOTS === '1') {
    mkdirSync(join(repoRoot, 'docs', 'screenshots'), { recursive: true });
    await page.screenshot({ path: join(repoRoot, 'docs', 'screenshots', 'editor.png') });
  }

  // Ctrl+S saves, as the Save button does.
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-message')).toHaveText(`Oh! Susanna (${id}) has been saved`);
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);

  await page.reload();
  await expectSource(page, edited);
  await waitForScore(page);
  expect(await elementBoxAt(page, change.offset)).not.toBeNull();

  // A reload could show a draft kept in this browser; a new browser session has only the server.
  const freshContext = await browser.newContext();
  try {
    const freshPage = await freshContext.newPage();
    await logIn(freshPage);
    await freshPage.goto(`/?song=${id}`);
    await expectSource(freshPage, edited);
  } finally {
    await freshContext.close();
  }
});

test('edited fields and text survive a reload before saving, are saved together, and read back from the server', async ({ page, browser }) => {
  await logIn(page);
  const id = await openSong(page, 'Beautiful Dreamer');
  const original = await sourceText(page);
  const editedText = `${original.replace(/\n*$/, '\n')}% checked against the 1864 print\n`;

  const title = await dataTitle(page);
  await title.fill('Beautiful Dreamer (Foster)');
  await page.getByTestId('tab-notes').click();
  await page.getByTestId('notes-text').fill('Compared with the first edition.');
  await replaceSource(page, editedText);
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();

  // Nothing is saved yet: a reload restores the text and the fields from this browser's draft.
  await page.reload();
  await expect(page.getByTestId('info-message')).toContainText('Restored your unsaved text');
  await expectSource(page, editedText);
  await expect(await dataTitle(page)).toHaveValue('Beautiful Dreamer (Foster)');
  await page.getByTestId('tab-notes').click();
  await expect(page.getByTestId('notes-text')).toHaveValue('Compared with the first edition.');

  await page.getByTestId('save-button').click();
  // The confirmation names the title as saved.
  await expect(page.getByTestId('save-message')).toHaveText(`Beautiful Dreamer (Foster) (${id}) has been saved`);
  await expect(page.getByTestId('song-title')).toHaveText('Beautiful Dreamer (Foster)');

  const fresh = await browser.newContext();
  try {
    const freshPage = await fresh.newPage();
    await logIn(freshPage);
    await freshPage.goto(`/?song=${id}`);
    await expectSource(freshPage, editedText);
    await expect(await dataTitle(freshPage)).toHaveValue('Beautiful Dreamer (Foster)');
    await freshPage.getByTestId('tab-notes').click();
    await expect(freshPage.getByTestId('notes-text')).toHaveValue('Compared with the first edition.');
    // A fresh browser has no draft to restore.
    await expect(freshPage.getByTestId('info-message')).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('a session that has expired before the save asks to log in again, and the text comes back', async ({ page }) => {
  await logIn(page);
  const id = await openSong(page, 'Gentle Annie');
  const editedText = `${(await sourceText(page)).replace(/\n*$/, '\n')}% typed before the session ended\n`;
  await replaceSource(page, editedText);

  // The server no longer accepts the stored token (as after its expiry or a password change).
  // (The callback runs in the page; the Node side's types have no DOM, hence the structural type.)
  await page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } }).localStorage;
    const raw = storage.getItem('swaralipi.session');
    if (raw === null) throw new Error('no stored session');
    storage.setItem('swaralipi.session', JSON.stringify({ ...JSON.parse(raw), token: 'expired.token.value' }));
  });
  await page.getByTestId('save-button').click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-session-ended')).toBeVisible();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(new RegExp(`[?&]song=${id}`));
  await expectSource(page, editedText);
  await expect(page.getByTestId('info-message')).toContainText('Restored your unsaved text');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-message')).toHaveText(`Gentle Annie (${id}) has been saved`);
});

test('the score can be drawn by abcjs instead, the choice is kept over a reload, and our engine comes back', async ({ page }) => {
  // The page's Content-Security-Policy (DESIGN.md 5) refuses nothing abcjs does while drawing
  // but its drag-selection stylesheet (this exact text, named by its hash in the message), which
  // the editor does not use.
  const dragStylesheet =
    '.abcjs-dragging-in-progress text, .abcjs-dragging-in-progress tspan {-webkit-touch-callout: none; ' +
    '-webkit-user-select: none; -khtml-user-select: none; -moz-user-select: none; -ms-user-select: none; user-select: none;}';
  const dragStylesheetHash = createHash('sha256').update(dragStylesheet).digest('base64');
  const refused: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && !text.includes(`'sha256-${dragStylesheetHash}'`)) refused.push(text);
  });
  await logIn(page);
  await openSong(page, 'Nelly Bly');
  const engine = page.getByTestId('engine-choice');
  await expect(engine).toHaveValue('swaralipi');
  await expect(page.getByTestId('song-file-name')).toHaveText(/\.abc$/);

  await engine.selectOption('abcjs');
  const abcjsScore = page.getByTestId('abcjs-score');
  // abcjs draws noteheads as paths with its own classes (add_classes).
  await expect(abcjsScore.locator('svg .abcjs-note').first()).toBeAttached();
  await expect(page.getByTestId('score')).toHaveCount(0);
  await expect(page.getByTestId('abcjs-problem')).toHaveCount(0);
  // Checked here, before typing: the source editor's own refusals are not abcjs's.
  expect(refused).toEqual([]);

  // abcjs redraws as the text changes. A tune whose lines fit is drawn at abcjs's staff width
  // of 600 (app-spec 9; the SVG adds its margins), inside the 800 pixels of the score.
  const before = await abcjsScore.innerHTML();
  const short = 'X:1\nT:Short\nM:4/4\nL:1/4\nK:C\nCDEF|GABc|cBAG|FEDC|\nCEGc|cGEC|C4|]\n';
  await replaceSource(page, short);
  await expect.poll(() => abcjsScore.innerHTML()).not.toBe(before);
  const svgWidth = () =>
    abcjsScore.locator('svg').first().evaluate((svg) => (svg as unknown as { getBoundingClientRect(): { width: number } }).getBoundingClientRect().width);
  await expect.poll(svgWidth).toBeGreaterThanOrEqual(600);
  expect(await svgWidth()).toBeLessThan(660);

  // Clicking the third drawn note (E) puts the caret on its ABC, and that note is marked.
  // (abcjs takes the click on its SVG and finds the note under the pointer, hence force.)
  await abcjsScore.locator('svg .abcjs-note').nth(2).click({ force: true });
  const caret = () => page.getByTestId('abc-source').evaluate((element) => (element as unknown as { selectionStart: number }).selectionStart);
  await expect.poll(caret).toBe(short.indexOf('CDEF|') + 2);
  await expect(abcjsScore.locator('svg .abcjs-note.is-selected')).toHaveCount(1);
  await expect(abcjsScore.locator('svg .abcjs-note').nth(2)).toHaveClass(/is-selected/);

  await page.reload();
  await expect(page.getByTestId('engine-choice')).toHaveValue('abcjs');
  await expect(page.getByTestId('abcjs-score').locator('svg').first()).toBeAttached();

  await page.getByTestId('engine-choice').selectOption('swaralipi');
  await waitForScore(page);
  await expect(page.getByTestId('abcjs-score')).toHaveCount(0);
});

test('Approve Bengali shows for a song in BE, sets its language to B, and keeps unsaved text', async ({ page }) => {
  await logIn(page);
  const id = await openSong(page, 'Old Folks At Home');
  // An English song: no button.
  await expect(page.getByTestId('approve-bengali-button')).toHaveCount(0);

  await page.getByTestId('tab-data').click();
  await page.getByTestId('data-language').selectOption('BE');
  // The button follows the stored language, not an unsaved choice.
  await expect(page.getByTestId('approve-bengali-button')).toHaveCount(0);
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-message')).toHaveText(`Old Folks At Home (${id}) has been saved`);
  await expect(page.getByTestId('approve-bengali-button')).toBeVisible();

  const editedText = `${(await sourceText(page)).replace(/\n*$/, '\n')}% approved with this line unsaved\n`;
  await replaceSource(page, editedText);
  await page.getByTestId('approve-bengali-button').click();
  await expect(page.getByTestId('save-message')).toHaveText(`Old Folks At Home (${id}) has been approved as Bengali: its language is now B`);
  await expect(page.getByTestId('data-language')).toHaveValue('B');
  // The text typed before the approval is still there, still unsaved.
  await expectSource(page, editedText);
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();
});
