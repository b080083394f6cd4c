import { DEMO_BACKER_PASSWORD, demoBackers, demoPeople, demoProjectList } from '@keystone/api/fixtures';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { signIn } from './support/pages.ts';
import { latestSmsCode } from './support/phone-inbox.ts';

// Four investors pledge to one project until it is full. Holbeck is pledged to by no other journey, so the order of
// the test files does not matter; the tests of this file run in order and each builds on the one before.
const project = demoProjectList.find((candidate) => candidate.title.startsWith('Holbeck Urban Village'));
if (!project) throw new Error('the demo has no Holbeck project');
const projectPath = `/platform/projects/${project.id}`;

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const investor = (person: { user: { email: string; phoneNumber: string | null }; password: string }) => ({
  email: person.user.email,
  password: person.password,
  phone: person.user.phoneNumber ?? '',
});
const backer = (name: keyof typeof demoBackers) => ({
  email: demoBackers[name].email,
  password: DEMO_BACKER_PASSWORD,
  phone: demoBackers[name].phoneNumber,
});

async function openedAs(person: { email: string; password: string }): Promise<Page> {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, person);
  await page.waitForURL('**/platform/dashboard');
  return page;
}

const flow = (page: Page): Locator => page.getByRole('main');

async function next(page: Page, step: string) {
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByRole('heading', { level: 3, name: step }).waitFor();
}

/** From 'Invest here' to the eSignature step with the agreement shown. */
async function chooseUpToSignature(
  page: Page,
  choice: { source: string; strategy: string; term: 'Short term' | 'Long term'; amount?: string },
) {
  await page.goto(projectPath);
  await page.getByRole('button', { name: 'Invest here' }).click();
  await flow(page).getByRole('radio', { name: choice.source, exact: true }).check();
  await next(page, 'Strategy');
  await flow(page).getByRole('radio', { name: choice.strategy, exact: true }).check();
  await next(page, 'Term');
  await flow(page).getByRole('radio', { name: choice.term, exact: true }).check();
  await next(page, 'Amount');
  if (choice.amount)
    await flow(page)
      .getByRole('radio', { name: new RegExp(`^${choice.amount}`) })
      .check();
  if (choice.term === 'Long term') {
    await next(page, 'Statement');
    await flow(page).getByRole('checkbox', { name: 'I accept the statement' }).check();
  }
  await next(page, 'Conditions');
  await flow(page).getByRole('checkbox', { name: 'I agree with terms and conditions' }).check();
  await next(page, 'eSignature');
  // The agreement to be signed is shown first, as a PDF.
  await flow(page).locator('iframe[title="Agreement"]').waitFor();
}

/** Sign, then the code the server texted, read from the local phone inbox. */
async function signWithTextedCode(page: Page, phone: string) {
  const sent = Date.now();
  const sign = flow(page).getByRole('button', { name: 'Sign' });
  await expect.poll(() => sign.isEnabled(), { timeout: 5_000 }).toBe(true);
  await sign.click();
  const dialog = page.getByRole('dialog', { name: 'Enter the code' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(await latestSmsCode(baseUrl(), phone, sent));
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

const walletBalance = (page: Page): Locator =>
  page.locator('dd', { has: page.locator('xpath=preceding-sibling::dt[1][normalize-space(.)="Wallet balance"]') });
const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));

test('olivia pledges short term from her e-wallet with a drawn signature, sees her balance fall and the investment on her dashboard', async () => {
  const olivia = investor(demoPeople.approvedInvestor);
  const page = await openedAs(olivia);
  const before = pounds(await walletBalance(page).textContent());

  await chooseUpToSignature(page, { source: 'E-wallet', strategy: 'Debt secured', term: 'Short term' });
  const pad = flow(page).getByRole('img', { name: 'Draw your signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  for (let x = 30; x <= 220; x += 10) await page.mouse.move(box.x + x, box.y + 40 + (x % 40));
  await page.mouse.up();
  await signWithTextedCode(page, olivia.phone);

  await flow(page).getByText('Thank you for your pledge').waitFor();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL('**/platform/dashboard');
  // The minimum of the term, £500, left her e-wallet for the project at once.
  await expect.poll(async () => pounds(await walletBalance(page).textContent())).toBe(before - 500);
  const history = page.getByRole('table', { name: 'Investment history' });
  await history
    .getByRole('row', { name: /Holbeck Urban Village Offices, Leeds/ })
    .first()
    .waitFor();
  await page.context().close();
});

test('a second investor pledges short and long term by bank transfer with a typed signature and sees how to pay each', async () => {
  const company = investor(demoPeople.companyInvestor);
  const page = await openedAs(company);

  await chooseUpToSignature(page, { source: 'Wire bank transfer', strategy: 'Equity', term: 'Long term' });
  await flow(page).getByRole('tab', { name: 'Type' }).click();
  await flow(page)
    .getByRole('textbox', { name: /^Type your name/ })
    .fill('Harriet Lane');
  await signWithTextedCode(page, company.phone);

  // One transfer per term, each with its own reference, into the same account.
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

test('a third investor pledges what remains and the project shows Fully Pledged', async () => {
  const eleanor = backer('backer1');
  const page = await openedAs(eleanor);

  await chooseUpToSignature(page, {
    source: 'Wire bank transfer',
    strategy: 'Debt',
    term: 'Short term',
    amount: 'Remaining',
  });
  await flow(page).getByRole('tab', { name: 'Type' }).click();
  await flow(page)
    .getByRole('textbox', { name: /^Type your name/ })
    .fill('Eleanor Whitfield');
  await signWithTextedCode(page, eleanor.phone);
  await flow(page).getByRole('checkbox', { name: 'I have transferred the funds' }).check();
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByText('Thank you for your pledge').waitFor();

  await flow(page).getByRole('button', { name: 'Back to the project' }).click();
  await page.getByText('Fully Pledged').first().waitFor();
  expect(await page.getByRole('button', { name: 'Invest here' }).count()).toBe(0);
  await page.context().close();
});

test('a fourth investor then cannot pledge: no Invest here, and the server refuses a start', async () => {
  const page = await openedAs(backer('backer2'));
  await page.goto(projectPath);
  await page.getByText('Fully Pledged').first().waitFor();
  expect(await page.getByRole('button', { name: 'Invest here' }).count()).toBe(0);

  const refused = await page.request.post('/api/pledges', {
    headers: { origin: baseUrl() },
    data: { projectId: project.id, investStrategy: 'DEBT', shortAmountPence: 50_000 },
  });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ errorCode: 17 });
  await page.context().close();
});
