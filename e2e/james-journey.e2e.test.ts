import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { RISK_SUMMARY, RISK_WARNING } from '@keystone/flows/labels';
import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { adminActsOn } from './support/journeys.ts';
import {
  bankDetails,
  investorCertification,
  passCompetenceAndSubmit,
  personalDetails,
  proofOfIdentity,
} from './support/kyc-steps.ts';
import { signIn } from './support/pages.ts';
import {
  chooseUpToSignature,
  confirmAgreementRead,
  flow,
  signWithTextedCode,
  typeSignature,
} from './support/pledge-flow.ts';
import { resetServerClock, setServerClockAhead } from './support/test-clock.ts';

// Issue 24's journey as the issue tells it, for the demo's James Walker (registered, KYC not started): his KYC is
// approved, he meets the risk warning, reads the summary, gets the personalised warning by name, continues, is
// refused a pledge until 24 hours later (by the page and by the server), the server's clock moves a day on, he
// confirms and pledges. Only this file signs in as James (responsive.e2e registers a newcomer of its own).

const { PERSONALISED_WARNING: WARNING, COOLING_OFF, CONFIRM_AFTER_COOLING_OFF: CONFIRM } = CONSUMER_JOURNEY_TEXTS;
const james = demoPeople.kycNotStartedInvestor.user;
// Baltic Triangle is pledged to by no other journey.
const project = demoProjectList.find((candidate) => candidate.title.startsWith('Baltic Triangle'));
if (!project) throw new Error('the demo has no Baltic Triangle project');
const hourMs = 60 * 60 * 1000;
const investFrom = /^You can invest from \d\d:\d\d on \w+day \d{1,2} \w+$/;

let browser: Browser;
const baseUrl = () => inject('baseUrl');
beforeAll(async () => {
  browser = await launchChromium();
});
// The files after this one see the real time again.
afterAll(async () => {
  resetServerClock();
  await browser.close();
});

/** The box as drawn, rounded to whole pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test('james, once his KYC is approved, is warned, reads the summary, is warned by name, cools off for 24 hours, confirms and pledges', async () => {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, demo.newInvestor, { rememberMe: true });
  await page.waitForURL('**/platform/kyc');
  await personalDetails(page, {
    personType: 'Individual',
    title: 'Mr',
    firstName: 'James',
    lastName: 'Walker',
    mobile: '7700900789',
  });
  await proofOfIdentity(page, 'Individual');
  await bankDetails(page, 'Individual');
  await investorCertification(page);
  await passCompetenceAndSubmit(page);
  await page.getByText('Accepted and under review').waitFor({ timeout: 60_000 });
  await adminActsOn(browser, baseUrl(), james.email, 'Approve KYC');

  // The risk warning is at the top of the project's page, and stays on screen as the page scrolls.
  await page.goto(`/platform/projects/${project.id}`);
  await page.getByRole('heading', { level: 2, name: project.title }).waitFor();
  const banner = page.getByRole('region', { name: RISK_WARNING.label });
  await expect(banner.textContent()).resolves.toContain(RISK_WARNING.lead);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const startTop = (await banner.boundingBox())?.y ?? -1;
  expect(startTop).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(startTop);
  await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
  expect(await banner.isVisible()).toBe(true);
  expect(((await banner.boundingBox())?.height ?? viewportHeight) < viewportHeight / 2).toBe(true);

  // Its link opens the summary in a dialog, with its reading time.
  await banner.getByRole('link', { name: RISK_WARNING.link }).click();
  const summary = page.getByRole('dialog', { name: RISK_SUMMARY.title });
  await summary.getByText(RISK_SUMMARY.readingTime).waitFor();
  await page.keyboard.press('Escape');
  await summary.waitFor({ state: 'detached' });

  // His first 'Invest here': the FCA's warning, by his first name, Continue and Leave alike.
  await page.getByRole('button', { name: 'Invest here' }).click();
  const warning = page.getByRole('region', { name: WARNING.warning('James') });
  await warning.getByRole('heading', { name: 'James, this is a high-risk investment.', exact: false }).waitFor();
  const go = warning.getByRole('button', { name: WARNING.continue, exact: true });
  const leave = warning.getByRole('button', { name: WARNING.leave, exact: true });
  await expect.poll(() => go.isEnabled()).toBe(true);
  expect(await boxOf(go)).toEqual(await boxOf(leave));
  await go.click();

  // The cooling-off says until when, in UK time; back on the project, the pledge entry says it before any press.
  const notice = page.getByRole('main').getByText(investFrom);
  await notice.waitFor();
  const until = await notice.textContent();
  await page.getByRole('button', { name: COOLING_OFF.back }).click();
  const investHere = page.getByRole('button', { name: 'Invest here' });
  await investHere.waitFor();
  expect(await page.getByRole('main').getByText(investFrom).textContent()).toBe(until);
  await page.reload();
  await expect(investHere.getAttribute('aria-describedby')).resolves.toBeTruthy();
  expect(await page.getByRole('main').getByText(investFrom).textContent()).toBe(until);

  // The server refuses a pledge until then, in the same words, its end 24 hours on.
  const refused = await page.request.post('/api/pledges', {
    headers: { origin: baseUrl() },
    data: { projectId: project.id, investStrategy: 'DEBT', shortAmountPence: 50_000, longAmountPence: 0 },
  });
  expect(refused.status()).toBe(409);
  const body = await refused.json();
  expect(body).toMatchObject({ errorCode: 43, message: until });
  expect(body.message).toBe(COOLING_OFF.investFrom(body.availableAt));
  expect(Date.parse(body.availableAt) - Date.now()).toBeGreaterThan(23 * hourMs);
  expect(Date.parse(body.availableAt) - Date.now()).toBeLessThanOrEqual(24 * hourMs);

  // A day later by the server's clock: no date on the entry any more, and 'Invest here' asks plainly.
  setServerClockAhead(24 * hourMs + 60_000);
  await page.goto(`/platform/projects/${project.id}`);
  await investHere.waitFor();
  expect(await page.getByRole('main').getByText(investFrom).count()).toBe(0);
  await investHere.click();
  await page.getByRole('heading', { name: CONFIRM.question }).waitFor();
  const confirm = page.getByRole('button', { name: CONFIRM.continue, exact: true });
  expect(await boxOf(confirm)).toEqual(await boxOf(page.getByRole('button', { name: CONFIRM.leave, exact: true })));
  await confirm.click();
  await page.getByRole('navigation', { name: 'Pledge steps' }).waitFor();

  // He pledges.
  await chooseUpToSignature(page, project.id, { source: 'Bank transfer', strategy: 'Debt', term: 'Short term' });
  await confirmAgreementRead(page);
  await typeSignature(page, 'James Walker');
  await signWithTextedCode(page, baseUrl(), '+447700900789');
  await flow(page).getByRole('checkbox', { name: 'I have transferred the funds' }).check();
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByText('Thank you for your pledge').waitFor();
  await context.close();
});
