/**
 * @fileoverview Two editors on one song (issue 3, "Proof"; DESIGN.md 4, optimistic concurrency):
 * the first saves; the second, still holding the version it opened, saves too and is told of the
 * conflict, with its own text still in the editor and the first editor's save kept on the server.
 */
import { test, expect } from '@playwright/test';
import { logIn, openSongByTitle, pickNote, typeOver } from './fixtures.js';

test('a save over a newer version is refused with a conflict message and the typed text stays', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    const secondPage = await second.newPage();
    await logIn(firstPage);
    await logIn(secondPage);
    const id = await openSongByTitle(firstPage, 'Camptown Races');
    await secondPage.goto(`/?song=${id}`);
    await expect(secondPage.getByTestId('abc-source')).toHaveValue(await firstPage.getByTestId('abc-source').inputValue());

    const original = await firstPage.getByTestId('abc-source').inputValue();
    const change = pickNote(original);

    // The first editor changes a note and saves: the song's version moves on.
    await typeOver(firstPage, change);
    await firstPage.getByTestId('save-button').click();
    await expect(firstPage.getByTestId('save-message')).toHaveText(`Camptown Races (${id}) has been saved`);
    const firstText = await firstPage.getByTestId('abc-source').inputValue();

    // The second editor, on the version read before that save, adds a line of its own.
    const secondSource = secondPage.getByTestId('abc-source');
    await secondSource.focus();
    await secondSource.press('ControlOrMeta+End');
    await secondPage.keyboard.type('\n% second editor was here');
    const secondText = await secondSource.inputValue();
    expect(secondText).toContain('% second editor was here');
    await secondPage.getByTestId('save-button').click();

    await expect(secondPage.getByTestId('conflict-message')).toBeVisible();
    await expect(secondPage.getByTestId('conflict-message')).toContainText(/saved this song since you opened it/i);
    await expect(secondPage.getByTestId('save-message')).toHaveCount(0);
    await expect(secondSource).toHaveValue(secondText);

    // The server kept the first editor's save: a new session reads it.
    const third = await browser.newContext();
    try {
      const thirdPage = await third.newPage();
      await logIn(thirdPage);
      await thirdPage.goto(`/?song=${id}`);
      await expect(thirdPage.getByTestId('abc-source')).toHaveValue(firstText);
    } finally {
      await third.close();
    }
  } finally {
    await first.close();
    await second.close();
  }
});
