/**
 * @fileoverview What the browser tests share: the test server's port and admin password (set by
 * playwright.config.ts when it starts `npm start`), and the steps a user takes again and again:
 * log in, find and open a song, change a note in the ABC source.
 *
 * Elements are found by the client's `data-testid` hooks (login-username, song-search,
 * abc-source, score, save-button, save-message, conflict-message...).
 */
import { expect, type Page } from '@playwright/test';

/** Port of the server the tests start (not 8080, so a developer's own server may keep running). */
export const e2ePort = Number(process.env.SWARALIPI_E2E_PORT ?? 8090);

/** Password of `admin` in the test server, passed to `npm start` as ADMIN_PASSWORD. */
export const adminPassword = 'e2e-admin-Pa55word';

/** Logs in through the login form and waits until the editor shows the user's name. */
export async function logIn(page: Page, username = 'admin', password = adminPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toHaveText(username);
}

/** Waits until the score holds at least one engraved note group (`<g data-start>` in an SVG). */
export async function waitForScore(page: Page): Promise<void> {
  await expect(page.getByTestId('score').locator('svg g[data-start]').first()).toBeAttached();
}

/** The score's markup: all its SVG pages as the browser holds them. */
export async function scoreMarkup(page: Page): Promise<string> {
  return page.getByTestId('score').innerHTML();
}

/** Same letter a third higher (or lower, for B and b, to stay in the octave as written). */
const thirdAway: Record<string, string> = {
  C: 'E', D: 'F', E: 'G', F: 'A', G: 'B', A: 'F', B: 'G',
  c: 'e', d: 'f', e: 'g', f: 'a', g: 'b', a: 'f', b: 'g',
};

/** A note of the tune body and what it becomes. */
export interface NoteChange {
  /** UTF-16 offset of the note's pitch letter in the source. */
  offset: number;
  from: string;
  to: string;
}

/**
 * Picks the first plain note of the tune body: a pitch letter after a space, outside chord
 * symbols (`"..."`), decorations (`!...!`) and field lines, in the first music line after `K:`.
 * Plain (no accidental, no slur or grace before it) so that its drawn group starts at the letter.
 *
 * @throws Error when the source has no such note (the song is not what the test expects)
 */
export function pickNote(abc: string): NoteChange {
  const lines = abc.split('\n');
  let offset = 0;
  let inBody = false;
  for (const line of lines) {
    if (inBody && !/^[A-Za-z]:|^%/.test(line)) {
      let inQuote = false;
      let inDecoration = false;
      for (let i = 0; i < line.length; i++) {
        const char = line[i];
        if (char === '"' && !inDecoration) inQuote = !inQuote;
        else if (char === '!' && !inQuote) inDecoration = !inDecoration;
        else if (!inQuote && !inDecoration && i > 0 && line[i - 1] === ' ' && char in thirdAway) {
          return { offset: offset + i, from: char, to: thirdAway[char] };
        }
      }
    }
    if (/^K:/.test(line)) inBody = true;
    offset += line.length + 1;
  }
  throw new Error('no plain note after a space in the tune body');
}

/** The part of a textarea that `typeOver` uses. */
interface TextSelection {
  setSelectionRange(start: number, end: number): void;
}

/** The part of an SVG element that `elementBoxAt` uses. */
interface DrawnElement {
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
}

/**
 * Replaces one character of the ABC source as a user would: puts the selection on it in the
 * textarea and types the new character over it.
 */
export async function typeOver(page: Page, change: NoteChange): Promise<void> {
  const source = page.getByTestId('abc-source');
  await source.focus();
  // The callback runs in the page; the Node side's types have no DOM, hence the structural type.
  await source.evaluate((element, start) => (element as unknown as TextSelection).setSelectionRange(start, start + 1), change.offset);
  await page.keyboard.type(change.to);
}

/**
 * The bounding box of the engraved element drawn from source offset `offset` (the innermost
 * `<g data-start data-end>` whose range holds it), or null when none does.
 */
export async function elementBoxAt(page: Page, offset: number): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.getByTestId('score').evaluate((score, at) => {
    let best: DrawnElement | null = null;
    let bestLength = Number.POSITIVE_INFINITY;
    const groups = (score as unknown as { querySelectorAll(selector: string): Iterable<DrawnElement> }).querySelectorAll('g[data-start][data-end]');
    for (const group of groups) {
      const start = Number(group.getAttribute('data-start'));
      const end = Number(group.getAttribute('data-end'));
      if (start <= at && at < end && end - start < bestLength) {
        best = group;
        bestLength = end - start;
      }
    }
    if (best === null) return null;
    const { x, y, width, height } = (best as DrawnElement).getBoundingClientRect();
    return { x, y, width, height };
  }, offset);
}
