import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { openedAs } from './support/pledge-flow.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const question = 'Do you charge an exit fee when a project repays early?';
const answer = 'No. An early repayment pays your capital back with the interest earned to that day, and no fee.';

test('the admin adds an FAQ entry and an investor, then a visitor, find it by search on the Help page', async () => {
  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.getByRole('link', { name: 'FAQ', exact: true }).click();
  await admin.waitForURL('**/platform/faq');
  await admin.getByRole('button', { name: 'Add question' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Payments' });
  await dialog.getByRole('textbox', { name: /^Question/ }).fill(question);
  await dialog.getByRole('textbox', { name: /^Answer/ }).fill(answer);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('The question was added.').waitFor();
  await admin.context().close();

  const investor = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await investor.getByRole('link', { name: 'Help', exact: true }).click();
  await investor.waitForURL('**/platform/help');
  await investor.getByRole('searchbox', { name: /Search/ }).fill('exit fee');
  await investor.waitForURL(/\/platform\/help\?search=exit\+fee/);
  await investor.getByText(question).click();
  await investor.getByText(answer).waitFor();
  await investor.context().close();

  // The Help page is public: a visitor finds the same answer without signing in.
  const visitor = await (await newVisitor(browser, baseUrl())).newPage();
  await visitor.goto('/help?search=exit+fee');
  await visitor.getByText(question).click();
  await visitor.getByText(answer).waitFor();
  expect(new URL(visitor.url()).pathname).toBe('/help');
  await visitor.context().close();
});
