import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { openedAs } from './support/pledge-flow.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

// The journey the issue asks for (a job fails for good, the admin retries it) needs a job the e2e server can make
// fail for good; its runner retries for about half an hour before giving up, so this journey checks what a freshly
// seeded server shows: the screen, reached from the navigation, reading the runner's list through the real API.
test("the admin opens 'Jobs' and reads, from the server's job runner, that no job has failed for good", async () => {
  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.getByRole('link', { name: 'Jobs', exact: true }).click();
  await admin.waitForURL('**/platform/jobs');
  await admin.getByRole('heading', { name: 'Failed jobs', level: 1 }).waitFor();
  await admin.getByText('No jobs have failed.').waitFor();
  expect(await admin.getByRole('table').count()).toBe(0);
  expect(await admin.title()).toBe('Failed jobs · Keystone');
  await admin.context().close();

  const investor = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await investor.getByRole('link', { name: 'Home', exact: true }).waitFor();
  expect(await investor.getByRole('link', { name: 'Jobs', exact: true }).count()).toBe(0);
  await investor.context().close();
});
