import type { Page } from 'playwright-core';

/** Fills the login form as a person would and presses Sign in. */
/**
 * `rememberMe` for a journey that moves the server's clock a day or more on (test-clock.ts): sessions are checked on
 * that clock, and one not remembered ends after 8 hours, as it would for a person coming back the next day.
 */
export async function signIn(
  page: Page,
  { email, password }: { email: string; password: string },
  { rememberMe = false }: { rememberMe?: boolean } = {},
) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the account menu behind the avatar in the top bar and chooses `item` ('My Profile', 'Help', 'Logout'). */
export async function chooseInAccountMenu(page: Page, item: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu, / })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}
