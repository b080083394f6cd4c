import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { figure, openedAs, pounds } from './support/pledge-flow.ts';

// Harbourside (Leith) is in development, funded by olivia, the co-investor and the company, its money released to
// the developer: the admin pays them back from the developer's repayment. No other journey touches it.
const harbourside = demoProjectList.find((candidate) => candidate.title.startsWith('Harbourside Offices'));
if (!harbourside) throw new Error('the demo has no Harbourside project');
const coInvestor = demoPeople.coInvestor.user;

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const figures = (page: Page): Locator => page.locator('dl[aria-label="Payment figures"]');
const amountOf = async (page: Page, label: string) => pounds(await figure(figures(page), label).textContent());
const rows = (page: Page): Locator => page.getByRole('table', { name: 'Payment rows' });
const interestPaidOut = async (page: Page) =>
  pounds(await page.getByTestId('figure-Interest paid out').locator('dd').first().textContent());

/** The admin's own API calls carry the portal's origin, as the browser's would. */
const setStatus = (page: Page, userId: number, status: 'active' | 'not-active') =>
  page.request.put(`/api/users/${userId}/status/${status}`, { headers: { origin: baseUrl() } });

test('the admin funds a project wallet, calculates profit, pays the investors, retries a failed payment; olivia sees the payout and the admin dashboard moves', async () => {
  const page = await openedAs(browser, baseUrl(), demo.admin);
  const interestBefore = await interestPaidOut(page);
  // An investor whose account is not active cannot be paid: that row fails, to be retried.
  expect((await setStatus(page, coInvestor.id, 'not-active')).ok()).toBe(true);

  await page.goto(`/platform/projects/${harbourside.id}`);
  await page.getByRole('group', { name: 'Admin actions' }).getByRole('link', { name: 'Payments' }).click();
  await page.waitForURL(`**/platform/projects/payments/${harbourside.id}`);
  await page.getByRole('heading', { level: 1, name: 'Project payments' }).waitFor();

  await page.getByRole('button', { name: 'Calculate profit' }).click();
  await page.getByText('Profit calculated.').waitFor();
  await expect.poll(() => amountOf(page, 'Total sum')).toBeGreaterThan(150_000);
  const total = await amountOf(page, 'Total sum');

  // The developer has not repaid yet: code 35.
  await page.getByRole('button', { name: 'Make payments' }).click();
  await page.getByText('Not enough money to make paid out. Please fund project e-wallet.').waitFor();

  // The repayment, through the sandbox provider (which fails amounts whose pounds end in 13).
  let due = Math.round((total - (await amountOf(page, 'Wallet balance'))) * 100);
  if (Math.floor(due / 100) % 100 === 13) due += 100;
  await page.getByRole('button', { name: 'Fund project wallet' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund project wallet' });
  await fund.getByRole('combobox', { name: /^Term/ }).selectOption({ label: 'Short term' });
  await fund.getByRole('textbox', { name: /^Amount/ }).fill((due / 100).toFixed(2));
  await fund.getByRole('button', { name: 'Fund' }).click();
  await fund
    .getByText('The payment is recorded; the money shows in the wallet once the provider settles it.')
    .waitFor();
  await fund.getByRole('button', { name: 'Done' }).click();
  // Settled after a few seconds, shown by the screen's own 10-second refresh.
  await expect.poll(() => amountOf(page, 'Wallet balance'), { timeout: 30_000 }).toBeGreaterThanOrEqual(total);

  await page.getByRole('button', { name: 'Make payments' }).click();
  await expect.poll(async () => (await rows(page).textContent()) ?? '').toMatch(/Failed/);
  const retry = page.getByRole('button', { name: `Make Payment: ${coInvestor.fullName}` });
  await retry.waitFor();
  expect(await rows(page).getByText('Succeeded').count()).toBe(2);

  expect((await setStatus(page, coInvestor.id, 'active')).ok()).toBe(true);
  await retry.click();
  await expect.poll(() => rows(page).getByText('Succeeded').count()).toBe(3);
  await expect.poll(() => amountOf(page, 'Pending')).toBe(0);

  // Every row paid: the project has moved on by itself.
  await page.goto(`/platform/projects/${harbourside.id}`);
  await page.getByText('Complete', { exact: false }).first().waitFor();

  await page.goto('/platform/dashboard');
  await expect.poll(() => interestPaidOut(page)).toBeGreaterThan(interestBefore);
  await page.context().close();

  const olivia = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  const paidOut = olivia.locator('[data-slot="card"]', {
    has: olivia.getByRole('heading', { name: /^Paid-out history \(\d+\)$/ }),
  });
  await paidOut
    .getByRole('row', { name: new RegExp(harbourside.title) })
    .first()
    .waitFor();
  await olivia.context().close();
});
