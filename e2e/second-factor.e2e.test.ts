import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshTotpCode } from './support/authenticator.ts';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { latestMail, linkIn } from './support/mailbox.ts';
import { chooseInAccountMenu, signIn } from './support/pages.ts';
import { startServer } from './support/server.ts';
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts';

// Issue 36: only the owner signs in. A server of this journey's own, served as localhost (a passkey's relying party
// is a domain, never an address), whose admin lost every second factor before it started: the operator's reset
// (`reset-second-factors`), as for an admin from before the rule.
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let recoveryCode = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({}, { host: 'localhost', afterSeed: [['reset-second-factors.js', demo.admin.email]] }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const visit = (viewport?: { width: number; height: number }) => newVisitor(browser, server.baseUrl, viewport);

async function typeCredentials(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function saveRecoveryCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const list = dialog.getByRole('list', { name: 'Your recovery codes' });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await dialog.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return codes;
}

test('an admin without a second step is made to set one up before anything else', async () => {
  const visitor = await visit({ width: 390, height: 844 });
  const page = await visitor.newPage();
  await typeCredentials(page, demo.admin);
  await page.waitForURL('**/platform/security');
  await page.getByText('Admins must set up a second step before they can go on.').waitFor();
  // Nowhere else opens, and the server refuses every other admin call all the same.
  await page.goto('/platform/users');
  await page.waitForURL('**/platform/security');
  const refused = await page.request.get('/api/users');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errorCode: number }).errorCode).toBe(59);

  await page.getByRole('button', { name: 'Turn on' }).click();
  const setUp = page.getByRole('dialog');
  const key = (await setUp.getByLabel('Key', { exact: true }).textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await setUp.getByLabel('Code from the app').fill(await freshTotpCode(key, server.testClockFile));
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  [recoveryCode = ''] = await saveRecoveryCodes(page);

  await page.goto('/platform/users');
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  expect((await page.request.get('/api/users')).status()).toBe(200);
  await visitor.close();
});

test('a stolen password alone gets nobody in; a recovery code does, once, and says how many are left', async () => {
  // The API: the right password answers the second step and no session.
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.admin.email, password: demo.admin.password }),
  });
  expect(login.status).toBe(202);
  expect(login.headers.getSetCookie().join(';')).not.toContain('keystone_session=');
  const { ticket } = (await login.json()) as { ticket: string };
  const guess = await fetch(`${server.baseUrl}/api/auth/login/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, method: 'TOTP', code: '000000' }),
  });
  expect(guess.status).toBe(401);
  expect(((await guess.json()) as { errorCode: number }).errorCode).toBe(60);

  // The portal: the second step, and no way round it.
  const visitor = await visit();
  const page = await visitor.newPage();
  await typeCredentials(page, demo.admin);
  await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
  await page.goto('/platform/dashboard');
  await page.waitForURL('**/login');

  await typeCredentials(page, demo.admin);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel(/recovery code/i).fill(recoveryCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('You have 9 recovery codes left.').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/platform/dashboard');
  await visitor.close();
});

test('Olivia adds a passkey, signs out, signs in with it alone, and withdraws after confirming it is her', async () => {
  const visitor = await visit();
  const page = await visitor.newPage();
  const authenticator = await addVirtualAuthenticator(page);
  await signIn(page, demo.approvedInvestor);
  await page.waitForURL('**/platform/dashboard');

  await page.goto('/platform/security');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('dialog').getByLabel('Name of the passkey').fill('Laptop');
  await page.getByRole('dialog').getByRole('button', { name: 'Make the passkey' }).click();
  await saveRecoveryCodes(page);
  await page.getByText('Laptop').waitFor();
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.getByRole('dialog').getByText('Your passkey is added. You can use it when you sign in.').waitFor();
  await page.keyboard.press('Escape');

  await chooseInAccountMenu(page, 'Logout');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL('**/platform/dashboard');

  // Signing in with the passkey counts as the second step for 5 minutes; 6 minutes on, money leaving asks again.
  writeFileSync(server.testClockFile, String(6 * 60 * 1000));
  try {
    await page.reload();
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount (£)').fill('100');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.waitFor();
    const usePasskey = confirm.getByRole('button', { name: 'Use your passkey' });
    if (await usePasskey.isVisible()) await usePasskey.click();
    // The withdrawal goes ahead as asked, without typing it again.
    await withdraw.getByText('Your withdrawal is on its way to your bank account.').waitFor();
    await withdraw.getByRole('button', { name: 'Done' }).click();
  } finally {
    writeFileSync(server.testClockFile, '0');
  }
  await visitor.close();
});

test('the owner is told of a sign-in from a new browser, sees it on the devices page and signs it out', async () => {
  const person = demo.resettingInvestor;
  const desk = await visit();
  const deskPage = await desk.newPage();
  await signIn(deskPage, person);
  await deskPage.waitForURL('**/platform/dashboard');

  const phone = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  const phonePage = await phone.newPage();
  await signIn(phonePage, person);
  await phonePage.waitForURL('**/platform/dashboard');

  const mail = await latestMail(server.baseUrl, person.email);
  expect(mail.subject).toBe('New sign-in to your Keystone account');
  expect(mail.text).toContain('Safari');
  await deskPage.goto(linkIn(mail, server.baseUrl));
  await deskPage.waitForURL('**/platform/devices');
  const sessions = deskPage.getByRole('list', { name: 'Where you are signed in' }).getByRole('listitem');
  await expect.poll(() => sessions.count()).toBe(2);
  await deskPage.getByRole('button', { name: /^Sign out .*Safari/ }).click();
  await deskPage.getByRole('dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect.poll(() => sessions.count()).toBe(1);

  // Signed out at once: the phone's next page asks for the password again.
  await phonePage.goto('/platform/dashboard');
  await phonePage.waitForURL('**/login');
  await Promise.all([desk.close(), phone.close()]);
});
