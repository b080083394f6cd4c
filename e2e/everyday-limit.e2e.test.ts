import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import { everydayLimitMessage } from '@keystone/flows/declarations';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { flow, openedAs, pledger } from './support/pledge-flow.ts';

// An everyday investor (COBS 4.12A, issue 24 §4) may invest up to 10% of the net investable assets they declared in
// 12 months. Grace declared £20,000 at seed time and has pledged nothing: £2,000 is her limit and all of it is left.
// She pledges nothing here, so the order of the test files does not matter.
const project = demoProjectList.find((candidate) => candidate.title.startsWith('Jericho Canal Cottages'));
if (!project) throw new Error('the demo has no Jericho project');
const grace = demoPeople.everydayInvestor;
const declared = grace.declaration?.netInvestableAssetsPence ?? 0;
const limitWords = everydayLimitMessage({ limit: declared / 10, left: declared / 10 });

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test('an everyday investor is told her 12-month limit at the amount step and refused above it', async () => {
  expect(limitWords).toContain('£2,000.00');
  const page = await openedAs(browser, baseUrl(), pledger(grace));
  await page.goto(`/platform/projects/${project.id}`);
  await page.getByRole('button', { name: 'Invest here' }).click();
  await flow(page).getByRole('radio', { name: 'E-wallet', exact: true }).check();
  const next = async (step: string) => {
    await flow(page).getByRole('button', { name: 'Next' }).click();
    await flow(page).getByRole('heading', { level: 3, name: step }).waitFor();
  };
  await next('Strategy');
  await flow(page).getByRole('radio').first().check();
  await next('Term');
  await flow(page).getByRole('radio', { name: 'Short term', exact: true }).check();
  await next('Amount');

  // The limit and what is left, before she chooses.
  await flow(page).getByText(limitWords).first().waitFor();
  await flow(page)
    .getByRole('radiogroup', { name: 'Short-term amount' })
    .getByRole('radio', { name: /^Custom/ })
    .check();
  await flow(page).getByRole('textbox', { name: 'Short-term amount: Custom amount' }).fill('2500');
  await flow(page).getByRole('button', { name: 'Next' }).click();

  // Refused on the amount step with the figure: the same words shown as the form's message.
  await expect.poll(() => flow(page).getByText(limitWords).count()).toBe(2);
  expect(await flow(page).getByRole('heading', { level: 3, name: 'Amount' }).isVisible()).toBe(true);

  // Within the limit she moves on.
  await flow(page).getByRole('textbox', { name: 'Short-term amount: Custom amount' }).fill('2000');
  await next('Conditions');
  await page.context().close();
});
