/**
 * @fileoverview The ABC source editor (issue 6, "Editor page"): CodeMirror with ABC colouring,
 * the score re-engraved as one types, a click on a note putting the caret on its ABC, the caret
 * highlighting its note, diagnostics underlined and listed under the score, find and replace all
 * from the Editor tab, and Ctrl+S saving from inside the editor.
 *
 * The editable element is CodeMirror's `.cm-content` (data-testid abc-source); it carries the
 * textarea-like `value`, `selectionStart` and `setSelectionRange` of source/textareaBridge.ts,
 * which these tests read.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { logIn, scoreMarkup, waitForScore } from './fixtures.js';

/** The part of the editor's content element these tests read (source/textareaBridge.ts). */
interface SourceElement {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const TUNE = ['X:1', 'T:Caret test', 'M:4/4', 'L:1/4', 'K:C', 'C D E F | G A B c |]', ''].join('\n');

function source(page: Page): Locator {
  return page.getByTestId('abc-source');
}

async function sourceText(page: Page): Promise<string> {
  return source(page).evaluate((element) => (element as unknown as SourceElement).value);
}

async function selection(page: Page): Promise<{ start: number; end: number }> {
  return source(page).evaluate((element) => {
    const { selectionStart, selectionEnd } = element as unknown as SourceElement;
    return { start: selectionStart, end: selectionEnd };
  });
}

/** Replaces the whole source with `text` as a user would (select all, type), and waits for the score. */
async function replaceSource(page: Page, text: string): Promise<void> {
  await source(page).fill(text);
  await expect(source(page)).toHaveJSProperty('value', text);
}

/** The drawn group whose source range starts at `offset`. */
function drawnAt(page: Page, offset: number): Locator {
  return page.getByTestId('score').locator(`svg g[data-start="${offset}"]`).first();
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
  await expect(source(page)).toBeVisible();
});

test('typing re-engraves the score, a click on a note selects its ABC, and the caret highlights its note', async ({ page }) => {
  await replaceSource(page, TUNE);
  await waitForScore(page);
  // Colouring: the notes and bar lines of the tune are tokens of their own.
  await expect(page.locator('.cm-content .cm-line').filter({ hasText: 'C D E F' })).toHaveCount(1);

  // Typing: one more note at the end of the music line, the score is engraved again.
  const before = await scoreMarkup(page);
  const notesBefore = await page.getByTestId('score').locator('svg g[data-start]').count();
  const barEnd = TUNE.indexOf(' |]');
  await source(page).evaluate((element, at) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(at, at), barEnd);
  await page.keyboard.type(' d');
  const typed = TUNE.slice(0, barEnd) + ' d' + TUNE.slice(barEnd);
  await expect(source(page)).toHaveJSProperty('value', typed);
  await expect.poll(() => scoreMarkup(page), { message: 'the score is engraved again after typing' }).not.toBe(before);
  await expect.poll(() => page.getByTestId('score').locator('svg g[data-start]').count()).toBeGreaterThan(notesBefore);

  // A click on the drawn E selects its ABC; the caret line is the music line.
  const e = typed.indexOf('E F');
  await drawnAt(page, e).click({ force: true });
  await expect.poll(() => selection(page)).toEqual({ start: e, end: e + 1 });
  await expect(page.locator('.cm-activeLine')).toContainText('C D E F');
  await expect(drawnAt(page, e)).toHaveClass(/is-selected/);

  // Moving the caret with the keyboard onto F highlights F instead.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const f = typed.indexOf('F |');
  await expect.poll(() => selection(page)).toEqual({ start: f, end: f });
  await expect(drawnAt(page, f)).toHaveClass(/is-selected/);
  await expect(drawnAt(page, e)).not.toHaveClass(/is-selected/);
});

test('a broken tune shows its message underlined in the source and listed under the score', async ({ page }) => {
  const broken = 'X:1\nT:Broken\nK:C\nC2 D2 | Q E2 |\n';
  await replaceSource(page, broken);
  const message = page.getByTestId('diagnostic').filter({ hasText: "line 4, column 9: Bad character 'Q'" });
  await expect(message).toHaveCount(1);
  const underline = page.locator('.cm-content .cm-lintRange-error');
  await expect(underline).toHaveCount(1);
  await expect(underline).toHaveText('Q');

  // The message takes the caret to the character.
  await source(page).evaluate((element) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(0, 0));
  await message.getByRole('button').click();
  const q = broken.indexOf('Q');
  await expect.poll(() => selection(page)).toEqual({ start: q, end: q + 1 });

  // Fixing the text removes the message and the underline.
  await page.keyboard.type('E');
  await expect(page.getByTestId('diagnostic')).toHaveCount(0);
  await expect(underline).toHaveCount(0);
});

test('find and replace all in the Editor tab replaces every match, as one undoable step; Ctrl+/ toggles comments', async ({ page }) => {
  await replaceSource(page, TUNE);
  await page.getByTestId('editor-tools-tab-search').click();
  await page.getByTestId('search-find').fill('c');
  await expect(page.getByTestId('search-count')).toHaveText('4 matches.');
  await expect(page.locator('.cm-content .cm-searchMatch')).toHaveCount(4);
  await page.getByTestId('search-match-case').check();
  await expect(page.getByTestId('search-count')).toHaveText('1 match.');
  await page.getByTestId('search-match-case').uncheck();
  await page.getByTestId('search-replace').fill('e');
  await page.getByTestId('search-replace-all').click();
  // "Caret test" lost its c too: match case was off.
  const replaced = TUNE.replace(/c/gi, 'e');
  await expect(source(page)).toHaveJSProperty('value', replaced);
  await expect(page.getByTestId('search-count')).toHaveText('No match.');

  await source(page).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(source(page)).toHaveJSProperty('value', TUNE);

  // Ctrl+/ comments the caret's line out with %, and in again (the Comments tool's toggle).
  const music = TUNE.indexOf('C D E F');
  await source(page).evaluate((element, at) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(at, at), music);
  await page.keyboard.press('ControlOrMeta+/');
  await expect(source(page)).toHaveJSProperty('value', TUNE.replace('C D E F', '% C D E F'));
  await page.getByTestId('editor-tools-tab-comments').click();
  await expect(page.getByTestId('comment-lines')).toContainText('line 6');
  await source(page).focus();
  await page.keyboard.press('ControlOrMeta+/');
  await expect(source(page)).toHaveJSProperty('value', TUNE);
});

test('the Gr/Note tools act on the note selected from the score', async ({ page }) => {
  await replaceSource(page, TUNE);
  await waitForScore(page);
  const e = TUNE.indexOf('E F');
  await drawnAt(page, e).click({ force: true });
  await expect.poll(() => selection(page)).toEqual({ start: e, end: e + 1 });
  await page.getByTestId('editor-tools-tab-notes').click();
  await page.getByTestId('note-tool-octave-up').click();
  await expect(source(page)).toHaveJSProperty('value', TUNE.replace('C D E F', 'C D e F'));
  await page.getByTestId('note-tool-semitone-up').click();
  await expect(source(page)).toHaveJSProperty('value', TUNE.replace('C D E F', 'C D f F'));
  await page.getByTestId('note-tool-grace').click();
  await expect(source(page)).toHaveJSProperty('value', TUNE.replace('C D E F', 'C D {f} F'));

  // A range selected in the source highlights every note drawn from it.
  const c = TUNE.indexOf('C D');
  await source(page).evaluate((element, [from, to]) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(from, to), [c, c + 3]);
  const highlighted = () =>
    page
      .getByTestId('score')
      .locator('.is-selected[data-el]')
      .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-start'))));
  await expect.poll(highlighted).toEqual([c, c + 2]);
});

test('the Margins tool writes the left margin into the tune header and the score moves', async ({ page }) => {
  await replaceSource(page, TUNE);
  await waitForScore(page);
  const before = await scoreMarkup(page);
  await page.getByTestId('editor-tools-tab-margins').click();
  await expect(page.getByTestId('margin-value')).toHaveValue('100');
  await page.getByTestId('margin-set').click();
  await expect(source(page)).toHaveJSProperty('value', TUNE.replace('X:1\n', 'X:1\n%%leftmargin 100\n'));
  await expect.poll(() => scoreMarkup(page), { message: 'the score is engraved with the new margin' }).not.toBe(before);
  await page.getByTestId('margin-more').click();
  await expect(source(page)).toHaveJSProperty('value', TUNE.replace('X:1\n', 'X:1\n%%leftmargin 120\n'));
  await page.getByTestId('margin-remove').click();
  await expect(source(page)).toHaveJSProperty('value', TUNE);
});

/** Opens a song of the demo archive with the song picker and waits for its score. */
async function openSong(page: Page, title: string): Promise<void> {
  await page.getByTestId('song-search').fill(title);
  await page.getByTestId('song-result').filter({ hasText: title }).first().click();
  await expect(page.getByTestId('song-title')).toContainText(title);
  await expect.poll(() => sourceText(page)).toMatch(/X:/);
  await waitForScore(page);
}

test('opening another song starts a fresh undo history', async ({ page }) => {
  await openSong(page, 'Nelly Bly');
  await source(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n% typed in the first song');
  await openSong(page, 'Gentle Annie');
  const second = await sourceText(page);
  expect(second).not.toContain('typed in the first song');
  await source(page).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(source(page)).toHaveJSProperty('value', second);
});

test('Ctrl+S in the editor saves the song', async ({ page }) => {
  await openSong(page, 'Old Dog Tray');

  await source(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n% checked by the source editor test');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-message')).toContainText('has been saved');
});
