import { CONSUMER_JOURNEY_LOG_TEXTS } from '@keystone/flows/labels';
import { NEXT_LABELS } from '@keystone/flows/competence';
import { ANSWER_ATTEMPTS_RESET_MESSAGES } from '@keystone/flows/rules';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { inviteAndRegister, resetReason } from './support/journeys.ts';
import {
  answerServed,
  bankDetails,
  investorCertification,
  personalDetails,
  proofOfIdentity,
  servedQuestionTexts,
} from './support/kyc-steps.ts';
import { signIn } from './support/pages.ts';
import { carriesText, pdfContent } from './support/pdf-content.ts';

// Issue 24 §7: an appropriateness attempt the investor fails in the portal is in their journey log, and the admin
// reads it on the investor's profile, questions and answers included, and downloads it as a PDF.

let browser: Browser;
const baseUrl = () => inject('baseUrl');
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

test("a failed appropriateness attempt reaches the investor's journey log, on the admin's profile page and in its PDF", async () => {
  const { page, email } = await inviteAndRegister(browser, baseUrl(), 'Rhoda Record');
  await personalDetails(page, { personType: 'Individual', lastName: 'Record' });
  await proofOfIdentity(page, 'Individual');
  await bankDetails(page, 'Individual');
  await investorCertification(page);
  const questions = await servedQuestionTexts(page);
  await answerServed(page, [0]);
  const graded = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/user?validateQuestions=true'),
  );
  await page.getByRole('button', { name: NEXT_LABELS.next, exact: true }).click();
  expect((await graded).status()).toBe(400);
  await page.context().close();

  const admin = await newVisitor(browser, baseUrl());
  const adminPage = await admin.newPage();
  await signIn(adminPage, demo.admin);
  await adminPage.waitForURL('**/platform/dashboard');
  await adminPage.getByRole('heading', { name: 'Consumer journey, last 30 days' }).waitFor();
  await adminPage.goto(`/platform/users?search=${encodeURIComponent(email)}`);
  await adminPage.getByRole('link', { name: 'View profile of Rhoda Record' }).first().click();
  const log = adminPage.getByRole('list', { name: CONSUMER_JOURNEY_LOG_TEXTS.title });
  const attempt = log.getByRole('listitem', { name: 'Appropriateness assessment failed' });
  await attempt.waitFor();
  await attempt.getByText(questions[0] ?? '', { exact: true }).waitFor();
  await expect(attempt.getByText('(answer given)').count()).resolves.toBe(questions.length);

  // Issue 32: the admin's reset asks a reason, and the record keeps it with who reset.
  await adminPage.getByRole('button', { name: 'Reset questions' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reset the questions for Rhoda Record?' });
  await dialog.getByRole('button', { name: 'Reset questions' }).click();
  await dialog.getByText(ANSWER_ATTEMPTS_RESET_MESSAGES.reasonRequired).waitFor();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(resetReason);
  await dialog.getByRole('button', { name: 'Reset questions' }).click();
  const reset = log.getByRole('listitem', { name: 'Answer attempts reset by an admin' });
  await reset.getByText(resetReason, { exact: true }).waitFor();
  await reset.getByText('1 of 3', { exact: true }).waitFor();

  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('link', { name: CONSUMER_JOURNEY_LOG_TEXTS.download }).click();
  const file = await (await download).path();
  const content = pdfContent(readFileSync(file));
  expect(carriesText(content, 'Consumer journey of Rhoda Record')).toBe(true);
  expect(carriesText(content, 'Appropriateness assessment failed')).toBe(true);
  expect(carriesText(content, 'Answer attempts reset by an admin')).toBe(true);
  expect(carriesText(content, resetReason)).toBe(true);
  await admin.close();
});
