import { ISA_REPORT_HEADER } from '@keystone/flows/isa-transfers';
import { taxYearOf } from '@keystone/flows/tax';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { openedAs } from './support/pledge-flow.ts';

// Issue 35 §2. The seed opens no ISA yet (the "isa" slice opens them), so this journey is the admin's side: the ISAs
// page from the navigation, with no transfer to act on, and last tax year's annual report from the server.

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test("the admin opens 'ISAs', has no transfer to act on, and downloads last tax year's annual ISA report", async () => {
  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.getByRole('link', { name: 'ISAs', exact: true }).click();
  await admin.waitForURL('**/platform/isas');
  await admin.getByRole('heading', { name: 'ISAs', level: 1 }).waitFor();
  await admin.getByText('No transfers here.').waitFor();
  expect(await admin.title()).toBe('ISAs · Keystone');

  const lastYear = taxYearOf(new Date()) - 1;
  const link = admin.getByRole('link', { name: 'Download the annual ISA report' });
  expect(await link.getAttribute('href')).toBe(`/api/isa-reports/${lastYear}`);
  const report = await admin.request.get(`/api/isa-reports/${lastYear}`);
  expect(report.status()).toBe(200);
  expect(report.headers()['content-type']).toMatch(/^text\/csv/);
  const [header] = (await report.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(header?.split(',').length).toBeGreaterThanOrEqual(ISA_REPORT_HEADER.length);
  await admin.context().close();

  const investor = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await investor.getByRole('link', { name: 'Home', exact: true }).waitFor();
  expect(await investor.getByRole('link', { name: 'ISAs', exact: true }).count()).toBe(0);
  await investor.context().close();
});
