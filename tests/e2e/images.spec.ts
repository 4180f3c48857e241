/**
 * @fileoverview The source-image panel (issue 6 "Proof": upload, zoom, rotate and delete an
 * image; app-spec 2.2, 4, 8, 9): an editor uploads a PNG to a song, sees it, zooms it out and in
 * (100 px per step), turns it through 0, 90, 180 and 270 degrees, finds the view kept after a
 * reload, drops an SVG on the panel and reads why it was refused, and deletes the PNG, which
 * leaves the menu and the server's list. A Tagore song of the demo shows its sargam page (after
 * a failed list and Try again), and 'Image Unavailable' when the page cannot be loaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './fixtures.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tagoreMusicXml = resolve(repoRoot, '..', 'shared', 'corpus', 'tagore-swaralipi', 'musicxml');

/** A 600 x 800 PNG page: cream paper with a dark band, made here so no binary is committed. */
async function pagePng(): Promise<Buffer> {
  const band = await sharp({ create: { width: 500, height: 40, channels: 3, background: '#222' } }).png().toBuffer();
  return sharp({ create: { width: 600, height: 800, channels: 3, background: '#fbf6e8' } })
    .composite([{ input: band, left: 50, top: 100 }])
    .png()
    .toBuffer();
}

/** GET `path` under /api with the page's stored token. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  // The page's globals are not typed here (tests compile without the DOM library).
  const session = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('swaralipi.session'));
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token;
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as T;
}

const imageNames = async (page: Page, songId: number): Promise<string[]> =>
  (await apiGet<{ images: { name: string }[] }>(page, `/songs/${songId}/images`)).images.map((image) => image.name);

/** The shown image's width attribute and its transform. */
async function pictureState(page: Page): Promise<{ width: number; transform: string }> {
  return page.getByTestId('source-image').evaluate((element) => ({
    width: Number(element.getAttribute('width')),
    transform: (element as unknown as { style: { transform: string } }).style.transform,
  }));
}

/**
 * Opens the demo song titled exactly `title` by its id (`/?song=ID`) and waits for its heading.
 * Found through the API rather than the song picker: this file tests the image panel only.
 */
async function openSong(page: Page, title: string): Promise<number> {
  const found = await apiGet<{ items: { id: number; title: string }[] }>(page, `/songs?q=${encodeURIComponent(title)}`);
  const song = found.items.find((item) => item.title === title);
  expect(song, `the demo has "${title}"`).toBeDefined();
  await page.goto(`/?song=${song!.id}`);
  await expect(page.getByTestId('song-title')).toContainText(title);
  return song!.id;
}

test('an editor uploads a PNG, zooms and rotates it, has an SVG refused, and deletes the PNG', async ({ page }) => {
  await logIn(page);
  const songId = await openSong(page, 'Gentle Annie');
  const panel = page.getByTestId('image-panel');
  const before = await imageNames(page, songId);

  await panel.getByTestId('image-file-input').setInputFiles({ name: 'gentle-annie-page.png', mimeType: 'image/png', buffer: await pagePng() });
  const menu = panel.getByRole('combobox', { name: 'Image' });
  await expect(menu.locator('option', { hasText: 'gentle-annie-page.png' })).toHaveCount(1);
  const picture = page.getByTestId('source-image');
  await expect(picture).toHaveAttribute('src', /^\/files\/src-img\/\d+-[0-9a-f]{16}\.png\?v=\d{5}$/);
  // Loaded: the browser decoded the stored PNG (a failed load would read 'Image Unavailable').
  await expect.poll(() => picture.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(600);
  await expect(picture).not.toHaveAttribute('alt', 'Image Unavailable');
  const after = await imageNames(page, songId);
  expect(after).toHaveLength(before.length + 1);
  const uploaded = after.at(-1)!;
  expect(await picture.getAttribute('src')).toContain(uploaded);

  // Size: step 2 is 500 px; every step is 100 px; the ends disable their buttons.
  const zoomIn = panel.getByRole('button', { name: 'Zoom in' });
  const zoomOut = panel.getByRole('button', { name: 'Zoom out' });
  expect((await pictureState(page)).width).toBe(500);
  await zoomOut.click();
  expect((await pictureState(page)).width).toBe(400);
  await expect(zoomOut).toBeDisabled();
  for (const width of [500, 600, 700]) {
    await zoomIn.click();
    expect((await pictureState(page)).width).toBe(width);
  }

  // At 700 px the page is wider than the panel: it scrolls inside the panel, not the page.
  const viewport = panel.getByTestId('image-viewport');
  const scrolled = await viewport.evaluate((element) => {
    const box = element as unknown as { scrollWidth: number; clientWidth: number; scrollLeft: number };
    box.scrollLeft = 150;
    return { overflows: box.scrollWidth > box.clientWidth, scrollLeft: box.scrollLeft };
  });
  expect(scrolled).toEqual({ overflows: true, scrollLeft: 150 });

  // Rotation cycles 0, 90, 180, 270, 0; at a quarter turn the frame takes the turned size.
  const frame = panel.locator('.image-frame');
  const rotate = panel.getByRole('button', { name: 'Rotate 90 degrees' });
  expect((await pictureState(page)).transform).toBe('rotate(0deg)');
  const seen: string[] = [];
  for (let turn = 0; turn < 4; turn += 1) {
    await rotate.click();
    seen.push((await pictureState(page)).transform);
  }
  expect(seen).toEqual(['rotate(90deg)', 'rotate(180deg)', 'rotate(270deg)', 'rotate(0deg)']);
  await rotate.click();
  const turned = await frame.boundingBox();
  // A 700 px wide page of 600 x 800 is 933 px tall: turned, the frame is 933 wide and 700 tall.
  expect(Math.round(turned!.width)).toBe(933);
  expect(Math.round(turned!.height)).toBe(700);

  // Size and rotation of this song survive a reload.
  await page.reload();
  await expect(page.getByTestId('source-image')).toHaveAttribute('src', new RegExp(uploaded));
  expect(await pictureState(page)).toEqual({ width: 700, transform: 'rotate(90deg)' });

  // An SVG dropped on the panel is refused, in the server's words.
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  const drop = await page.evaluateHandle((text) => {
    type Transfer = { items: { add(file: unknown): void } };
    const page = globalThis as unknown as { DataTransfer: new () => Transfer; File: new (parts: string[], name: string, options: { type: string }) => unknown };
    const transfer = new page.DataTransfer();
    transfer.items.add(new page.File([text], 'drawing.svg', { type: 'image/svg+xml' }));
    return transfer;
  }, svg);
  await panel.dispatchEvent('dragover', { dataTransfer: drop });
  await panel.dispatchEvent('drop', { dataTransfer: drop });
  await expect(panel.getByRole('alert')).toContainText('drawing.svg was not uploaded: SVG images are not accepted');
  expect(await imageNames(page, songId)).toEqual(after);

  // Delete, confirmed: gone from the menu and from the server's list.
  await panel.getByRole('button', { name: 'Delete image' }).click();
  const confirm = panel.getByRole('alertdialog', { name: 'Delete image' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(menu.locator('option', { hasText: 'gentle-annie-page.png' })).toHaveCount(0);
  expect(await imageNames(page, songId)).toEqual(before);
});

test('a Tagore song of the demo shows its sargam page', async ({ page }) => {
  const file = readdirSync(tagoreMusicXml).filter((name) => name.endsWith('.musicxml')).sort()[0]!;
  const title = /<work-title>([^<]*)<\/work-title>/.exec(readFileSync(join(tagoreMusicXml, file), 'utf8'))![1]!.normalize('NFC');
  await logIn(page);
  // The first answer for the list fails: the panel says so in the server's words and can try again.
  let failures = 0;
  await page.route('**/api/songs/*/images', async (route) => {
    if (route.request().method() !== 'GET' || failures > 0) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Something went wrong on the server' } } });
  });
  await openSong(page, title);
  const panel = page.getByTestId('image-panel');
  await expect(panel.getByRole('alert')).toContainText('Something went wrong on the server');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const picture = page.getByTestId('source-image');
  await expect(picture).toHaveAttribute('src', /^\/files\/src-img\/.+\.png\?v=\d{5}$/);
  await expect.poll(() => picture.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThanOrEqual(800);
  await expect(page.getByTestId('image-panel').getByRole('combobox', { name: 'Image' }).locator('option')).toHaveText([`1. ${file.replace('.musicxml', '.png')}`]);
  await expect(picture).not.toHaveAttribute('alt', 'Image Unavailable');

  // When the file cannot be loaded, the image says so (app-spec 8).
  await page.route('**/files/src-img/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('source-image')).toHaveAttribute('alt', 'Image Unavailable');
});
