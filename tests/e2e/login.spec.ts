/**
 * @fileoverview The login page (app-spec 2.1, 2.5 and 5): empty fields are refused in the browser
 * with 'Username is required' / 'Password is required', a wrong password is refused by the server
 * with its message, the Login button is disabled while logging in, the right password opens the
 * editor, and a page the guard sent to /login is where the login returns to.
 */
import { test, expect } from '@playwright/test';
import { adminPassword } from './fixtures.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('an empty form shows both required-field messages and stays on the login page', async ({ page }) => {
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-username-error')).toHaveText('Username is required');
  await expect(page.getByTestId('login-password-error')).toHaveText('Password is required');
  await expect(page).toHaveURL(/\/login$/);
});

test('a username without a password asks only for the password', async ({ page }) => {
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-password-error')).toHaveText('Password is required');
  await expect(page.getByTestId('login-username-error')).toHaveCount(0);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(`${adminPassword}-wrong`);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong username or password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('user-name')).toHaveCount(0);
});

test('the right password opens the editor', async ({ page }) => {
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toHaveText('admin');
  await expect(page.getByTestId('abc-source')).toBeVisible();
});

test('the Login button is disabled while logging in', async ({ page }) => {
  // Hold the real answer until the button has been looked at.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.getByTestId('login-submit')).toHaveText('Logging in…');
  release();
  await expect(page.getByTestId('user-name')).toHaveText('admin');
});

test('the guard sends a page that needs a user to /login, and logging in returns to it', async ({ page }) => {
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByTestId('password-old')).toBeVisible();
});
