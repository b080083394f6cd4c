import { readFileSync } from 'node:fs';
import type { PaymentRow, Project, ProjectInput } from '@keystone/api';
import { demoPeople, demoProjectList } from '@keystone/demo/fixtures';
import { ISA_DECLARATIONS } from '@keystone/flows/isa';
import { PROJECT_FIELDS } from '@keystone/flows/projects';
import { poundsForCsv, taxYearLabel, taxYearOf } from '@keystone/flows/tax';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { carriesText, pdfContent } from './support/pdf-content.ts';
import {
  chooseUpToSignature,
  confirmAgreementRead,
  drawSignature,
  flow,
  openedAs,
  pledger,
  pounds,
  signWithTextedCode,
} from './support/pledge-flow.ts';

// Issue 35: Olivia Bennett has no ISA in the demo. She opens one by signing the application, pays £5,000 in by bank
// transfer (the sandbox settles it into her ISA, never her e-wallet), pledges from it to a project the admin opened
// for this journey, is repaid with interest into the ISA, takes £1,000 out and pays it back without using allowance,
// and downloads her tax statement, whose ISA interest is what the payout's ledger row paid.

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const olivia = demo.approvedInvestor;
// A project open for pledges that no journey changes: its fields are copied into a small project of this journey's.
const template = demoProjectList.find((candidate) => candidate.title.startsWith('Royal William Yard Offices'));
if (!template) throw new Error('the demo has no Royal William Yard project');

/** The admin's API calls carry the portal's origin, as the browser's would. */
const asAdmin = (admin: Page) => {
  const headers = { origin: baseUrl() };
  return {
    get: async <T>(path: string) => (await admin.request.get(`/api${path}`, { headers })).json() as Promise<T>,
    send: async (method: 'post' | 'put', path: string, data?: unknown, extra: Record<string, string> = {}) => {
      const response = await admin.request[method](`/api${path}`, { headers: { ...headers, ...extra }, data });
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
      return response;
    },
  };
};

/** What `createProject` / `updateProject` take of a project as GET answers it. */
function inputOf(project: Project): ProjectInput {
  const fields = Object.fromEntries(
    PROJECT_FIELDS.filter((field) => field in project).map((field) => [field, project[field as keyof Project]]),
  );
  return {
    ...(fields as unknown as ProjectInput),
    images: project.images.map(({ url, main }) => ({ url, main })),
    documents: project.documents.map(({ uuid, title, url, visible, required }) => ({
      uuid,
      title,
      url,
      visible,
      required,
    })),
  };
}

/** A £5,000 project for this journey, open for pledges: made as an admin makes one, a status at a time. */
async function openSmallProject(admin: Page): Promise<number> {
  const api = asAdmin(admin);
  const body: ProjectInput = {
    ...inputOf(await api.get<Project>(`/projects/${template?.id}`)),
    title: `ISA journey project ${Date.now()}`,
    status: 'DRAFT',
    allowLongTerm: false,
    shortFundingTargetPence: 500_000,
    shortFundingMinimumPence: 500_000,
  };
  const created = (await (await api.send('post', '/projects', body)).json()) as Project;
  for (const status of ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'] as const) {
    await api.send('put', `/projects/${created.id}`, { ...body, status });
  }
  return created.id;
}

/** The admin starts the project, calculates its profit, receives the developer's repayment and pays the investors. */
async function repay(admin: Page, projectId: number): Promise<PaymentRow> {
  const api = asAdmin(admin);
  const current = inputOf(await api.get<Project>(`/projects/${projectId}`));
  await api.send('put', `/projects/${projectId}`, { ...current, status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' });
  await api.send('post', `/projects/${projectId}/payments/recalculate?term=SHORT`);
  const payments = await api.get<{ payments: PaymentRow[]; totalSumPence: number }>(
    `/projects/${projectId}/payments?term=SHORT`,
  );
  // The sandbox fails amounts whose pounds end in 13: a penny-exact repayment may be a pound more.
  let due = payments.totalSumPence;
  if (Math.floor(due / 100) % 100 === 13) due += 100;
  await api.send(
    'post',
    `/projects/${projectId}/wallet/fund`,
    { term: 'SHORT', amountPence: due },
    { 'idempotency-key': `isa-journey-${projectId}` },
  );
  await expect
    .poll(
      async () =>
        (await api.get<{ walletBalancePence: number }>(`/projects/${projectId}/payments?term=SHORT`))
          .walletBalancePence,
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(payments.totalSumPence);
  await api.send('post', `/projects/${projectId}/payments/make?term=SHORT`);
  await expect
    .poll(
      async () =>
        (await api.get<{ payments: PaymentRow[] }>(`/projects/${projectId}/payments?term=SHORT`)).payments[0]?.status,
      { timeout: 60_000 },
    )
    .toBe('SUCCEEDED');
  const [row] = (await api.get<{ payments: PaymentRow[] }>(`/projects/${projectId}/payments?term=SHORT`)).payments;
  if (!row) throw new Error('the project has no payment row');
  return row;
}

const cashOf = async (page: Page) => {
  const cash = page.getByRole('region', { name: 'Cash in your ISA' });
  await cash.waitFor();
  return pounds(await cash.getByText(/^£[\d,]+\.\d{2}$/).textContent());
};

/** The figure beside a label in this tax year's allowance panel. */
const allowanceFigure = async (page: Page, label: string) => {
  const panel = page.getByRole('region', { name: /This tax year/ });
  await panel.waitFor();
  return pounds(
    await panel
      .locator('dd', { has: page.locator(`xpath=preceding-sibling::dt[1][normalize-space(.)="${label}"]`) })
      .textContent(),
  );
};

async function moveMoney(page: Page, action: 'Pay in' | 'Take out', choice: string, poundsToMove: number) {
  await page.getByRole('region', { name: 'Cash in your ISA' }).getByRole('button', { name: action }).click();
  const title = action === 'Pay in' ? 'Pay into your ISA' : 'Take money out of your ISA';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(String(poundsToMove));
  await dialog.getByRole('button', { name: action }).click();
  return dialog;
}

test('Olivia opens an ISA, pays in £5,000, pledges from it, is repaid into it, takes out and pays back £1,000, and downloads her statement', async () => {
  const page = await openedAs(browser, baseUrl(), olivia);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My ISA' }).click();
  await page.waitForURL('**/platform/isa');
  const form = page.getByRole('form', { name: 'Apply for an Innovative Finance ISA' });
  await form.getByRole('checkbox', { name: 'I live in the UK' }).click();
  for (const declaration of Object.values(ISA_DECLARATIONS)) {
    await form.getByRole('checkbox', { name: declaration }).click();
  }
  await form.getByRole('textbox', { name: 'National Insurance number' }).fill('AB 12 34 56 C');
  await form.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Olivia Bennett');
  await form.getByRole('button', { name: 'Sign and open my ISA' }).click();

  expect(await cashOf(page)).toBe(0);
  const pdf = await page.request.get('/api/isa/application/document');
  expect(pdf.status()).toBe(200);
  const content = pdfContent(await pdf.body());
  expect(carriesText(content, 'Innovative Finance ISA application')).toBe(true);
  expect(carriesText(content, 'Evidence of electronic signature')).toBe(true);

  // £5,000 by bank transfer: the sandbox settles it after its delay, into the ISA.
  const payIn = await moveMoney(page, 'Pay in', 'By bank transfer', 5000);
  await payIn.getByText(/^KSI\d{7}$/).waitFor();
  await payIn.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(
      async () => {
        await page.reload();
        return cashOf(page);
      },
      { timeout: 60_000 },
    )
    .toBe(5000);
  expect(await allowanceFigure(page, 'Allowance left')).toBe(15_000);

  // She pledges the whole of a £5,000 project from her ISA.
  const admin = await openedAs(browser, baseUrl(), demo.admin);
  const projectId = await openSmallProject(admin);
  await chooseUpToSignature(page, projectId, {
    source: 'Innovative Finance ISA',
    strategy: 'Debt secured',
    term: 'Short term',
    // The project's minimum is its whole target: the one pledge fills it.
    amount: 'Minimum',
  });
  await confirmAgreementRead(page);
  await drawSignature(page);
  await signWithTextedCode(page, baseUrl(), pledger(demoPeople.approvedInvestor).phone);
  await flow(page).getByText('Thank you for your pledge').waitFor();
  await page.goto('/platform/isa');
  expect(await cashOf(page)).toBe(0);

  // The developer repays; the payout's interest and capital go back into the ISA, not the e-wallet.
  const paid = await repay(admin, projectId);
  expect(paid.profitPence ?? 0).toBeGreaterThan(0);
  await page.reload();
  expect(Math.round((await cashOf(page)) * 100)).toBe(paid.totalPence);

  // £1,000 out to the e-wallet and back again: the allowance left does not move.
  const takeOut = await moveMoney(page, 'Take out', 'To my e-wallet', 1000);
  await takeOut.getByText('Your withdrawal has been made.').waitFor();
  await takeOut.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(() => allowanceFigure(page, 'Withdrawn this year, can be paid back without using allowance'))
    .toBe(1000);
  const payBack = await moveMoney(page, 'Pay in', 'From my e-wallet', 1000);
  await payBack.getByText('The money is in your ISA.').waitFor();
  await payBack.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(() => allowanceFigure(page, 'Withdrawn this year, can be paid back without using allowance'))
    .toBe(0);
  expect(await allowanceFigure(page, 'Allowance left')).toBe(15_000);
  expect(Math.round((await cashOf(page)) * 100)).toBe(paid.totalPence);

  // The statement of this tax year, downloaded from its button: the ISA's interest is the payout's profit.
  const taxYear = taxYearOf(new Date());
  await page.goto('/platform/tax-statements');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the ${taxYearLabel(taxYear)} statement as a CSV` }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  const line = text.split(/\r?\n/).find((row) => row.includes('ISA journey project'));
  expect(line).toContain(poundsForCsv(paid.profitPence ?? 0));
  const statementPdf = await page.request.get(`/api/tax-statements/${taxYear}?format=pdf`);
  expect(statementPdf.status()).toBe(200);
  expect(carriesText(pdfContent(await statementPdf.body()), 'This statement is not tax advice.')).toBe(true);
  await admin.context().close();
  await page.context().close();
});
