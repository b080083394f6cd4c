import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';

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
  await page.getByRole('button', { name: 'Sign in' }).click();
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
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Incorrect Email or Password').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await visitor.close();
});
