import { DEMO_BACKER_PASSWORD, demoBackers, type DemoPerson } from '@keystone/demo/fixtures';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newVisitor } from './browser.ts';
import { signIn } from './pages.ts';
import { latestSmsCode } from './phone-inbox.ts';
import { expectStepOpened, scrollToFoot } from './step-top.ts';

/** A demo investor who can sign a pledge: a sign-in and the confirmed phone the code is texted to. */
export interface Pledger {
  email: string;
  password: string;
  phone: string;
}

export const pledger = ({ user, password }: DemoPerson): Pledger => ({
  email: user.email,
  password,
  phone: user.phoneNumber ?? '',
});

export const backer = (name: keyof typeof demoBackers): Pledger => ({
  email: demoBackers[name].email,
  password: DEMO_BACKER_PASSWORD,
  phone: demoBackers[name].phoneNumber,
});

/** A new browser context signed in as the person, on their dashboard. */
export async function openedAs(
  browser: Browser,
  baseUrl: string,
  person: Pick<Pledger, 'email' | 'password'>,
  viewport?: { width: number; height: number },
) {
  const context = await newVisitor(browser, baseUrl, viewport);
  const page = await context.newPage();
  await signIn(page, person);
  await page.waitForURL('**/platform/dashboard');
  return page;
}

export const flow = (page: Page): Locator => page.getByRole('main');

/** Next at the step's foot: the next step opens at its top, its heading focused. */
export async function next(page: Page, step: string) {
  await scrollToFoot(page);
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await expectStepOpened(flow(page).getByRole('heading', { level: 3, name: step }));
}

export interface PledgeChoice {
  source: 'E-wallet' | 'Bank transfer' | 'Innovative Finance ISA';
  strategy: string;
  term: 'Short term' | 'Long term';
  /** The amount option for each term, chosen as the investor does (none is chosen for them); the minimum by default. */
  amount?: 'Minimum' | 'Remaining';
}

/** Where the flow says where the investor is: 'Step 4 of 9', read as a screen reader reads it. */
export async function stepPosition(page: Page): Promise<string> {
  const text = await flow(page)
    .getByRole('navigation', { name: 'Pledge steps' })
    .getByText(/^Step \d/)
    .textContent();
  return text ?? '';
}

/** From 'Invest here' on the project's page to the eSignature step, with the agreement shown. */
export async function chooseUpToSignature(page: Page, projectId: number, choice: PledgeChoice) {
  await page.goto(`/platform/projects/${projectId}`);
  await page.getByRole('button', { name: 'Invest here' }).click();
  // The button is gone: the flow's first step takes its focus.
  await expectStepOpened(flow(page).getByRole('heading', { level: 3, name: 'Source' }));
  await flow(page).getByRole('radio', { name: choice.source, exact: true }).check();
  await next(page, 'Strategy');
  await flow(page).getByRole('radio', { name: choice.strategy, exact: true }).check();
  await next(page, 'Term');
  await flow(page).getByRole('radio', { name: choice.term, exact: true }).check();
  await next(page, 'Amount');
  const terms = choice.term === 'Long term' ? ['Short-term amount', 'Long-term amount'] : ['Short-term amount'];
  for (const term of terms) {
    await flow(page)
      .getByRole('radiogroup', { name: term })
      .getByRole('radio', { name: new RegExp(`^${choice.amount ?? 'Minimum'}`) })
      .check();
  }
  if (choice.term === 'Long term') {
    await next(page, 'Statement');
    await flow(page).getByRole('checkbox', { name: 'I accept the statement' }).check();
  }
  await next(page, 'Conditions');
  await flow(page).getByRole('checkbox', { name: 'I agree with terms and conditions' }).check();
  await next(page, 'eSignature');
  // The agreement to be signed is shown first: as a PDF on a desktop, as text on a phone.
  await flow(page).locator('iframe[title="Agreement"], article[aria-label="The agreement as text"]').first().waitFor();
}

/** Beside the desktop's PDF frame, whose scrolling no page sees, the investor says they read the agreement. */
export async function confirmAgreementRead(page: Page) {
  await flow(page).locator('iframe[title="Agreement"]').waitFor();
  await flow(page).getByRole('checkbox', { name: 'I have read the agreement' }).check();
}

/** On a phone, the agreement's text scrolled with the wheel (a thumb's swipe) until its last line is on screen. */
export async function scrollAgreementToEnd(page: Page) {
  const end = flow(page).getByText('End of the agreement.');
  const onScreen = async () => {
    const box = await end.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  };
  for (let swipe = 0; swipe < 40 && !(await onScreen()); swipe += 1) await page.mouse.wheel(0, 300);
  expect(await onScreen()).toBe(true);
}

/** A stroke on the signature pad with the mouse, as a person draws. */
export async function drawSignature(page: Page) {
  const pad = flow(page).getByRole('img', { name: 'Draw your signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  for (let x = 30; x <= 220; x += 10) await page.mouse.move(box.x + x, box.y + 40 + (x % 40));
  await page.mouse.up();
}

/** The typed signature tab, filled with the name. */
export async function typeSignature(page: Page, name: string) {
  await flow(page).getByRole('tab', { name: 'Type' }).click();
  await flow(page)
    .getByRole('textbox', { name: /^Type your name/ })
    .fill(name);
}

/** Sign, then the code the server texted, read from the local phone inbox. */
export async function signWithTextedCode(page: Page, baseUrl: string, phone: string) {
  const sent = Date.now();
  const sign = flow(page).getByRole('button', { name: 'Sign' });
  await expect.poll(() => sign.isEnabled()).toBe(true);
  await sign.click();
  const dialog = page.getByRole('dialog', { name: 'Enter the code' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(await latestSmsCode(baseUrl, phone, sent));
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/** The figure a `<dd>` shows after the `<dt>` of that label, inside `scope`. */
export const figure = (scope: Locator, label: string): Locator =>
  scope.locator('dd', { has: scope.page().locator(`xpath=preceding-sibling::dt[1][normalize-space(.)="${label}"]`) });
export const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));
