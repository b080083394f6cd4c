import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { demoProjectList } from '@keystone/demo/fixtures';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { adminActsOn, inviteAndRegister } from './support/journeys.ts';
import {
  bankDetails,
  investorCertification,
  passCompetenceAndSubmit,
  personalDetails,
  proofOfIdentity,
} from './support/kyc-steps.ts';
import {
  chooseUpToSignature,
  confirmAgreementRead,
  flow,
  signWithTextedCode,
  typeSignature,
} from './support/pledge-flow.ts';
import { resetServerClock, setServerClockAhead } from './support/test-clock.ts';

const { PERSONALISED_WARNING: WARNING, CONFIRM_AFTER_COOLING_OFF: CONFIRM } = CONSUMER_JOURNEY_TEXTS;
// Finnieston is pledged to by no other journey.
const project = demoProjectList.find((candidate) => candidate.title.startsWith('Finnieston'));
if (!project) throw new Error('the demo has no Finnieston project');
const hourMs = 60 * 60 * 1000;

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

test('a new investor, once approved, is warned by name, cools off for 24 hours, is refused a pledge until then, confirms and pledges', async () => {
  const { page, email } = await inviteAndRegister(browser, baseUrl(), 'Grace Fletcher', undefined, {
    rememberMe: true,
  });
  await personalDetails(page, { personType: 'Individual', lastName: 'Fletcher' });
  await proofOfIdentity(page, 'Individual');
  await bankDetails(page, 'Individual');
  await investorCertification(page);
  await passCompetenceAndSubmit(page);
  await page.getByText('Accepted and under review').waitFor({ timeout: 60_000 });
  await adminActsOn(browser, baseUrl(), email, 'Approve KYC');

  await page.goto(`/platform/projects/${project.id}`);
  await page.getByRole('button', { name: 'Invest here' }).click();
  const warning = page.getByRole('region', { name: WARNING.warning('Grace') });
  await warning.getByRole('heading', { name: WARNING.warning('Grace') }).waitFor();
  // The banner above it links to the summary in the same words: the warning's own link is the one checked.
  await expect(warning.getByRole('link', { name: WARNING.learnMore }).getAttribute('href')).resolves.toBe(
    '/risk-summary',
  );
  await page.getByRole('button', { name: WARNING.continue }).click();
  const notice = page.getByText(/^You can invest from \d\d:\d\d on \w+day \d{1,2} \w+$/);
  await notice.waitFor();

  const refused = await page.request.post('/api/pledges', {
    headers: { origin: baseUrl() },
    data: { projectId: project.id, investStrategy: 'DEBT', shortAmountPence: 50_000, longAmountPence: 0 },
  });
  expect(refused.status()).toBe(409);
  const body = await refused.json();
  expect(body).toMatchObject({ errorCode: 43, message: await notice.textContent() });
  expect(Date.parse(body.availableAt) - Date.now()).toBeGreaterThan(23 * hourMs);

  // A day later by the server's clock, the same 'Invest here' asks plainly whether to go on.
  setServerClockAhead(24 * hourMs + 60_000);
  await page.goto(`/platform/projects/${project.id}`);
  await page.getByRole('button', { name: 'Invest here' }).click();
  await page.getByRole('heading', { name: CONFIRM.question }).waitFor();
  await page.getByRole('button', { name: CONFIRM.continue }).click();
  await page.getByRole('navigation', { name: 'Pledge steps' }).waitFor();

  // From now on 'Invest here' opens the pledge at once, and the server takes it.
  await chooseUpToSignature(page, project.id, { source: 'Bank transfer', strategy: 'Debt', term: 'Short term' });
  await confirmAgreementRead(page);
  await typeSignature(page, 'Grace Fletcher');
  await signWithTextedCode(page, baseUrl(), '+447700900456');
  await flow(page).getByRole('checkbox', { name: 'I have transferred the funds' }).check();
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByText('Thank you for your pledge').waitFor();
  await page.context().close();
});
