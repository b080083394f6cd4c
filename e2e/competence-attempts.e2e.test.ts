import {
  COMPETENCE_ATTEMPTS_MESSAGES,
  COMPETENCE_REVIEW_MESSAGES,
  COMPETENCE_TOPICS,
  formatAttemptOpensAt,
  NEXT_LABELS,
} from '@keystone/flows/competence';
import { COMPETENCE_BANK, rightOption } from '@keystone/flows/competence-key';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { inviteAndRegister } from './support/journeys.ts';
import {
  answerServed,
  bankDetails,
  investorCertification,
  passCompetenceAndSubmit,
  personalDetails,
  proofOfIdentity,
  servedQuestionTexts,
} from './support/kyc-steps.ts';
import { resetServerClock, setServerClockAhead } from './support/test-clock.ts';

// Issue 24 §5: after a failed attempt the next opens 24 hours later, with other questions. The server's clock is
// moved (test-clock.ts). Within a half the files run one at a time against the half's own server
// (fileParallelism: false, global-setup.ts), so no other journey runs while it is moved; it is put back after each
// test, and every check here is on this file's own investors.

const hourMs = 60 * 60 * 1000;
const minuteMs = 60 * 1000;
const { failed, readAbout, waiting, checkAgain, continue: continueLabel } = COMPETENCE_REVIEW_MESSAGES;

let browser: Browser;
const baseUrl = () => inject('baseUrl');
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(() => resetServerClock());
afterAll(async () => {
  resetServerClock();
  await browser.close();
});

async function reachCompetenceReview(fullName: string, lastName: string): Promise<Page> {
  const { page } = await inviteAndRegister(browser, baseUrl(), fullName, undefined, { rememberMe: true });
  await personalDetails(page, { personType: 'Individual', lastName });
  await proofOfIdentity(page, 'Individual');
  await bankDetails(page, 'Individual');
  await investorCertification(page);
  return page;
}

/** The served questions' ids by topic, each found in the bank by the text on the page. */
async function servedByTopic(page: Page): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  for (const text of await servedQuestionTexts(page)) {
    const question = COMPETENCE_BANK.find((candidate) => candidate.text === text);
    if (!question) throw new Error(`Not a question in the bank: ${text}`);
    served.set(question.topic, question.id);
  }
  return served;
}

/** For each topic, not the question served last time where the bank has another. */
function expectOtherQuestions(next: Map<string, string>, last: Map<string, string>) {
  expect([...next.keys()]).toEqual([...last.keys()]);
  for (const [topic, id] of next) {
    const ofTopic = COMPETENCE_BANK.filter((question) => question.topic === topic);
    if (ofTopic.length > 1) expect(id, `topic ${topic}`).not.toBe(last.get(topic));
  }
}

async function expectNothingChosen(page: Page) {
  const radios = await page.getByRole('radio').all();
  expect(radios.length).toBeGreaterThan(0);
  for (const radio of radios) expect(await radio.isChecked()).toBe(false);
}

/**
 * Answers the first served question wrongly and the rest rightly, presses Next, and returns what the server
 * answered: code 38 with the attempts left, the topics to read and when the next attempt opens (39 on the last).
 */
async function failAttempt(page: Page) {
  await answerServed(page, [0]);
  const graded = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/user?validateQuestions=true'),
  );
  await page.getByRole('button', { name: NEXT_LABELS.next, exact: true }).click();
  const response = await graded;
  expect(response.status()).toBe(400);
  return (await response.json()) as {
    errorCode: number;
    attemptsLeft: number;
    topicsToRead: string[];
    availableAt?: string;
  };
}

/** What the step shows after a failed attempt, and what it never shows: the questions or which answer was wrong. */
async function expectFailedStep(page: Page, attemptsLeft: number, availableAt: string) {
  await page.getByText(failed).waitFor();
  await page.getByText(`Attempts left: ${attemptsLeft}`).waitFor();
  const toRead = page.getByRole('region', { name: readAbout });
  await expect(toRead.getByRole('listitem').allTextContents()).resolves.toEqual([COMPETENCE_TOPICS.q1]);
  await page.getByText(waiting(formatAttemptOpensAt(availableAt)), { exact: true }).waitFor();
  await expect(page.getByRole('radiogroup').count()).resolves.toBe(0);
}

/**
 * Sends the right answers to the questions `served` last straight to the server, as a script retrying until it
 * passes would: refused while the review is closed.
 */
async function gradeDirectly(page: Page, served: Map<string, string>) {
  const answers = Object.fromEntries([...served].map(([topic, id]) => [topic, rightOption(id)]));
  const response = await page.request.put('/api/user?validateQuestions=true', {
    headers: { origin: baseUrl() },
    data: { answers },
  });
  return { status: response.status(), body: await response.json() };
}

/** Runs the server's clock to `ms` after (or before, when negative) the moment `iso`. */
function setServerClockTo(iso: string, ms: number) {
  setServerClockAhead(Date.parse(iso) + ms - Date.now());
}

test('a failed appropriateness attempt waits 24 hours, then serves other questions with nothing chosen, and passing it goes on', async () => {
  const page = await reachCompetenceReview('Iris Waite', 'Waite');
  const first = await servedByTopic(page);
  expect(first.size).toBe(10);

  const failure = await failAttempt(page);
  expect(failure).toMatchObject({ errorCode: 38, attemptsLeft: 2, topicsToRead: ['q1'] });
  const availableAt = failure.availableAt ?? '';
  expect(Date.parse(availableAt) - Date.now()).toBeGreaterThan(24 * hourMs - 5 * minuteMs);
  expect(Date.parse(availableAt) - Date.now()).toBeLessThanOrEqual(24 * hourMs);
  await expectFailedStep(page, 2, availableAt);
  await page.getByRole('button', { name: continueLabel, exact: true }).click();
  await page.getByRole('button', { name: checkAgain, exact: true }).waitFor();

  // Reloaded while waiting, the step still waits, says when the next attempt opens, and serves nothing.
  await page.reload();
  await page.getByRole('heading', { name: 'Competence Review', level: 2 }).waitFor();
  await page.getByRole('button', { name: checkAgain, exact: true }).waitFor();
  await page.getByText(waiting(formatAttemptOpensAt(availableAt)), { exact: true }).waitFor();
  await page.getByText('Attempts left: 2').waitFor();
  await expect(page.getByRole('radiogroup').count()).resolves.toBe(0);
  await expect(gradeDirectly(page, first)).resolves.toEqual({
    status: 409,
    body: expect.objectContaining({ errorCode: 44, availableAt }),
  });

  // A minute before the 24 hours are up, 'Check again' still waits.
  setServerClockTo(availableAt, -minuteMs);
  const review = page.waitForResponse((response) => response.url().endsWith('/api/user/competence-review'));
  await page.getByRole('button', { name: checkAgain, exact: true }).click();
  await expect((await review).json()).resolves.toMatchObject({ status: 'WAITING', nextAttemptAt: availableAt });
  await page.locator('form[data-competence-state="waiting"]').waitFor();
  await expect(page.getByRole('radiogroup').count()).resolves.toBe(0);

  // A minute after, the next attempt opens with another question on each topic and nothing chosen.
  setServerClockTo(availableAt, minuteMs);
  await page.getByRole('button', { name: checkAgain, exact: true }).click();
  const second = await servedByTopic(page);
  expectOtherQuestions(second, first);
  await expectNothingChosen(page);

  await passCompetenceAndSubmit(page);
  await page.getByText('Accepted and under review').waitFor({ timeout: 60_000 });
  await page.context().close();
});

test('three failed attempts, a day apart, lock the review and leave the contact form', async () => {
  const page = await reachCompetenceReview('Owen Thrice', 'Thrice');
  let last = await servedByTopic(page);

  for (const attemptsLeft of [2, 1]) {
    const failure = await failAttempt(page);
    expect(failure).toMatchObject({ errorCode: 38, attemptsLeft });
    const availableAt = failure.availableAt ?? '';
    await expectFailedStep(page, attemptsLeft, availableAt);
    await page.getByRole('button', { name: continueLabel, exact: true }).click();
    setServerClockTo(availableAt, minuteMs);
    await page.getByRole('button', { name: checkAgain, exact: true }).click();
    const next = await servedByTopic(page);
    expectOtherQuestions(next, last);
    await expectNothingChosen(page);
    last = next;
  }

  const third = await failAttempt(page);
  expect(third).toMatchObject({ errorCode: 39, attemptsLeft: 0 });
  expect(third.availableAt).toBeUndefined();
  await page.getByText(COMPETENCE_ATTEMPTS_MESSAGES.noAttemptsLeft).waitFor();
  await expect(page.getByText(/Your next attempt opens/).count()).resolves.toBe(0);

  // Locked for good: a reload, or a day more, serves no question, and the server refuses any answers with 39.
  setServerClockAhead(4 * 24 * hourMs);
  await page.reload();
  await page.getByText(COMPETENCE_ATTEMPTS_MESSAGES.noAttemptsLeft).waitFor();
  await expect(page.getByRole('radiogroup').count()).resolves.toBe(0);
  await expect(gradeDirectly(page, last)).resolves.toEqual({
    status: 400,
    body: expect.objectContaining({ errorCode: 39 }),
  });

  // CONTACT opens the contact form about the attempts, and the message is sent.
  await page.getByRole('button', { name: NEXT_LABELS.contact, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByText('About your competence review attempts').waitFor();
  await expect(dialog.getByLabel('Full name').inputValue()).resolves.toBe('Owen Thrice');
  await dialog.getByLabel('Message').fill('I have used my three attempts at the competence review.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await dialog.getByText('Thank you! Your message has been sent.').waitFor();
  await page.context().close();
});
