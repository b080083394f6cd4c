import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import { agreementEventLabel } from '@keystone/flows/labels';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { latestMail, linkIn } from './support/mailbox.ts';
import { carriesText, pdfContent } from './support/pdf-content.ts';
import {
  chooseUpToSignature,
  confirmAgreementRead,
  drawSignature,
  flow,
  openedAs,
  pledger,
  signWithTextedCode,
} from './support/pledge-flow.ts';

// Jericho is pledged to by no other journey: olivia's pledge here makes the agreement she then opens.
const jericho = demoProjectList.find((candidate) => candidate.title.startsWith('Jericho Canal Cottages'));
if (!jericho) throw new Error('the demo has no Jericho project');

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

let agreementId: string;

test('olivia signs a pledge, opens her agreements, views the newest and downloads it with her signature and the evidence page', async () => {
  const olivia = pledger(demoPeople.approvedInvestor);
  const page = await openedAs(browser, baseUrl(), olivia);
  await chooseUpToSignature(page, jericho.id, { source: 'E-wallet', strategy: 'Debt', term: 'Short term' });
  await confirmAgreementRead(page);
  await drawSignature(page);
  await signWithTextedCode(page, baseUrl(), olivia.phone);
  await flow(page).getByText('Thank you for your pledge').waitFor();

  await page.getByRole('link', { name: 'Agreements', exact: true }).click();
  await page.waitForURL('**/platform/agreements/all');
  await page.getByRole('heading', { level: 1, name: 'Agreements' }).waitFor();
  // Newest first: the agreement just signed.
  // One reference everywhere (issue 32 §4): the list, the page's title, its frame and the file's name.
  const newest = page.getByRole('link', { name: /^View agreement KSI\d{7}S$/ }).first();
  await newest.waitFor();
  agreementId = ((await newest.getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(agreementId).toMatch(/^\d+$/);
  const reference = (await newest.textContent()) ?? '';
  await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain(jericho.title);
  await newest.click();
  await page.waitForURL(`**/platform/agreement/${agreementId}`);
  await page.getByRole('heading', { level: 1, name: `Agreement ${reference}` }).waitFor();
  const frame = page.locator(`iframe[title="Agreement ${reference}"]`);
  await expect.poll(async () => (await frame.getAttribute('src')) ?? '').toMatch(/^blob:/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`agreement-${reference}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const content = pdfContent(pdf);
  // Her drawn signature is an image in it; the evidence page follows the signed pages.
  expect(content).toMatch(/\/Subtype\s*\/Image/);
  expect(carriesText(content, 'Evidence')).toBe(true);
  expect(carriesText(content, 'Olivia Bennett')).toBe(true);
  expect(carriesText(content, reference)).toBe(true);

  // Issue 32 §8: an e-mail confirms the pledge, with the same reference and a link to the agreement.
  const mail = await latestMail(baseUrl(), demoPeople.approvedInvestor.user.email);
  expect(mail.subject).toBe(`Your pledge to ${jericho.title}`);
  expect(mail.text).toContain(`agreement ${reference}`);
  expect(linkIn(mail, baseUrl())).toBe(`/platform/agreement/${agreementId}`);
  await page.context().close();
});

test('the admin opens the agreement’s audit log as a PDF', async () => {
  const page = await openedAs(browser, baseUrl(), demo.admin);
  await page.goto(`/platform/agreement/${agreementId}`);
  await page.getByRole('link', { name: 'Agreement log' }).click();
  await page.waitForURL(`**/platform/agreement/log/${agreementId}`);
  const frame = page.locator(`iframe[title^="Agreement KSI"][title$=" log"]`);
  await expect.poll(async () => (await frame.getAttribute('src')) ?? '').toMatch(/^blob:/);
  const log = await page.request.get(`/api/agreements/${agreementId}/logs/document`);
  expect(log.status()).toBe(200);
  const pdf = Buffer.from(await log.body());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(carriesText(pdfContent(pdf), agreementEventLabel('SEND_SMS'))).toBe(true);
  expect(carriesText(pdfContent(pdf), 'SEND_SMS')).toBe(false);
  await page.context().close();
});
