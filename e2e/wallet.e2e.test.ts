import { demoBankTransferInvestment, demoInvestmentPaymentInfo } from '@keystone/api/fixtures';
import type { Browser, Page } from 'playwright-core';
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

/**
 * The id the seed gave olivia's bank-transfer investment, found by its reference through the call the screen makes
 * (until the dashboard lists her investments, nothing links to it).
 */
async function bankTransferInvestmentId(page: Page): Promise<number> {
  for (let id = 1; id <= 100; id += 1) {
    const response = await page.request.get(`/api/investments/${id}`);
    if (response.ok() && (await response.json()).referenceNumber === demoBankTransferInvestment.referenceNumber) {
      return id;
    }
  }
  throw new Error(`no investment with reference ${demoBankTransferInvestment.referenceNumber}`);
}

test('olivia opens her bank-transfer investment’s payment details, confirms, and is back on the platform', async () => {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, demo.approvedInvestor);
  await page.waitForURL('**/platform/dashboard');
  const id = await bankTransferInvestmentId(page);

  await page.goto(`/platform/payment-details/${id}`);
  await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor();
  const details = page.getByLabel('Bank transfer details');
  await details.getByText(demoInvestmentPaymentInfo.referenceNumber).waitFor();
  await details.getByText(demoInvestmentPaymentInfo.accountNumber).waitFor();
  await details.getByText(demoInvestmentPaymentInfo.sortCode).waitFor();
  await details.getByText('£2,500.00').waitFor();
  await page.getByRole('main').getByText('Olivia Bennett', { exact: true }).waitFor();
  await page.getByText('PENDING', { exact: true }).waitFor();

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
