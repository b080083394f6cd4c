import { demoProjectList } from '@keystone/demo/fixtures';
import type { DashboardInvestmentPage } from '@keystone/api';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { backer, figure, openedAs, pounds } from './support/pledge-flow.ts';

// Southsea Seafront Apartments (Portsmouth) is in development, funded by the three backers: the admin pays them back
// early, and backer1 sees the lines of their investment's schedule paid. No other journey touches it.
const southsea = demoProjectList.find((candidate) => candidate.title.startsWith('Southsea Seafront Apartments'));
if (!southsea) throw new Error('the demo has no Southsea project');
const investor = backer('backer1');

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const figures = (page: Page): Locator => page.locator('dl[aria-label="Payment figures"]');
const amountOf = async (page: Page, label: string) => pounds(await figure(figures(page), label).textContent());
const scheduleRows = (page: Page): Locator =>
  page.getByRole('table', { name: 'Payments expected on this investment' }).locator('tbody tr');

/** The investor's investment in the project, as the dashboard lists it (the portal's own call, with its origin). */
async function investmentIn(page: Page, projectId: number): Promise<number> {
  const answer = await page.request.get('/api/dashboard/investor/investments?filter=ALL_TIME&limit=100', {
    headers: { origin: baseUrl() },
  });
  const { investments } = (await answer.json()) as DashboardInvestmentPage;
  const found = investments.find((row) => row.projectId === projectId && row.status === 'SUCCEEDED');
  if (!found) throw new Error(`no investment in project ${projectId}`);
  return found.id;
}

test("an investor's schedule shows its lines due, then paid once the admin makes the payments", async () => {
  const page = await openedAs(browser, baseUrl(), investor);
  const investmentId = await investmentIn(page, southsea.id);
  await page.goto(`/platform/investments/${investmentId}/schedule`);
  await page.getByRole('heading', { level: 1, name: 'Repayment schedule' }).waitFor();
  await expect.poll(() => scheduleRows(page).count()).toBe(2);
  const expected = await scheduleRows(page).allTextContents();
  expect(await scheduleRows(page).getByText('Paid', { exact: true }).count()).toBe(0);

  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.goto(`/platform/projects/payments/${southsea.id}`);
  await admin.getByRole('heading', { level: 1, name: 'Project payments' }).waitFor();
  await admin.getByRole('button', { name: 'Calculate profit' }).click();
  await admin.getByText('Profit calculated.').waitFor();
  await expect.poll(() => amountOf(admin, 'Total sum')).toBeGreaterThan(0);
  const total = await amountOf(admin, 'Total sum');
  // The developer's repayment, through the sandbox provider (which fails amounts whose pounds end in 13).
  let due = Math.round((total - (await amountOf(admin, 'Wallet balance'))) * 100);
  if (Math.floor(due / 100) % 100 === 13) due += 100;
  if (due > 0) {
    await admin.getByRole('button', { name: 'Fund project wallet' }).click();
    const fund = admin.getByRole('dialog', { name: 'Fund project wallet' });
    await fund.getByRole('combobox', { name: /^Term/ }).selectOption({ label: 'Short term' });
    await fund.getByRole('textbox', { name: /^Amount/ }).fill((due / 100).toFixed(2));
    await fund.getByRole('button', { name: 'Fund' }).click();
    await fund.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => amountOf(admin, 'Wallet balance'), { timeout: 30_000 }).toBeGreaterThanOrEqual(total);
  }
  await admin.getByRole('button', { name: 'Make payments' }).click();
  await expect.poll(() => amountOf(admin, 'Pending')).toBe(0);
  // The summed schedule under the payments says every line is paid.
  const summed = admin.getByRole('table', { name: 'Repayment schedule summed over the investors' });
  await expect.poll(() => summed.locator('tbody').getByText('Paid', { exact: true }).count()).toBe(2);
  await admin.context().close();

  await page.reload();
  await expect.poll(() => scheduleRows(page).getByText('Paid', { exact: true }).count()).toBe(2);
  // What was paid is what the schedule expected, to the penny.
  const paid = await scheduleRows(page).allTextContents();
  for (const [index, row] of paid.entries()) {
    const expectedAmount = /£[\d,]+\.\d\d/.exec(expected[index] ?? '')?.[0] ?? 'none';
    expect(row).toContain(`${expectedAmount}${expectedAmount}`);
  }
  await page.context().close();
});
