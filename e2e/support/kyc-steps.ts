import type { Page } from 'playwright-core';

// The KYC wizard as a person fills it in: one function a stage.

// A 1×1 PNG: the server checks uploads by their content, not their name.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The option of each question that is right (a = 0). The server keeps the key; a person who read the risks knows it. */
export const RIGHT_ANSWERS = [2, 1, 2, 0, 1, 1, 1, 1, 2, 0];
export const WRONG_ANSWERS = Array<number>(10).fill(0);

export type PersonType = 'Individual' | 'Company';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: false }).fill(value);

export async function next(page: Page, stage: string, name = 'Next') {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name: stage, level: 2 }).waitFor();
}

async function upload(page: Page, label: string) {
  const group = page.getByRole('group', { name: label });
  await group.locator('input[type=file]').setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: png });
  await group.getByText('successfully uploaded').waitFor();
}

export async function personalDetails(
  page: Page,
  { personType, lastName }: { personType: PersonType; lastName: string },
) {
  await choose(page, 'Person type', personType);
  await choose(page, 'Title', 'Mrs');
  await fill(page, 'First name', 'Grace');
  await fill(page, 'Last name', lastName);
  await fill(page, 'Date of birth', '1984-03-09');
  await fill(page, 'Mobile number', '7700900456');
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

export async function investorCertification(page: Page) {
  await page.getByRole('radio', { name: /Everyday investor/ }).check();
  await page.getByRole('checkbox', { name: /my capital is at risk/ }).click();
  await next(page, 'Competence Review');
}

export async function answer(page: Page, options: number[]) {
  const groups = page.getByRole('radiogroup');
  for (const [index, option] of options.entries()) await groups.nth(index).getByRole('radio').nth(option).check();
}

/** Answers wrongly and presses Next; the competence stage stays with its message. */
export async function failCompetence(page: Page, expectedMessage: string) {
  await answer(page, WRONG_ANSWERS);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText(expectedMessage).waitFor();
}

export async function passCompetenceAndSubmit(page: Page) {
  await answer(page, RIGHT_ANSWERS);
  await next(page, 'Review info');
  await page.getByRole('button', { name: 'Submit' }).click();
}
