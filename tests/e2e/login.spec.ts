/**
 * @fileoverview The login page (app-spec 2.5 and 5): empty fields are refused in the browser with
 * 'Username is required' / 'Password is required', a wrong password is refused by the server with
 * its message, and the right one opens the editor.
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
