/**
 * @fileoverview The walking skeleton's main flow (issue 3, "Proof"): log in, open a real song of
 * the demo archive, change a note in its ABC, see the score re-engraved, save, reload, and find
 * the change kept.
 *
 * With SWARALIPI_SCREENSHOTS=1 it also writes docs/screenshots/editor.png (the README's picture).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { elementBoxAt, logIn, openSongByTitle, pickNote, scoreMarkup, typeOver, waitForScore } from './fixtures.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('an editor changes a note of Oh! Susanna, sees it engraved, saves it, and finds it after a reload', async ({ page, browser }, testInfo) => {
  await logIn(page);
  const id = await openSongByTitle(page, 'Oh! Susanna');

  const source = page.getByTestId('abc-source');
  const original = await source.inputValue();
  const change = pickNote(original);
  const markupBefore = await scoreMarkup(page);
  const boxBefore = await elementBoxAt(page, change.offset);
  expect(boxBefore, 'the note to change is drawn before the change').not.toBeNull();

  await typeOver(page, change);
  const edited = original.slice(0, change.offset) + change.to + original.slice(change.offset + 1);
  await expect(source).toHaveValue(edited);

  // The score is engraved again from the new text: other markup, and the note moved.
  await expect.poll(() => scoreMarkup(page), { message: 'the score is re-engraved after the edit' }).not.toBe(markupBefore);
  await expect.poll(() => elementBoxAt(page, change.offset), { message: 'the changed note is drawn elsewhere' }).not.toEqual(boxBefore);
  expect(await elementBoxAt(page, change.offset)).not.toBeNull();

  await testInfo.attach('editor', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  if (process.env.SWARALIPI_SCREENSHOTS === '1') {
    // Show the source from its header; typing scrolled the textarea to the caret.
    await source.evaluate((element) => {
      (element as unknown as { scrollTop: number }).scrollTop = 0;
    });
    mkdirSync(join(repoRoot, 'docs', 'screenshots'), { recursive: true });
    await page.screenshot({ path: join(repoRoot, 'docs', 'screenshots', 'editor.png') });
  }

  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-message')).toHaveText(`Oh! Susanna (${id}) has been saved`);

  await page.reload();
  await expect(source).toHaveValue(edited);
  await waitForScore(page);
  expect(await elementBoxAt(page, change.offset)).not.toBeNull();

  // A reload could show a draft kept in this browser; a new browser session has only the server.
  const freshContext = await browser.newContext();
  try {
    const freshPage = await freshContext.newPage();
    await logIn(freshPage);
    await freshPage.goto(`/?song=${id}`);
    await expect(freshPage.getByTestId('abc-source')).toHaveValue(edited);
  } finally {
    await freshContext.close();
  }
});
