import { readFile } from 'node:fs/promises';
import { demoProjects } from '@keystone/demo/fixtures';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, newVisitor } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { latestMail } from './support/mailbox.ts';
import { signIn } from './support/pages.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

// The server checks uploads by their content: a real PNG and a real (tiny) one-page PDF.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signedIn(person: { email: string; password: string }) {
  const context = await newVisitor(browser, baseUrl());
  const page = await context.newPage();
  await signIn(page, person);
  await page.waitForURL('**/platform/dashboard');
  return page;
}

/** The project editor after a save: the project's own page. */
async function save(page: Page, button: 'Create' | 'Update') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(/\/platform\/projects\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
}

async function edit(page: Page) {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('form', { name: 'Edit project' }).waitFor();
}

const term = (page: Page, name: 'Short term' | 'Long term') => page.getByRole('group', { name, exact: true });

async function downloaded(page: Page, link: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByRole('link', { name: link }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test('an admin creates a project with an image, a pitch deck and a location, opens it for pledges, and cannot change what its status locks', async () => {
  const page = await signedIn(demo.admin);
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Project list' }).waitFor();
  await page.getByRole('link', { name: 'Create project' }).click();
  const form = page.getByRole('form', { name: 'Create project' });
  await form.waitFor();

  await form.getByLabel('Title', { exact: false }).first().fill('Dockside Lofts, Salford');
  await form.getByLabel('Description', { exact: false }).fill('Twelve loft flats in a former warehouse by the quays.');
  await form.getByRole('combobox', { name: /Project type/ }).selectOption({ label: 'Residential build' });
  await form.getByRole('combobox', { name: /Purpose/ }).selectOption({ label: 'Developing' });
  const short = term(page, 'Short term');
  await short.getByLabel('Start date', { exact: false }).fill('2030-01-01');
  await short.getByLabel('End date', { exact: false }).fill('2031-01-01');
  await short.getByLabel('Funding target', { exact: false }).fill('250000');
  await short.getByLabel('Minimum investment', { exact: false }).fill('500');
  await short.getByRole('checkbox', { name: 'Debt secured: offered' }).check();
  await short.getByLabel('Debt secured: Expected rate, % p.a.', { exact: false }).fill('8.5');

  const image = page.getByRole('group', { name: 'Add an image' });
  await image.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('img', { name: 'Preview of image 1' }).waitFor();
  const pitchDeck = page.getByRole('group', { name: 'Pitch deck (PDF)' });
  await pitchDeck
    .locator('input[type=file]')
    .setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: pdf });
  await pitchDeck.getByText('successfully uploaded').waitFor();

  await form.getByLabel('Address', { exact: false }).fill('Ordsall Lane');
  await form.getByLabel('City', { exact: false }).fill('Salford');
  await form.getByLabel('Latitude', { exact: false }).fill('53.4722');
  await form.getByLabel('Longitude', { exact: false }).fill('-2.2801');
  await page.getByRole('region', { name: 'Map preview' }).getByTestId('project-map').waitFor();
  await save(page, 'Create');

  await page.getByRole('heading', { level: 2, name: 'Dockside Lofts, Salford' }).waitFor();
  await page.getByText('Draft', { exact: true }).first().waitFor();
  await page.getByRole('link', { name: 'Pitch deck' }).waitFor();
  const projectPath = new URL(page.url()).pathname;

  // DRAFT → COMING_SOON → AVAILABLE_TO_PLEDGE, each offered only when the status machine allows it.
  await edit(page);
  const status = page.getByRole('combobox', { name: /Status/ });
  expect(await status.locator('option').allTextContents()).toEqual(['Draft', 'Coming soon', 'Archived']);
  await status.selectOption({ label: 'Coming soon' });
  await save(page, 'Update');
  await page.getByText('Coming soon', { exact: true }).first().waitFor();

  await edit(page);
  await expect.poll(() => page.getByLabel('Address', { exact: false }).isDisabled()).toBe(true);
  await status.selectOption({ label: 'Available to pledge' });
  await save(page, 'Update');
  await page.getByText('Available to pledge', { exact: true }).first().waitFor();
  await page.getByRole('region', { name: 'Return calculator' }).waitFor();

  // Locked now: the address and coordinates, and the funding, title and dates.
  await edit(page);
  for (const label of ['Address', 'Latitude', 'Longitude', 'Title']) {
    expect(await page.getByLabel(label, { exact: false }).first().isDisabled(), label).toBe(true);
  }
  expect(await term(page, 'Short term').getByLabel('Funding target', { exact: false }).isDisabled()).toBe(true);
  expect(await page.getByLabel('Description', { exact: false }).isDisabled()).toBe(false);
  expect(new URL(page.url()).pathname).toBe(projectPath.replace('/projects/', '/projects/edit/'));
  await page.context().close();
});

test("an admin exports a funded project's investors: a CSV that opens in Excel with a row per investment", async () => {
  const page = await signedIn(demo.admin);
  const funded = demoProjects.developmentBegan;
  await page.goto(`/platform/projects/${funded.id}`);
  await page.getByRole('heading', { level: 2, name: funded.title }).waitFor();
  const csv = await downloaded(page, 'Export investors');
  expect(csv.name).toMatch(new RegExp(`^project-${funded.id}-.*investors\\.csv$`));
  const text = csv.bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = text.slice(1).trim().split(/\r\n/);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows[0]).toMatch(/Investor/i);
  expect(rows.slice(1).every((row) => row.includes('@'))).toBe(true);
  await page.context().close();
});

test('olivia finds a project by search and status, follows it, uses the calculator, downloads its documents and asks a question', async () => {
  const page = await signedIn(demo.approvedInvestor);
  const project = demoProjects.availableToPledge;
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Project list' }).waitFor();

  await page
    .getByRole('searchbox', { name: 'Search' })
    .or(page.getByRole('textbox', { name: 'Search' }))
    .fill('Riverside');
  await page.waitForURL(/search=Riverside/);
  // The chips are labels over visually hidden checkboxes: a person presses the chip.
  await page.getByRole('group', { name: 'Status' }).getByText('Coming soon', { exact: true }).click();
  // The chip follows the address, which the press changes on the next render: wait for both, not a snapshot.
  await page.waitForURL(/status=AVAILABLE_TO_PLEDGE(&|$)/);
  await expect.poll(() => page.getByRole('checkbox', { name: 'Coming soon' }).isChecked()).toBe(false);
  const card = page.getByRole('link', { name: `More info about ${project.title}` });
  await card.click();
  await page.waitForURL(`**/platform/projects/${project.id}`);
  await page.getByRole('heading', { level: 2, name: project.title }).waitFor();

  // Following shows on her dashboard. The seed may have her following it already: then she stops first.
  const following = page.getByRole('button', { name: /^(Follow|Unfollow)$/ });
  if ((await following.textContent()) === 'Unfollow') await following.click();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();

  // The calculator: £10,000 for the term's months at the rate chosen.
  const calculator = page.getByRole('region', { name: 'Return calculator' });
  await calculator.getByLabel('Investment', { exact: false }).fill('10000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await calculator.getByText(/^Total after \d+ months?/).waitFor();
  await calculator.getByText(/£1\d,\d{3}\.\d{2}/).waitFor();

  // Download all: one zip holding the visible documents, named by their titles.
  const zip = await downloaded(page, 'Download all');
  expect(zip.name).toMatch(/\.zip$/);
  expect(zip.bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.bytes.includes(Buffer.from('Pitch deck.pdf'))).toBe(true);

  // 'Ask here' sends the question with the project's name to the support mailbox.
  await page.getByRole('button', { name: 'Ask here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByLabel('Message', { exact: false }).fill('Is there a secondary market for this project?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await dialog.getByText('Thank you! Your message has been sent.').waitFor();
  const { supportEmail } = (await (await fetch(`${baseUrl()}/api/settings`)).json()) as { supportEmail: string };
  const mail = await latestMail(baseUrl(), supportEmail);
  expect(mail.text).toContain(project.title);
  expect(mail.text).toContain('Is there a secondary market for this project?');
  await page.keyboard.press('Escape');

  await page.goto('/platform/dashboard');
  const followed = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: /^Followed projects/ }),
  });
  await followed.getByRole('link', { name: project.title }).waitFor();
  await page.context().close();
});

test('a DRAFT project is invisible to olivia, by the list and by its address', async () => {
  const page = await signedIn(demo.approvedInvestor);
  const draft = demoProjects.draft;
  await page.goto(`/platform/projects?search=${encodeURIComponent(draft.title.split(',')[0] ?? '')}&status=`);
  await page.getByText('No search result').waitFor();
  await page.goto(`/platform/projects/${draft.id}`);
  await page.getByRole('heading', { name: 'Project does not exist' }).waitFor();
  const answer = await page.request.get(`/api/projects/${draft.id}`);
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toMatchObject({ errorCode: 17 });
  await page.context().close();
});
