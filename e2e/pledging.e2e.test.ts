import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { expectStepOpened } from './support/step-top.ts';
import {
  backer,
  chooseUpToSignature,
  confirmAgreementRead,
  drawSignature,
  figure,
  flow,
  next,
  openedAs,
  pledger,
  pounds,
  scrollAgreementToEnd,
  signWithTextedCode,
  stepPosition,
  typeSignature,
} from './support/pledge-flow.ts';

// Four investors pledge to one project until it is full. Holbeck is pledged to by no other journey, so the order of
// the test files does not matter; the tests of this file run in order and each builds on the one before.
const project = demoProjectList.find((candidate) => candidate.title.startsWith('Holbeck Urban Village'));
if (!project) throw new Error('the demo has no Holbeck project');

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test('olivia pledges short term from her e-wallet with a drawn signature, sees her balance fall and the investment on her dashboard', async () => {
  const olivia = pledger(demoPeople.approvedInvestor);
  const page = await openedAs(browser, baseUrl(), olivia);
  const before = pounds(await figure(page.getByRole('main'), 'Wallet balance').textContent());

  await chooseUpToSignature(page, project.id, { source: 'E-wallet', strategy: 'Debt secured', term: 'Short term' });
  await confirmAgreementRead(page);
  await drawSignature(page);
  await signWithTextedCode(page, baseUrl(), olivia.phone);

  await flow(page).getByText('Thank you for your pledge').waitFor();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL('**/platform/dashboard');
  // The minimum of the term, £500, left her e-wallet for the project at once.
  await expect
    .poll(async () => pounds(await figure(page.getByRole('main'), 'Wallet balance').textContent()))
    .toBe(before - 500);
  const history = page.getByRole('table', { name: 'Investment history' });
  await history
    .getByRole('row', { name: /Holbeck Urban Village Offices, Leeds/ })
    .first()
    .waitFor();
  await page.context().close();
});

test('a second investor pledges short and long term by bank transfer with a typed signature and sees how to pay each', async () => {
  const company = pledger(demoPeople.companyInvestor);
  const page = await openedAs(browser, baseUrl(), company);

  await chooseUpToSignature(page, project.id, { source: 'Bank transfer', strategy: 'Equity', term: 'Long term' });
  // Nine steps, said once the source and the term were chosen, and the count went only forward.
  expect(await stepPosition(page)).toBe('Step 7 of 9');
  await confirmAgreementRead(page);
  await typeSignature(page, 'Harriet Lane');
  await signWithTextedCode(page, baseUrl(), company.phone);

  // One transfer per term, each with its own reference, into the same account.
  await flow(page)
    .getByText(/^Make two transfers/)
    .waitFor();
  const shortTransfer = flow(page).getByRole('region', { name: /^Short term: £500\.00/ });
  const longTransfer = flow(page).getByRole('region', { name: /^Long term: £500\.00/ });
  await shortTransfer.waitFor();
  await longTransfer.waitFor();
  const references = await Promise.all(
    [shortTransfer, longTransfer].map((region) =>
      region
        .locator('dd', { has: page.locator('xpath=preceding-sibling::dt[1][normalize-space(.)="Reference"]') })
        .textContent(),
    ),
  );
  expect(new Set(references).size).toBe(2);
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByText('You must confirm transferred funds').waitFor();
  await flow(page).getByRole('checkbox', { name: 'I have transferred the funds' }).check();
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByText('Thank you for your pledge').waitFor();
  await page.context().close();
});

test('on a phone an investor reads the agreement as text, scrolled to its end, before Sign is offered', async () => {
  const phoneBacker = backer('backer3');
  const page = await openedAs(browser, baseUrl(), phoneBacker, { width: 390, height: 844 });

  await chooseUpToSignature(page, project.id, { source: 'Bank transfer', strategy: 'Debt', term: 'Short term' });
  const agreement = flow(page).getByRole('article', { name: 'The agreement as text' });
  await agreement.getByRole('heading', { name: '3. The investment' }).waitFor();
  expect(await flow(page).locator('iframe[title="Agreement"]').count()).toBe(0);
  // Body-size words inside the screen, not an A4 page shrunk to fit it.
  const risk = agreement.getByText(/^Your capital is at risk\./);
  expect(await risk.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  expect(await agreement.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  expect(await flow(page).getByRole('link', { name: 'Open the agreement as a PDF' }).getAttribute('href')).toMatch(
    /^blob:/,
  );
  // Sign waits, and says why, until the agreement's end has been on screen.
  const sign = flow(page).getByRole('button', { name: 'Sign' });
  expect(await sign.isDisabled()).toBe(true);
  await flow(page).getByText('You can sign once you have read the agreement').waitFor();

  await scrollAgreementToEnd(page);
  await flow(page).getByText('You can sign once you have drawn, typed or uploaded your signature').waitFor();
  await typeSignature(page, 'Siobhan Gallagher');
  await signWithTextedCode(page, baseUrl(), phoneBacker.phone);
  // The details to pay into, then the thanks, each from the top below the risk warning (issue 32).
  await expectStepOpened(flow(page).getByRole('heading', { level: 3, name: 'Payment' }));
  await flow(page).getByRole('checkbox', { name: 'I have transferred the funds' }).check();
  await next(page, 'Success');
  await flow(page).getByText('Thank you for your pledge').waitFor();
  await page.context().close();
});

test('a third investor pledges what remains and the project shows Fully Pledged', async () => {
  const eleanor = backer('backer1');
  const page = await openedAs(browser, baseUrl(), eleanor);

  await chooseUpToSignature(page, project.id, {
    source: 'Bank transfer',
    strategy: 'Debt',
    term: 'Short term',
    amount: 'Remaining',
  });
  await confirmAgreementRead(page);
  await typeSignature(page, 'Eleanor Whitfield');
  await signWithTextedCode(page, baseUrl(), eleanor.phone);
  await flow(page).getByRole('checkbox', { name: 'I have transferred the funds' }).check();
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByText('Thank you for your pledge').waitFor();

  await flow(page).getByRole('button', { name: 'Back to the project' }).click();
  await page.getByText('Fully Pledged').first().waitFor();
  expect(await page.getByRole('button', { name: 'Invest here' }).count()).toBe(0);
  await page.context().close();
});

test('a fourth investor then cannot pledge: no Invest here, and the server refuses a start', async () => {
  const page = await openedAs(browser, baseUrl(), backer('backer2'));
  await page.goto(`/platform/projects/${project.id}`);
  await page.getByText('Fully Pledged').first().waitFor();
  expect(await page.getByRole('button', { name: 'Invest here' }).count()).toBe(0);

  const refused = await page.request.post('/api/pledges', {
    headers: { origin: baseUrl() },
    data: { projectId: project.id, investStrategy: 'DEBT', shortAmountPence: 50_000, longAmountPence: 0 },
  });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ errorCode: 17 });
  await page.context().close();
});
