import { DECLARATION_TEXTS } from '@keystone/flows/declarations';
import { COMPETENCE_BANK, rightOption } from '@keystone/flows/competence-key';
import type { Page } from 'playwright-core';
import { expectStepOpened, scrollToFoot } from './step-top.ts';

// The KYC wizard as a person fills it in: one function a stage.

// A 1×1 PNG: the server checks uploads by their content, not their name.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type PersonType = 'Individual' | 'Company';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: false }).fill(value);

/** Next at the stage's foot: the next stage opens at its top, its heading focused. */
export async function next(page: Page, stage: string, name = 'Next') {
  await scrollToFoot(page);
  await page.getByRole('button', { name, exact: true }).click();
  await expectStepOpened(page.getByRole('heading', { name: stage, level: 2 }));
}

async function upload(page: Page, label: string) {
  const group = page.getByRole('group', { name: label });
  await group.locator('input[type=file]').setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: png });
  await group.getByText('successfully uploaded').waitFor();
}

/** The person's own details; a journey about a demo person gives their name (Grace, Mrs, by default). */
export async function personalDetails(
  page: Page,
  {
    personType,
    lastName,
    firstName = 'Grace',
    title = 'Mrs',
    mobile = '7700900456',
  }: { personType: PersonType; lastName: string; firstName?: string; title?: string; mobile?: string },
) {
  await choose(page, 'Person type', personType);
  await choose(page, 'Title', title);
  await fill(page, 'First name', firstName);
  await fill(page, 'Last name', lastName);
  await fill(page, 'Date of birth', '1984-03-09');
  await fill(page, 'Mobile number', mobile);
  await fill(page, 'Address line 1', '14 Royal Crescent');
  await fill(page, 'City', 'Bath');
  await fill(page, 'Postcode', 'BA1 2LR');
  await next(page, 'Proof of Identity');
}

export async function proofOfIdentity(page: Page, personType: PersonType) {
  await choose(page, 'Document type', 'Passport');
  await upload(page, 'Front of the document');
  const documents =
    personType === 'Company'
      ? ['Registration proof', 'Articles of association', 'Shareholder declaration']
      : ['Proof of address'];
  for (const document of documents) await upload(page, document);
  await next(page, 'Bank details');
}

export async function bankDetails(page: Page, personType: PersonType) {
  await fill(page, 'Sort code', '401276');
  await fill(page, 'Account number', '41234567');
  if (personType === 'Company') {
    await fill(page, 'Company name', 'Holloway Estates Ltd');
    await fill(page, 'Company number', '09876543');
    await choose(page, 'Legal entity', 'Business');
    await fill(page, 'Company address line 1', '2 Queen Square');
    await fill(page, 'Company city', 'Bath');
    await fill(page, 'Company postcode', 'BA1 2HN');
  }
  await next(page, 'Investor Certification');
}

/**
 * The everyday category, its declaration signed with £40,000 of net investable assets (issue 24 §4: a £4,000 limit
 * in 12 months), and the risk statement.
 */
export async function investorCertification(page: Page) {
  await page.getByRole('radio', { name: /Everyday investor/ }).check();
  await fill(page, 'Your net investable assets (£)', '40000');
  await page.getByRole('checkbox', { name: DECLARATION_TEXTS.EVERYDAY_INVESTOR.accept }).check();
  await page.getByRole('checkbox', { name: /my capital is at risk/ }).click();
  await next(page, 'Competence Review');
}

/**
 * Answers the questions the server served, as read from the page: each one found in the bank by its text, and the
 * right option (from flows' key, what a person who read the risks knows) chosen by its label, except on the
 * `wrongTopics` (by position, 0 = the first question), where another option is chosen.
 */
export async function answerServed(page: Page, wrongPositions: number[] = []) {
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    const group = groups.nth(index);
    const text = (await group.locator('legend').textContent())?.trim();
    const question = COMPETENCE_BANK.find((candidate) => candidate.text === text);
    if (!question) throw new Error(`Not a question in the bank: ${text}`);
    const right = question.options.find((option) => option.id === rightOption(question.id));
    const wrong = question.options.find((option) => option.id !== right?.id);
    const chosen = wrongPositions.includes(index) ? wrong : right;
    await group.getByRole('radio', { name: chosen?.label, exact: true }).check();
  }
  return count;
}

/** The questions on the page, by their text: what the server served for this attempt. */
export async function servedQuestionTexts(page: Page): Promise<string[]> {
  await page.getByRole('radiogroup').first().waitFor();
  return (await page.getByRole('radiogroup').locator('legend').allTextContents()).map((text) => text.trim());
}

/**
 * Answers one question wrongly and presses Next: the step says the attempts left and when the next opens, from its
 * top (the questions above are gone).
 */
export async function failCompetence(page: Page, expectedMessage: string) {
  await answerServed(page, [0]);
  await scrollToFoot(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText(expectedMessage).waitFor();
  await expectStepOpened(page.getByRole('heading', { name: 'Competence Review', level: 2 }));
}

export async function passCompetenceAndSubmit(page: Page) {
  await answerServed(page);
  await next(page, 'Review info');
  await page.getByRole('button', { name: 'Submit' }).click();
}
