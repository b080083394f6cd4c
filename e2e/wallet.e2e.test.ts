import { demoInvestmentPaymentInfo } from '@keystone/demo/fixtures';
import { formatSortCode } from '@keystone/flows/format';
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

test('olivia opens her bank-transfer investment’s payment details, confirms, and is back on the platform', async () => {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, demo.approvedInvestor);
  await page.waitForURL('**/platform/dashboard');
  // The pledge waiting for its transfer links its details from the investment history.
  await page.getByRole('link', { name: 'Payment details' }).click();
  await page.waitForURL('**/platform/payment-details/*');
  await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor();
  const details = page.getByLabel('Bank transfer details');
  await details.getByText(demoInvestmentPaymentInfo.referenceNumber).waitFor();
  await details.getByText(demoInvestmentPaymentInfo.accountNumber).waitFor();
  await details.getByText(formatSortCode(demoInvestmentPaymentInfo.sortCode)).waitFor();
  // The page names the project the transfer pays for, from the real server.
  await page.getByRole('link', { name: demoInvestmentPaymentInfo.projectName }).waitFor();
  await details.getByText('£2,500.00').waitFor();
  await page.getByRole('main').getByText('Olivia Bennett', { exact: true }).waitFor();
  await page.getByText('Pending', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Please confirm that you have read the instructions').waitFor();
  await page.getByRole('checkbox', { name: 'I have noted these details and will make the transfer' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/platform/dashboard');
  expect(new URL(page.url()).pathname).toBe('/platform/dashboard');

  // Another investor's investment is refused as the contract says.
  const refused = await page.request.get('/api/investments/2000000');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ errorCode: 10 });
  await context.close();
});

const walletBalance = (page: Page): Locator =>
  page.locator('dd', { has: page.locator('xpath=preceding-sibling::dt[1][normalize-space(.)="Wallet balance"]') });
const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));
const newestWalletRow = (page: Page): Locator =>
  page
    .locator('[data-slot="card"]', { has: page.getByRole('heading', { name: /^Wallet history \(\d+\)$/ }) })
    .locator('tbody tr')
    .first();

test('olivia deposits £1,250, watches it settle into her balance, then withdraws £200 and sees the balance fall at once', async () => {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, demo.approvedInvestor);
  await page.waitForURL('**/platform/dashboard');
  await walletBalance(page).waitFor();
  // The seed's pending top-up settles a few seconds after the server starts: start from a balance with none pending.
  await expect.poll(() => newestWalletRow(page).textContent()).not.toContain('Pending');
  const before = pounds(await walletBalance(page).textContent());

  await page.getByRole('button', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  // Pence are refused with the reason (seed 000: whole pounds), and whole pounds written with '.00' accepted.
  await deposit.getByLabel('Amount (£)').fill('250.50');
  await deposit
    .getByRole('checkbox', { name: 'I have read the instructions and will quote the reference on my transfer' })
    .click();
  await deposit.getByRole('button', { name: 'Get bank details' }).click();
  await deposit.getByText('Incorrect amount. Enter whole pounds, without pence').waitFor();
  await deposit.getByLabel('Amount (£)').fill('£1,250.00');
  await deposit.getByRole('button', { name: 'Get bank details' }).click();
  await deposit.getByText('Transfers can take up to 48 hours to show').waitFor();
  await deposit.getByText(/^KSD/).first().waitFor();
  await deposit.getByRole('button', { name: 'Done' }).click();

  // Pending at first, and not yet in the balance; the dashboard watches until the provider settles it.
  await expect.poll(() => newestWalletRow(page).textContent()).toMatch(/£1,250\.00.*Pending|Pending.*£1,250\.00/);
  // The row gives the reference quoted on the transfer, never the payment provider's id.
  expect(await newestWalletRow(page).textContent()).toMatch(/KSD\d{7}/);
  expect(await newestWalletRow(page).textContent()).not.toContain('sandbox-');
  expect(pounds(await walletBalance(page).textContent())).toBe(before);
  await expect.poll(() => newestWalletRow(page).textContent()).toContain('Succeeded');
  await expect.poll(async () => pounds(await walletBalance(page).textContent())).toBe(before + 1_250);

  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await withdraw.getByLabel('Amount (£)').fill('200');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await withdraw.getByText('Your withdrawal is on its way to your bank account.').waitFor();
  await withdraw.getByRole('button', { name: 'Done' }).click();
  // Taken from the wallet at once, while the payout itself is still pending.
  await expect.poll(async () => pounds(await walletBalance(page).textContent())).toBe(before + 1_050);
  await expect.poll(() => newestWalletRow(page).textContent()).toMatch(/£200\.00/);
  await context.close();
});
