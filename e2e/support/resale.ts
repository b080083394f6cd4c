import type {
  AdminResaleActivity,
  AgreementPage,
  DashboardInvestmentPage,
  PaymentRow,
  Project,
  ProjectPayments,
  ResaleListing,
  ResaleListingDetails,
  ResaleQuote,
  User,
} from '@keystone/api';
import { termWindowOf, type TermWindow } from '@keystone/flows/payouts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { carriesText, pdfContent } from './pdf-content.ts';

// The resale journey's reads and the admin's money moves, through the API as the portal calls it (the session's
// cookie and the portal's origin): what the screens show is checked in the journey; these give it the exact figures.

async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api${path}`, { headers: { origin: new URL(page.url()).origin } });
  if (!answer.ok()) throw new Error(`GET /api${path} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function write(page: Page, method: 'POST' | 'PUT', path: string, data?: unknown, headers = {}) {
  const answer = await page.request.fetch(`/api${path}`, {
    method,
    headers: { origin: new URL(page.url()).origin, ...headers },
    ...(data !== undefined && { data }),
  });
  if (!answer.ok()) throw new Error(`${method} /api${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer;
}

/** The signed-in investor's e-wallet balance, in pence (`GET /user`). */
export async function walletBalance(page: Page): Promise<number> {
  return (await read<User>(page, '/user')).balancePence;
}

/** The signed-in investor's investments in a project, as the dashboard lists them. */
export async function investmentsIn(page: Page, projectId: number) {
  const { investments } = await read<DashboardInvestmentPage>(
    page,
    '/dashboard/investor/investments?filter=ALL_TIME&limit=100',
  );
  return investments.filter((row) => row.projectId === projectId);
}

/** Whether the investment may be listed now, and what selling `amountPence` of it pays (`getResaleQuote`). */
export function resaleQuote(page: Page, investmentId: number, amountPence: number): Promise<ResaleQuote> {
  return read<ResaleQuote>(page, `/investments/${investmentId}/resale-quote?amountPence=${amountPence}`);
}

/** One listing as its reader may see it (`getResaleListing`). */
export async function resaleListing(page: Page, listingId: number): Promise<ResaleListing> {
  return (await read<ResaleListingDetails>(page, `/resale/listings/${listingId}`)).listing;
}

/** The seller's own listings, newest first. */
export async function ownListings(page: Page): Promise<ResaleListing[]> {
  return (await read<{ items: ResaleListing[] }>(page, '/resale/listings?own=true&limit=100')).items;
}

/** The admin's resale activity over all time: the capital sold and the fee income on the platform's revenue account. */
export function resaleActivity(admin: Page): Promise<AdminResaleActivity> {
  return read<AdminResaleActivity>(admin, '/dashboard/admin/resale?filter=ALL_TIME');
}

/** The project's short term as it ran (actual dates where set, else the planned ones): the payouts' window. */
export async function shortTermWindow(page: Page, projectId: number): Promise<TermWindow> {
  const project = await read<Project>(page, `/projects/${projectId}`);
  const window = termWindowOf({
    plannedStart: project.shortStartDate,
    plannedEnd: project.shortEndDate,
    actualStart: project.shortActualStartDate,
    actualEnd: project.shortActualEndDate,
  });
  if (window === undefined) throw new Error(`project ${projectId} has no short term`);
  return window;
}

/** The admin calculates the short term's payout rows (`calculateProjectProfit`) and reads them, one per investor. */
export async function calculatedPayments(admin: Page, projectId: number): Promise<ProjectPayments> {
  await write(admin, 'POST', `/projects/${projectId}/payments/recalculate?term=SHORT`);
  return read<ProjectPayments>(admin, `/projects/${projectId}/payments?term=SHORT&limit=100`);
}

/** The short term's payout rows as they stand. */
export function paymentRows(admin: Page, projectId: number): Promise<ProjectPayments> {
  return read<ProjectPayments>(admin, `/projects/${projectId}/payments?term=SHORT&limit=100`);
}

/** The investor's row by their name. */
export function rowOf(payments: ProjectPayments, name: string): PaymentRow {
  const row = payments.payments.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no payment row for ${name}: ${payments.payments.map((each) => each.name).join(', ')}`);
  return row;
}

/**
 * The developer's repayment into the project's short-term wallet, through the sandbox provider (which fails amounts
 * whose pounds end in 13, so such an amount is rounded a pound up), then waits for the provider to settle it.
 */
export async function fundShortTermWallet(admin: Page, projectId: number, neededPence: number): Promise<void> {
  const before = (await paymentRows(admin, projectId)).walletBalancePence;
  let due = neededPence - before;
  if (due <= 0) return;
  if (Math.floor(due / 100) % 100 === 13) due += 100;
  await write(
    admin,
    'POST',
    `/projects/${projectId}/wallet/fund`,
    { term: 'SHORT', amountPence: due },
    { 'idempotency-key': crypto.randomUUID() },
  );
  await expect
    .poll(async () => (await paymentRows(admin, projectId)).walletBalancePence)
    .toBeGreaterThanOrEqual(neededPence);
}

/** The ids of the signed-in person's agreements for a project (`listAgreements` searched by its title). */
export async function agreementIdsFor(page: Page, projectTitle: string): Promise<number[]> {
  const search = encodeURIComponent(projectTitle);
  const { agreements } = await read<AgreementPage>(page, `/agreements?searchTerm=${search}&limit=100`);
  return agreements.map((agreement) => agreement.id);
}

/** `GET /agreements/{id}/document`: the signed PDF, checked to be one and to name every party given. */
export async function expectAgreementPdf(page: Page, agreementId: number, names: readonly string[]): Promise<void> {
  const answer = await page.request.get(`/api/agreements/${agreementId}/document`);
  expect(answer.status()).toBe(200);
  const pdf = Buffer.from(await answer.body());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const content = pdfContent(pdf);
  // Signed: a signature image and the evidence page after the signed pages, as every agreement.
  expect(content).toMatch(/\/Subtype\s*\/Image/);
  expect(carriesText(content, 'Evidence')).toBe(true);
  for (const name of names) expect(carriesText(content, name), name).toBe(true);
}
