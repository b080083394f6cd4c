import { demoProjectList } from '@keystone/demo/fixtures';
import type { DashboardInvestmentPage, InvestmentSchedule, InvestorDashboard, ProjectRepayment } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { recoveryShares } from '@keystone/flows/payouts';
import { REPAYMENT_STATE_LABELS, REPAYMENT_STATE_NEXT_STEPS } from '@keystone/flows/projects';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { backer, openedAs, type Pledger } from './support/pledge-flow.ts';

// Issue 34 §3: Micklegate Townhouses (York) is funded by the three backers and its short term has ended unpaid. The
// admin moves it late, into default and recovery, records part of the money recovered and writes off the rest: each
// backer's wallet rises by exactly their share and the loss is what was owed less what came back, to the penny; the
// backers read the state in plain words on the project and on their dashboard. No other journey touches Micklegate.
const micklegate = (() => {
  const found = demoProjectList.find((candidate) => candidate.title.startsWith('Micklegate Townhouses'));
  if (!found) throw new Error('the demo has no Micklegate project');
  return found;
})();
const backers: readonly Pledger[] = [backer('backer1'), backer('backer2'), backer('backer3')];

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** The portal's own calls carry its origin, as the browser's would. */
async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api${path}`, { headers: { origin: baseUrl() } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

interface Holding {
  page: Page;
  /** Each succeeded investment in Micklegate: its id and what it is still owed by its schedule. */
  investments: Array<{ id: number; owedPence: number }>;
  walletBeforePence: number;
}

async function holdingOf(person: Pledger): Promise<Holding> {
  const page = await openedAs(browser, baseUrl(), person);
  const { investments } = await getJson<DashboardInvestmentPage>(
    page,
    '/dashboard/investor/investments?filter=ALL_TIME&limit=100',
  );
  const mine = investments.filter((row) => row.projectId === micklegate.id && row.status === 'SUCCEEDED');
  expect(mine.length).toBeGreaterThan(0);
  const owed = [];
  for (const { id } of mine) {
    const schedule = await getJson<InvestmentSchedule>(page, `/investments/${id}/schedule`);
    owed.push({ id, owedPence: schedule.lines.reduce((sum, line) => sum + line.expectedPence - line.paidPence, 0) });
  }
  const { walletBalancePence } = await getJson<InvestorDashboard>(page, '/dashboard/investor');
  return { page, investments: owed, walletBeforePence: walletBalancePence };
}

const panel = (admin: Page): Locator => admin.getByRole('region', { name: 'Repayment', exact: true });

async function move(admin: Page, from: keyof typeof REPAYMENT_STATE_LABELS, to: keyof typeof REPAYMENT_STATE_LABELS) {
  const form = panel(admin).getByRole('form', { name: 'Change the repayment state' });
  await form.getByRole('combobox', { name: /^New state/ }).selectOption({ label: REPAYMENT_STATE_LABELS[to] });
  await form.getByRole('textbox', { name: /^Reason/ }).fill(`The developer's loan is now ${to.toLowerCase()}.`);
  await form.getByRole('button', { name: 'Change state' }).click();
  await panel(admin).getByText(`${REPAYMENT_STATE_LABELS[from]} → ${REPAYMENT_STATE_LABELS[to]}`).waitFor();
}

const repaymentOf = (admin: Page) => getJson<ProjectRepayment>(admin, `/projects/${micklegate.id}/repayment`);

test('a loan goes late, into default and recovery, part is recovered and the rest written off: wallets and losses exact to the penny, told plainly', async () => {
  const holdings: Holding[] = [];
  for (const person of backers) holdings.push(await holdingOf(person));
  const owedTotal = holdings.flatMap((h) => h.investments).reduce((sum, row) => sum + row.owedPence, 0);

  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.goto(`/platform/projects/${micklegate.id}`);
  await panel(admin).getByText('The loan has been on time since it was funded.').waitFor();
  // The server's figure of what is owed is the backers' schedules added up.
  expect((await repaymentOf(admin)).owedPence).toBe(owedTotal);

  await move(admin, 'ON_TIME', 'LATE');
  const late = await repaymentOf(admin);
  expect(late.state).toBe('LATE');
  // A backer's dashboard says so while it is late, with the day it began and what happens next.
  const first = holdings[0]?.page;
  if (!first) throw new Error('no backer');
  await first.goto('/platform/dashboard');
  const news = first.getByRole('region', { name: 'Loans that are not being repaid on time' });
  const item = news.getByRole('listitem', { name: micklegate.title });
  await item.getByText(REPAYMENT_STATE_LABELS.LATE, { exact: true }).waitFor();
  await item.getByText(`Since ${formatDate(late.since ?? '')}`).waitFor();
  await item.getByText(REPAYMENT_STATE_NEXT_STEPS.LATE).waitFor();

  await move(admin, 'LATE', 'IN_DEFAULT');
  await move(admin, 'IN_DEFAULT', 'IN_RECOVERY');

  // Part of the money back: a third and a few pence, so the shares are not round.
  const recovered = Math.floor(owedTotal / 3) + 7;
  const recovery = panel(admin).getByRole('form', { name: 'Record money recovered' });
  await recovery.getByRole('textbox', { name: /^Amount recovered/ }).fill((recovered / 100).toFixed(2));
  await recovery.getByRole('button', { name: 'Record and pay out' }).click();
  await panel(admin)
    .locator('dl div', { hasText: 'Recovered for investors' })
    .getByText(formatMoney(recovered))
    .waitFor();

  await move(admin, 'IN_RECOVERY', 'CLOSED_WRITTEN_OFF');
  const closed = await repaymentOf(admin);
  expect(closed).toMatchObject({ state: 'CLOSED_WRITTEN_OFF', recoveredPence: recovered });
  expect(closed.lossPence).toBe(owedTotal - recovered);
  await admin.context().close();

  // Shared by what each investment is owed, in the server's order (oldest investment first), the payouts' rule.
  const ordered = holdings
    .flatMap((holding, index) => holding.investments.map((row) => ({ ...row, holder: index })))
    .sort((a, b) => a.id - b.id);
  const shares = recoveryShares(
    recovered,
    ordered.map((row) => row.owedPence),
  );
  let losses = 0;
  for (const [index, holding] of holdings.entries()) {
    const share = ordered.reduce((sum, row, at) => (row.holder === index ? sum + (shares[at] ?? 0) : sum), 0);
    const owed = holding.investments.reduce((sum, row) => sum + row.owedPence, 0);
    const loss = owed - share;
    expect(loss).toBeGreaterThan(0);
    losses += loss;
    const { walletBalancePence } = await getJson<InvestorDashboard>(holding.page, '/dashboard/investor');
    expect(walletBalancePence - holding.walletBeforePence).toBe(share);

    // On their dashboard: the wallet as the API gives it, and the loan written off since the day it closed.
    await holding.page.goto('/platform/dashboard');
    const wallet = holding.page.locator('dl', { has: holding.page.getByText('Wallet balance', { exact: true }) });
    await expect.poll(() => wallet.locator('dd').textContent()).toBe(formatMoney(walletBalancePence));
    const written = holding.page
      .getByRole('region', { name: 'Loans that are not being repaid on time' })
      .getByRole('listitem', { name: micklegate.title });
    await written.getByText(REPAYMENT_STATE_LABELS.CLOSED_WRITTEN_OFF, { exact: true }).waitFor();
    await written.getByText(`Since ${formatDate(closed.since ?? '')}`).waitFor();
    await written.getByText(REPAYMENT_STATE_NEXT_STEPS.CLOSED_WRITTEN_OFF).waitFor();

    // On the project page: the notice in the same words.
    await holding.page.goto(`/platform/projects/${micklegate.id}`);
    const notice = holding.page.getByRole('region', { name: 'How this loan is being repaid' });
    await notice.getByText(REPAYMENT_STATE_LABELS.CLOSED_WRITTEN_OFF, { exact: true }).waitFor();
    await notice.getByText(`Since ${formatDate(closed.since ?? '')}`).waitFor();
    await notice.getByText(REPAYMENT_STATE_NEXT_STEPS.CLOSED_WRITTEN_OFF).waitFor();
    await holding.page.context().close();
  }
  // What was lost is what was owed less what came back, investor by investor and in total.
  expect(losses).toBe(closed.lossPence);
});
