/**
 * @fileoverview Two editors on one song (issue 6, "Proof"; DESIGN.md 4, optimistic concurrency):
 * the first saves; the second, still holding the version it opened, saves too and gets the
 * conflict dialog, which shows both versions of each differing field. Each way on is tried:
 * keep mine (saved over the stored song), take stored (the own text set aside and brought back),
 * merge by hand (clashing lines between markers, resolved and saved). Nothing typed is lost.
 *
 * With SWARALIPI_SCREENSHOTS=1 they also write docs/screenshots/save-conflict.png (the comparison)
 * and save-conflict-merge.png (the merge).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { logIn, pickNote, typeOver } from './fixtures.js';
import { expectSource, openSong, replaceSource, sourceText } from './editorSource.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface TwoEditors {
  id: number;
  first: Page;
  second: Page;
  /** The source as the song was opened by both. */
  original: string;
  /** The first editor's saved source. */
  firstText: string;
  close(): Promise<void>;
}

/** Logs two browser contexts in, opens `title` in both, and lets the first change a note and save. */
async function firstEditorSaves(browser: Browser, title: string): Promise<TwoEditors> {
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  const close = async () => {
    await firstContext.close();
    await secondContext.close();
  };
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();
  await logIn(first);
  await logIn(second);
  const id = await openSong(first, title);
  const original = await sourceText(first);
  await second.goto(`/?song=${id}`);
  await expectSource(second, original);

  await typeOver(first, pickNote(original));
  await first.getByTestId('save-button').click();
  await expect(first.getByTestId('save-message')).toHaveText(`${title} (${id}) has been saved`);
  return { id, first, second, original, firstText: await sourceText(first), close };
}

/** The source the server holds now, read by a third, fresh browser session. */
async function storedSource(browser: Browser, id: number): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page);
    await page.goto(`/?song=${id}`);
    await expect.poll(() => sourceText(page)).toMatch(/X:/);
    return await sourceText(page);
  } finally {
    await context.close();
  }
}

/** Attaches a picture of `page` to the report, and writes docs/screenshots/NAME.png with SWARALIPI_SCREENSHOTS=1. */
async function keepPicture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const picture = await page.screenshot();
  await testInfo.attach(name, { body: picture, contentType: 'image/png' });
  if (process.env.SWARALIPI_SCREENSHOTS === '1') {
    mkdirSync(join(repoRoot, 'docs', 'screenshots'), { recursive: true });
    writeFileSync(join(repoRoot, 'docs', 'screenshots', `${name}.png`), picture);
  }
}

/** `text` with a comment line added at its end. */
function withLine(text: string, line: string): string {
  return `${text.replace(/\n*$/, '\n')}${line}\n`;
}

test('keep mine: the second editor sees both versions and saves its own text over the stored song', async ({ browser }, testInfo) => {
  const editors = await firstEditorSaves(browser, 'Camptown Races');
  try {
    const { second, id } = editors;
    const secondText = withLine(editors.original, '% second editor was here');
    await replaceSource(second, secondText);
    await second.getByTestId('save-button').click();

    const dialog = second.getByTestId('conflict-dialog');
    await expect(dialog).toBeVisible();
    await expect(second.getByTestId('conflict-message')).toContainText(/saved this song since you opened it/i);
    await expect(second.getByTestId('save-message')).toHaveCount(0);
    // Both versions of the source: the first editor's changed line (stored) and the added line (yours).
    const source = dialog.locator('[data-testid="conflict-field"][data-field="abc_source"]');
    await expect(source.locator('[data-diff="yours"]').filter({ hasText: '% second editor was here' })).toHaveCount(1);
    await expect(source.locator('[data-diff="stored"]').first()).toBeAttached();
    await expectSource(second, secondText);
    await keepPicture(second, testInfo, 'save-conflict');

    // Closing keeps the conflict; the notice reopens it.
    await second.getByTestId('conflict-close').click();
    await expect(dialog).toHaveCount(0);
    await expectSource(second, secondText);
    await second.getByTestId('resolve-conflict-button').click();
    await expect(dialog).toBeVisible();
    // Escape closes it too, keeping the conflict.
    await second.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await second.getByTestId('resolve-conflict-button').click();
    await second.getByTestId('conflict-keep-mine').click();

    await expect(second.getByTestId('save-message')).toHaveText(`Camptown Races (${id}) has been saved`);
    await expect(second.getByTestId('conflict-dialog')).toHaveCount(0);
    expect(await storedSource(browser, id)).toBe(secondText);
  } finally {
    await editors.close();
  }
});

test('take stored: the stored song replaces the text, which is set aside, kept over a reload, and brought back', async ({ browser }) => {
  // A song no other browser test changes: the tests share one database, in file order.
  const editors = await firstEditorSaves(browser, "Massa's In De Cold Ground");
  try {
    const { second, id, firstText } = editors;
    const secondText = withLine(editors.original, '% second editor, set aside');
    await replaceSource(second, secondText);
    await second.getByTestId('save-button').click();
    await second.getByTestId('conflict-take-stored').click();

    await expectSource(second, firstText);
    await expect(second.getByTestId('info-message')).toContainText('Your text is set aside');
    await expect(second.getByTestId('unsaved-badge')).toHaveCount(0);

    // Nothing typed is lost: the set-aside text outlives a reload, and comes back as an unsaved
    // edit of the stored song.
    await second.reload();
    await expectSource(second, firstText);
    await expect(second.getByTestId('set-aside')).toBeVisible();
    await second.getByTestId('restore-set-aside-button').click();
    await expectSource(second, secondText);
    await expect(second.getByTestId('unsaved-badge')).toBeVisible();
    await expect(second.getByTestId('set-aside')).toHaveCount(0);
    expect(await storedSource(browser, id)).toBe(firstText);
  } finally {
    await editors.close();
  }
});

test('merge by hand: clashing lines come between markers, and the resolved merge is saved', async ({ browser }, testInfo) => {
  const editors = await firstEditorSaves(browser, 'Old Dog Tray');
  try {
    const { second, id, original, firstText } = editors;
    // The second editor changes the same note otherwise, and adds a line of its own at the end.
    const note = pickNote(original);
    const upper = note.from === note.from.toUpperCase();
    const clashTo = ['D', 'A', 'C'].map((letter) => (upper ? letter : letter.toLowerCase())).find((letter) => letter !== note.to && letter !== note.from)!;
    const secondText = withLine(original.slice(0, note.offset) + clashTo + original.slice(note.offset + 1), '% second editor merged');
    await replaceSource(second, secondText);
    await second.getByTestId('save-button').click();
    await second.getByTestId('conflict-merge').click();

    const merged = second.getByTestId('merge-field-abc_source');
    const prefilled = await merged.inputValue();
    expect(prefilled).toContain('<<<<<<< yours');
    expect(prefilled).toContain('>>>>>>> stored');
    // The line only the second editor added is merged in without a marker.
    expect(prefilled).toContain('% second editor merged');
    await expect(second.getByTestId('conflict-markers-left')).toBeVisible();
    await expect(second.getByTestId('conflict-save-merged')).toBeDisabled();
    await keepPicture(second, testInfo, 'save-conflict-merge');

    // The editor settles the clash for the stored (first editor's) note and keeps the new line.
    const resolved = withLine(firstText, '% second editor merged');
    await merged.fill(resolved);
    await expect(second.getByTestId('conflict-markers-left')).toHaveCount(0);
    await second.getByTestId('conflict-save-merged').click();

    await expect(second.getByTestId('save-message')).toHaveText(`Old Dog Tray (${id}) has been saved`);
    await expectSource(second, resolved);
    expect(await storedSource(browser, id)).toBe(resolved);
  } finally {
    await editors.close();
  }
});
