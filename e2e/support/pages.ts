import type { Page } from 'playwright-core';

/** Fills the login form as a person would and presses Sign in. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
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
