import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/pages.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const section = (page: Page, title: string): Locator =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) }) });
const rowsOf = (card: Locator) => card.locator('tbody tr');
const query = (page: Page) => new URL(page.url()).search;

test('olivia moves through her dashboard’s pages and periods, and a reload shows the same view', async () => {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, demo.approvedInvestor);
  await page.waitForURL('**/platform/dashboard');
  await page.getByRole('heading', { name: 'Investor dashboard' }).waitFor();
  await page.getByText('Wallet balance').waitFor();
  await page.getByRole('cell', { name: 'Riverside Mews, Kingston upon Thames' }).first().waitFor();

  // The seed gives her more than a page of wallet history: the second page comes from its own call.
  const history = section(page, 'Wallet history');
  expect(await rowsOf(history).count()).toBe(15);
  await history.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL(/[?&]history=2/);
  await history.locator('[aria-current="page"]', { hasText: '2' }).waitFor();

  // A new period starts every section again at page 1.
  await page.getByRole('button', { name: 'Last year' }).click();
  await page.waitForURL((url) => url.search === '?filter=YEAR');
  await history.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL((url) => url.search === '?filter=YEAR&history=2');
  await history.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
  // Until the period's page comes, the rows shown are the last period's, marked busy.
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
  const secondPage = await rowsOf(history).allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);

  // Reloaded (or shared), the address shows the same view.
  await page.reload();
  await page.getByRole('heading', { name: 'Investor dashboard' }).waitFor();
  expect(await page.getByRole('button', { name: 'Last year' }).getAttribute('aria-pressed')).toBe('true');
  await history.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
  await expect.poll(() => rowsOf(history).allTextContents()).toEqual(secondPage);
  expect(query(page)).toBe('?filter=YEAR&history=2');

  // The last 30 days leave out the payout of a project repaid long ago (the payouts journey may have paid her since).
  const repaidLongAgo = 'Jewellery Quarter Lofts, Birmingham';
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await page.waitForURL((url) => url.search === '?filter=MONTH');
  const payouts = section(page, 'Paid-out history');
  await expect.poll(() => payouts.getByRole('cell', { name: repaidLongAgo }).count()).toBe(0);
  await page.getByRole('button', { name: 'All time' }).click();
  await page.waitForURL((url) => url.search === '');
  await payouts.getByRole('cell', { name: repaidLongAgo }).first().waitFor();
  await context.close();
});
