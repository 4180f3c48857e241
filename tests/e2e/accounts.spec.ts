/**
 * @fileoverview Accounts in the browser (app-spec 2.5, 5, 6; DESIGN.md 5): signing up through the
 * form with its validation messages, logging out and in, the profile of a new user (no roles, no
 * permissions, the token's first 25 characters), changing the password, which revokes the
 * tokens of every other browser logged in as the same user, and a session ended while a song is
 * being edited, which asks to log in again and returns to the song with the text typed
 * (DESIGN.md 4), and an administrator giving a new user a role.
 */
import { test, expect, type Page } from '@playwright/test';
import { expectSource, openSong, replaceSource, sourceText } from './editorSource.js';
import { adminPassword, logIn } from './fixtures.js';

/** Where the client keeps its session (client/src/lib/session.ts SESSION_KEY). */
const SESSION_STORAGE_KEY = 'swaralipi.session';

/** A username no other test (or earlier run against the same server) has taken. */
function uniqueUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The bearer token of the session stored in the page's localStorage. */
async function storedToken(page: Page): Promise<string> {
  // The callback runs in the page; the Node side's types have no DOM, hence the structural type.
  const raw = await page.evaluate(
    (key) => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(key),
    SESSION_STORAGE_KEY,
  );
  expect(raw).not.toBeNull();
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

/** Counts the requests the page sends to `path` (e.g. '/api/auth/password') from now on. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test('sign up and log in', async ({ page }) => {
  const username = uniqueUsername('mira');
  const password = 'Mira-first-Pa55';
  const signups = countRequests(page, '/api/auth/signup');

  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign up · Swaralipi');

  // Empty form: both messages, nothing sent.
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-username-error')).toHaveText('Username is required');
  await expect(page.getByTestId('signup-password-error')).toHaveText('Password is required');

  // A re-entry that differs: only the match message, still nothing sent.
  await page.getByTestId('signup-username').fill(username);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-repeat-password').fill(`${password}!`);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-repeat-password-error')).toHaveText('Passwords must match');
  await expect(page.getByTestId('signup-username-error')).toHaveCount(0);
  await expect(page.getByTestId('signup-password-error')).toHaveCount(0);
  expect(signups()).toBe(0);

  // A valid form signs up and logs in: the editor with the new user's name in the header.
  await page.getByTestId('signup-repeat-password').fill(password);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('user-name')).toHaveText(username);
  await expect(page).toHaveURL(/\/$/);
  expect(signups()).toBe(1);

  // Logging out shows the words of app-spec 2.5 and revokes the token on the server.
  const firstToken = await storedToken(page);
  await page.getByTestId('logout-link').click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByTestId('logout-message')).toHaveText('You have been logged out!');
  const profileWithOldToken = await page.request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${firstToken}` } });
  expect(profileWithOldToken.status()).toBe(401);

  // The same name cannot be taken twice: the server's words on the form.
  await page.goto('/signup');
  await page.getByTestId('signup-username').fill(username);
  await page.getByTestId('signup-password').fill('another-Pa55');
  await page.getByTestId('signup-repeat-password').fill('another-Pa55');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-error')).toHaveText('This username is already taken');
  await expect(page.getByTestId('user-name')).toHaveCount(0);

  // Without a session the guard sends every page but /login and /signup to /login.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login · Swaralipi');

  // Login again, then the profile through the user widget.
  await page.goto('/logout');
  await page.getByRole('link', { name: 'Login again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, username, password);
  await page.getByTestId('user-name').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('User profile · Swaralipi');
  await expect(page.getByTestId('profile-username')).toHaveText(username);
  await expect(page.getByTestId('profile-roles-empty')).toHaveText('No roles');
  await expect(page.getByTestId('profile-roles-item')).toHaveCount(0);
  await expect(page.getByTestId('profile-permissions-empty')).toHaveText('No permissions');
  await expect(page.getByTestId('profile-permissions-item')).toHaveCount(0);
  const token = await storedToken(page);
  expect(token).not.toBe(firstToken);
  await expect(page.getByTestId('profile-token-prefix')).toHaveText(token.slice(0, 25));
  expect((await page.getByTestId('profile-token-prefix').textContent())?.length).toBe(25);
  const issued = Date.parse((await page.getByTestId('profile-token-issued').getAttribute('datetime')) ?? '');
  const expires = Date.parse((await page.getByTestId('profile-token-expires').getAttribute('datetime')) ?? '');
  expect(Math.abs(issued - Date.now())).toBeLessThan(5 * 60_000);
  expect(expires).toBeGreaterThan(issued);
  await expect(page.getByTestId('profile-home')).toHaveText('Home');
  await expect(page.getByTestId('profile-change-password')).toHaveText('Change Password');
  await expect(page.getByTestId('profile-logout')).toHaveText('Log Out');

  // Logged in, /login says so, with a link home.
  await page.goto('/login');
  await expect(page.getByTestId('login-logged-in')).toContainText('You are logged in');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('change password', async ({ page, browser, request }) => {
  const username = uniqueUsername('ravi');
  const oldPassword = 'Ravi-old-Pa55';
  const newPassword = 'Ravi-new-Pa55';
  const created = await request.post('/api/auth/signup', {
    data: { username, password: oldPassword, repeatPassword: oldPassword },
  });
  expect(created.status()).toBe(201);

  // A second browser logged in as the same user before the change.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, username, oldPassword);

  await logIn(page, username, oldPassword);
  const tokenBefore = await storedToken(page);
  await page.getByTestId('user-name').click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page).toHaveTitle('Change password · Swaralipi');
  const changes = countRequests(page, '/api/auth/password');

  // Invalid forms send nothing (app-spec 5).
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-old-error')).toHaveText('Password is required');
  await expect(page.getByTestId('password-new-error')).toHaveText('New password is required');
  await page.getByTestId('password-old').fill(oldPassword);
  await page.getByTestId('password-new').fill(newPassword);
  await page.getByTestId('password-repeat').fill(`${newPassword}?`);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-repeat-error')).toHaveText('Passwords must match');
  await expect(page.getByTestId('password-old-error')).toHaveCount(0);
  expect(changes()).toBe(0);

  // A wrong old password: the server refuses it beside the field, and the session goes on.
  await page.getByTestId('password-old').fill(`${oldPassword}-wrong`);
  await page.getByTestId('password-repeat').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-old-error')).toHaveText('The old password is wrong');
  expect(changes()).toBe(1);

  // The right one: changed, and the new token replaces the old one in this browser.
  await page.getByTestId('password-old').fill(oldPassword);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-changed')).toHaveText('Your password has been changed.');
  const tokenAfter = await storedToken(page);
  expect(tokenAfter).not.toBe(tokenBefore);
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page.getByTestId('profile-token-prefix')).toHaveText(tokenAfter.slice(0, 25));

  // The other browser's token was revoked: its next call sends it to log in again.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByTestId('login-session-ended')).toBeVisible();

  // There, the old password no longer logs in and the new one does.
  await otherPage.getByTestId('login-username').fill(username);
  await otherPage.getByTestId('login-password').fill(oldPassword);
  await otherPage.getByTestId('login-submit').click();
  await expect(otherPage.getByTestId('login-error')).toHaveText('Wrong username or password');
  await otherPage.getByTestId('login-password').fill(newPassword);
  await otherPage.getByTestId('login-submit').click();
  await expect(otherPage.getByTestId('user-name')).toHaveText(username);
  // It returns to the page it was on when the session ended.
  await expect(otherPage).toHaveURL(/\/profile$/);
  await other.close();
});

test('an ended session asks to log in again and returns to the song with the text typed', async ({ page }) => {
  await logIn(page);
  const id = await openSong(page, 'Old Folks At Home');
  const edited = `${(await sourceText(page)).replace(/\n*$/, '\n')}% typed before the token was revoked\n`;
  await replaceSource(page, edited);

  // The token is revoked behind the page's back (a logout or a password change elsewhere).
  const revoked = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  expect(revoked.status()).toBe(204);

  // The next call (saving) is refused: the page asks to log in again, saying the text is kept.
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-session-ended')).toBeVisible();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();

  // Back at the same song, with the unsaved text, which now saves.
  await expect(page).toHaveURL(new RegExp(`[?&]song=${id}(&|$)`));
  await expectSource(page, edited);
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-message')).toHaveText(`Old Folks At Home (${id}) has been saved`);
});

test('an administrator gives a new user the editor role, and its permissions show on their profile', async ({ page, browser, request }) => {
  const username = uniqueUsername('asha');
  const password = 'Asha-Pa55word';
  const created = await request.post('/api/auth/signup', { data: { username, password, repeatPassword: password } });
  expect(created.status()).toBe(201);

  await logIn(page);
  await page.getByTestId('user-name').click();
  const row = page.getByTestId('user-roles-row').and(page.locator(`[data-username="${username}"]`));
  await expect(row.getByTestId('user-role-editor')).not.toBeChecked();
  // A click, not check(): the box follows the server's answer, not the click.
  await row.getByTestId('user-role-editor').click();
  await expect(row.getByTestId('user-role-editor')).toBeChecked();
  await expect(row.getByTestId('user-role-editor')).toBeEnabled();
  // The administrator's own admin box cannot be cleared.
  await expect(page.getByTestId('user-roles-row').and(page.locator('[data-username="admin"]')).getByTestId('user-role-admin')).toBeDisabled();

  const other = await browser.newContext();
  try {
    const userPage = await other.newPage();
    await logIn(userPage, username, password);
    await userPage.getByTestId('user-name').click();
    await expect(userPage.getByTestId('profile-roles-item')).toHaveText(['editor']);
    await expect(userPage.getByTestId('profile-permissions-item')).toHaveText(['Archive Songs', 'Edit Wiki', 'Print Archive']);
    // Not an administrator: no users table, and the server refuses the list.
    await expect(userPage.getByTestId('user-roles')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
