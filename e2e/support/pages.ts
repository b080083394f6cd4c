import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECOND_FACTOR_MESSAGES } from '@keystone/flows/second-factor';
import type { Cookie, Page } from 'playwright-core';
import { freshTotpCode } from './authenticator.ts';
import { clockFileOf } from './server.ts';

/** A demo person's sign-in: with the secret of their authenticator app when they have one (the admin). */
export interface SignInAs {
  email: string;
  password: string;
  totpSecret?: string;
}

/**
 * Fills the login form as a person would and presses Sign in; someone with an authenticator app then types its code
 * in the second step (issue 36). `rememberMe` for a journey that moves the server's clock a day or more on
 * (test-clock.ts): sessions are checked on that clock, and one not remembered ends after 8 hours, as it would for a
 * person coming back the next day.
 *
 * The admin signs in often, and the server takes each authenticator code once (two fresh ones every 30 seconds): a
 * run keeps the admin's session beside the server's data and carries it into the next browser that signs the admin
 * in, as long as the server still honours it (a sign-out or an expiry sends the next one through the form again).
 */
export async function signIn(page: Page, person: SignInAs, { rememberMe = false }: { rememberMe?: boolean } = {}) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  if (person.totpSecret !== undefined && (await resumeSession(page, person))) return;
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (person.totpSecret === undefined) return;
  await answerSecondStep(page, person.totpSecret);
  await page.waitForURL((url) => url.pathname !== '/login');
  keepSession(page, person, await page.context().cookies());
}

/** Types a fresh code of the authenticator in the second step of a sign-in and confirms it. */
export async function answerSecondStep(page: Page, totpSecret: string) {
  await page.getByLabel(SECOND_FACTOR_MESSAGES.totpCode).fill(await freshTotpCode(totpSecret, clockFileOf(page.url())));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Beside the data of the server the page talks to. */
function sessionFile(page: Page, person: SignInAs): string {
  return path.join(path.dirname(clockFileOf(page.url())), `session-${person.email}.json`);
}

function keepSession(page: Page, person: SignInAs, cookies: Cookie[]) {
  const session = cookies.filter(
    (cookie) => cookie.name === 'keystone_session' || cookie.name === 'keystone_signed_in',
  );
  writeFileSync(sessionFile(page, person), JSON.stringify(session));
}

/** Signs the page in with the person's kept session, when the server still honours it; false otherwise. */
async function resumeSession(page: Page, person: SignInAs): Promise<boolean> {
  if (!existsSync(sessionFile(page, person))) return false;
  await page.context().addCookies(JSON.parse(readFileSync(sessionFile(page, person), 'utf8')) as Cookie[]);
  if (!(await page.request.get('/api/user')).ok()) {
    await page.context().clearCookies();
    return false;
  }
  await page.goto('/platform/dashboard');
  return true;
}

/** Opens the account menu behind the avatar in the top bar and chooses `item` ('My Profile', 'Help', 'Logout'). */
export async function chooseInAccountMenu(page: Page, item: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu, / })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}
