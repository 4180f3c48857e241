/**
 * @fileoverview Approve Bengali (issue 6 "Proof: a user without 'Approve Bengali' does not see
 * the button and gets 403 from the API"; app-spec 2.2, 4, 6, 9):
 * - a user who signed up (no roles, so no permission) opens a Bengali song of the demo (the ten
 *   Tagore songs, language B, K numbers 1 to 10) and sees no Approve Bengali button; calling
 *   `POST /api/songs/:id/approve-bengali` with their own token answers 403 and changes nothing;
 * - the admin (who holds every permission) sees the button on a Bengali song, approves it, and
 *   the song read back through the API has language B and workflow status 23.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { adminPassword, logIn, waitForScore } from './fixtures.js';

interface SongSummary {
  id: number;
  title: string;
  language: string;
}

interface Song extends SongSummary {
  version: number;
  workflow_status: number | null;
}

/** A token for `username` through the API, as the client gets one. */
async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The demo song with Kailash number `knum` (the Tagore songs have 1 to 10), read as `token`'s user. */
async function songByKNumber(request: APIRequestContext, token: string, knum: number): Promise<Song> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`/api/songs?nr2000=${knum}`, { headers });
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: SongSummary[] }).items;
  expect(items, `one demo song has K number ${knum}`).toHaveLength(1);
  return songById(request, token, items[0]!.id);
}

async function songById(request: APIRequestContext, token: string, id: number): Promise<Song> {
  const response = await request.get(`/api/songs/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { song: Song }).song;
}

test('a user without the permission sees no Approve Bengali button on a Bengali song, and the API refuses them with 403', async ({
  page,
  request,
}) => {
  const username = `reader-${Date.now()}`;
  const password = 'a reader without roles';
  const signup = await request.post('/api/auth/signup', { data: { username, password, repeatPassword: password } });
  expect(signup.status()).toBe(201);
  const token = ((await signup.json()) as { token: string }).token;
  const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { permissions: string[] }).permissions).not.toContain('Approve Bengali');

  const song = await songByKNumber(request, token, 9);
  expect(song.language).toBe('B');

  await logIn(page, username, password);
  await page.goto(`/?song=${song.id}`);
  await expect(page.getByTestId('song-title')).toContainText(song.title);
  await waitForScore(page);
  await page.waitForLoadState('networkidle');
  // The buttons around it are there; only Approve Bengali is not.
  await expect(page.getByTestId('save-button')).toBeVisible();
  await expect(page.getByTestId('approve-bengali-button')).toHaveCount(0);

  const refused = await request.post(`/api/songs/${song.id}/approve-bengali`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { version: song.version },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
    code: 'forbidden',
    message: "You need the permission 'Approve Bengali' to do this",
  });
  const after = await songById(request, token, song.id);
  expect(after).toMatchObject({ version: song.version, workflow_status: song.workflow_status, language: 'B' });
});

test('the admin sees the Approve Bengali button on a Bengali song, and approving sets workflow status 23', async ({ page, request }) => {
  const token = await tokenOf(request, 'admin', adminPassword);
  const song = await songByKNumber(request, token, 10);
  expect(song.language).toBe('B');
  expect(song.workflow_status).not.toBe(23);

  await logIn(page);
  await page.goto(`/?song=${song.id}`);
  await expect(page.getByTestId('song-title')).toContainText(song.title);
  await waitForScore(page);

  const button = page.getByTestId('approve-bengali-button');
  await expect(button).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/songs/${song.id}/approve-bengali`));
  await button.click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('save-message')).toContainText('approved');

  const approved = await songById(request, token, song.id);
  expect(approved).toMatchObject({ language: 'B', workflow_status: 23, version: song.version + 1 });
  const history = await request.get(`/api/songs/${song.id}/history`, { headers: { Authorization: `Bearer ${token}` } });
  const entries = ((await history.json()) as { items: { field: string; new_value: string; username: string }[] }).items;
  expect(entries[0]).toMatchObject({ field: 'workflow_status', new_value: '23', username: 'admin' });
});
