import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { answerSecondStep, chooseInAccountMenu } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test('the demo admin signs in and reaches the admin dashboard', async () => {
  const visitor = await newVisitor(browser, inject('baseUrl'));
  const page = await visitor.newPage();
  await page.goto('/');
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password').fill(demo.admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await answerSecondStep(page, demo.admin.totpSecret);
  await page.waitForURL('**/platform/dashboard');
  await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
  await visitor.close();
});

test('a wrong password shows the catalogue message and stays on the login page', async () => {
  const visitor = await newVisitor(browser, inject('baseUrl'));
  const page = await visitor.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password').fill('WrongPassword1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Incorrect Email or Password').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await visitor.close();
});

test('remember-me keeps the HttpOnly session cookie for 30 days; without it the cookie ends with the browser session', async () => {
  for (const remember of [true, false]) {
    const visitor = await newVisitor(browser, inject('baseUrl'));
    const page = await visitor.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.approvedInvestor.email);
    await page.getByLabel('Password').fill(demo.approvedInvestor.password);
    if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/platform/dashboard');
    const cookie = (await visitor.cookies()).find((c) => c.name === 'keystone_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    if (remember) {
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    } else {
      expect(cookie?.expires).toBe(-1);
    }
    await visitor.close();
  }
});

test('no script can read the session: document.cookie holds no token while API calls succeed, and signing out ends it', async () => {
  const baseUrl = inject('baseUrl');
  const visitor = await newVisitor(browser, baseUrl);
  const page = await visitor.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password').fill(demo.admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await answerSecondStep(page, demo.admin.totpSecret);
  await page.waitForURL('**/platform/dashboard');
  await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();

  const session = (await visitor.cookies()).find((c) => c.name === 'keystone_session');
  expect(session?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain('keystone_session');
  expect(readable).not.toContain(session?.value);
  const fromPage = await page.evaluate(async () => {
    const response = await fetch('/api/user');
    return { status: response.status, body: (await response.json()) as { email?: string } };
  });
  expect(fromPage).toMatchObject({ status: 200, body: { email: demo.admin.email } });

  await chooseInAccountMenu(page, 'Logout');
  await page.waitForURL('**/login');
  expect((await visitor.cookies()).find((c) => c.name === 'keystone_session')).toBeUndefined();
  // The server ended the session: the old cookie, sent again, no longer signs anyone in.
  const replayed = await fetch(`${baseUrl}/api/user`, { headers: { cookie: `keystone_session=${session?.value}` } });
  expect(replayed.status).toBe(401);
  expect(((await replayed.json()) as { errorCode: number }).errorCode).toBe(8);
  await visitor.close();
});
