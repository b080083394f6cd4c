import { demoProjects } from '@keystone/demo/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { insertTestPaymentOperation, payIntoWallet } from '../testing/builders/wallet.ts';
import { insertTestFollow, insertTestProject } from '../testing/builders/projects.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { releaseToDeveloper, repayAndPayOut } from '../testing/builders/payouts.ts';
import { projectRow } from '../seed/demo-rows.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';

// Hand-worked figures: the clock stands still at `today`, and investor A's history is:
//   400 days ago  pays in £50,000
//   300 days ago  invests £15,000 in Gamma (short term, DEBT at 9%)
//   200 days ago  Gamma pays back after 120 days: profit round(1,500,000 × 9 × 120 / 36,500) = 44,384
//   100 days ago  invests £10,000 in Alpha (DEBT at 9%): live, 100 days: round(1,000,000 × 9 × 100 / 36,500) = 24,658
//    29 days ago  invests £5,000 in Beta (DEBT_SECURED at 8.5%): live, 29 days: round(500,000 × 8.5 × 29 / 36,500) = 3,377
//     5 days ago  a £100 payout that FAILED; 2 days ago a £200 pay-in still PENDING
//   follows Alpha (10 days ago) and Gamma (250 days ago)
// Investor B invests in Alpha and follows Beta: none of it may show on A's dashboard.

const dayMs = 86_400_000;
const today = new Date('2026-08-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * dayMs);

async function insertProject(db: Db, adminId: number, title: string, rates: { debt?: number; secured?: number }) {
  return insertTestProject(db, {
    ...projectRow(demoProjects.complete, adminId),
    title,
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    short_debt_expected_rate: rates.debt ?? null,
    short_debt_secured_expected_rate: rates.secured ?? null,
  });
}

async function operation(
  db: Db,
  userId: number,
  kind: 'PAY_IN' | 'PAY_OUT',
  status: 'PENDING' | 'FAILED',
  amountPence: number,
  at: Date,
) {
  await insertTestPaymentOperation(db, { userId, kind, status, amountPence, at });
}

describe.each(testEngines)('the investor dashboard, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  let projects: { alpha: number; beta: number; gamma: number };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => today }, wrapDatabase: statements.wrap });
    const { db } = t.database;
    admin = await insertTestUser(db, { role: 'ADMIN' });
    a = await insertTestUser(db);
    b = await insertTestUser(db);
    projects = {
      alpha: await insertProject(db, admin.id, 'Alpha', { debt: 9 }),
      beta: await insertProject(db, admin.id, 'Beta', { secured: 8.5 }),
      gamma: await insertProject(db, admin.id, 'Gamma', { debt: 9 }),
    };
    const invest = (userId: number, projectId: number, strategy: 'DEBT' | 'DEBT_SECURED', pence: number, at: Date) =>
      investFromWallet(db, { userId, projectId, term: 'SHORT', strategy, amountPence: pence, at });

    await payIntoWallet(db, a.id, 5_000_000, daysAgo(400));
    await invest(a.id, projects.gamma, 'DEBT', 1_500_000, daysAgo(300));
    await releaseToDeveloper(db, projects.gamma, daysAgo(299));
    await repayAndPayOut(db, { id: projects.gamma, days: 120, yearRatePercent: 9, paidAt: daysAgo(200) });
    await invest(a.id, projects.alpha, 'DEBT', 1_000_000, daysAgo(100));
    await invest(a.id, projects.beta, 'DEBT_SECURED', 500_000, daysAgo(29));
    await operation(db, a.id, 'PAY_OUT', 'FAILED', 10_000, daysAgo(5));
    await operation(db, a.id, 'PAY_IN', 'PENDING', 20_000, daysAgo(2));
    await insertTestFollow(db, a.id, projects.alpha, daysAgo(10));
    await insertTestFollow(db, a.id, projects.gamma, daysAgo(250));

    await payIntoWallet(db, b.id, 900_000, daysAgo(3));
    await invest(b.id, projects.alpha, 'DEBT', 700_000, daysAgo(1));
    await insertTestFollow(db, b.id, projects.beta, daysAgo(1));
    await operation(db, b.id, 'PAY_IN', 'PENDING', 30_000, daysAgo(0.5));
  });
  afterAll(() => t.close());

  async function get(user: TestUser, url: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('answers the figures for all time, computed from the ledger, investments and payouts', async () => {
    const { status, body } = await get(a, '/dashboard/investor');
    expect(status).toBe(200);
    expect(body).toEqual({
      pledgedInvestmentPence: 3_000_000,
      totalInterestAccruedPence: 24_658 + 3_377 + 44_384,
      walletBalancePence: 5_000_000 - 3_000_000 + 1_544_384,
      myMoneyInPlatform: [
        { projectId: projects.alpha, projectName: 'Alpha', sumPence: 1_000_000, percent: 66.67 },
        { projectId: projects.beta, projectName: 'Beta', sumPence: 500_000, percent: 33.33 },
      ],
      // Alpha and Beta both end on 12 July 2026 (the demo's complete project's actual end), unpaid. Alpha's £10,000
      // earned 50 days at 9%: 12,328.77p, so 12,329p; Beta's money came after the end: no interest.
      nextPayment: {
        dueDate: '2026-07-12',
        amountPence: 1_000_000 + 12_329 + 500_000,
        projectId: projects.alpha,
        projectName: 'Alpha',
        projects: 2,
      },
    });
  });

  it('with loadFirstPageRelated, adds the first page and count of every section', async () => {
    const { body } = await get(a, '/dashboard/investor?loadFirstPageRelated=true');
    expect(body.investments).toEqual({
      investments: [
        expect.objectContaining({ projectName: 'Beta', amountPence: 500_000, status: 'SUCCEEDED' }),
        expect.objectContaining({ projectName: 'Alpha', amountPence: 1_000_000 }),
        expect.objectContaining({
          projectName: 'Gamma',
          amountPence: 1_500_000,
          timestamp: daysAgo(300).toISOString(),
        }),
      ],
      count: 3,
    });
    expect(body.payouts).toEqual({
      payouts: [{ projectId: projects.gamma, projectName: 'Gamma', amountPence: 1_544_384, isaPence: 0 }],
      count: 1,
    });
    expect(body.investedProjects).toEqual({
      projects: ['Beta', 'Alpha', 'Gamma'].map((name) => expect.objectContaining({ projectName: name })),
      count: 3,
    });
    expect(body.followedProjects).toEqual({
      projects: [
        { projectId: projects.alpha, projectName: 'Alpha', status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' },
        { projectId: projects.gamma, projectName: 'Gamma', status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' },
      ],
      count: 2,
    });
    const history = body.walletHistory as { transactions: Record<string, unknown>[]; count: number };
    expect(history.count).toBe(7);
    expect(history.transactions.map(({ type, status, amountPence }) => [type, status, amountPence])).toEqual([
      ['PAY_IN', 'PENDING', 20_000],
      ['PAY_OUT', 'FAILED', 10_000],
      ['TRANSFER_TO_PROJECT', 'SUCCEEDED', 500_000],
      ['TRANSFER_TO_PROJECT', 'SUCCEEDED', 1_000_000],
      ['TRANSFER_FROM_PROJECT', 'SUCCEEDED', 1_544_384],
      ['TRANSFER_TO_PROJECT', 'SUCCEEDED', 1_500_000],
      ['PAY_IN', 'SUCCEEDED', 5_000_000],
    ]);
  });

  it('gives wallet-history rows from both tables ids that cannot clash: even for operations, odd for transfers', async () => {
    const { body } = await get(a, '/dashboard/investor/wallet-history');
    const rows = (body as { transactions: { id: number; type: string; providerTransactionId: string | null }[] })
      .transactions;
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) {
      const fromProvider = row.type === 'PAY_IN' || row.type === 'PAY_OUT';
      expect(row.id % 2).toBe(fromProvider ? 0 : 1);
      if (!fromProvider) expect(row.providerTransactionId).toBeNull();
    }
    expect(rows.at(-1)?.providerTransactionId).toMatch(/^sandbox-payin-/);
  });

  // Issue 32: the investor's screen showed the provider's id; the reference they quoted is theirs to quote back.
  it('gives each deposit the reference quoted on its transfer, and movements without one none', async () => {
    const { body } = await get(a, '/dashboard/investor/wallet-history');
    const rows = (body as { transactions: { type: string; reference: string | null }[] }).transactions;
    expect(rows.map(({ type, reference }) => [type, reference])).toEqual([
      ['PAY_IN', null],
      ['PAY_OUT', null],
      ['TRANSFER_TO_PROJECT', null],
      ['TRANSFER_TO_PROJECT', null],
      ['TRANSFER_FROM_PROJECT', null],
      ['TRANSFER_TO_PROJECT', null],
      ['PAY_IN', expect.stringMatching(/^KSW\d{7}$/)],
    ]);
  });

  it('MONTH keeps the last 30 days; interest on older money counts from the period start', async () => {
    const { body } = await get(a, '/dashboard/investor?filter=MONTH&loadFirstPageRelated=true');
    expect(body).toMatchObject({
      pledgedInvestmentPence: 500_000,
      // Alpha over 30 days: round(1,000,000 × 9 × 30 / 36,500) = 7,397; Beta 3,377; no payout in the period.
      totalInterestAccruedPence: 7_397 + 3_377,
      walletBalancePence: 3_544_384,
      investments: { count: 1 },
      payouts: { payouts: [], count: 0 },
      investedProjects: { count: 1 },
      followedProjects: { count: 1 },
      walletHistory: { count: 3 },
    });
  });

  it('YEAR and HALF_YEAR drop what is older', async () => {
    expect((await get(a, '/dashboard/investor?filter=YEAR&loadFirstPageRelated=true')).body).toMatchObject({
      pledgedInvestmentPence: 3_000_000,
      totalInterestAccruedPence: 24_658 + 3_377 + 44_384,
      payouts: { count: 1 },
      followedProjects: { count: 2 },
      walletHistory: { count: 6 },
    });
    // 31 August − 6 months = 28 February: 184 days. Gamma's investment (300 days) and payout (200) fall out.
    expect((await get(a, '/dashboard/investor?filter=HALF_YEAR&loadFirstPageRelated=true')).body).toMatchObject({
      pledgedInvestmentPence: 1_500_000,
      totalInterestAccruedPence: 24_658 + 3_377,
      investments: { count: 2 },
      payouts: { count: 0 },
      followedProjects: { count: 1 },
      walletHistory: { count: 4 },
    });
  });

  it('pages every list call, and counts a page past the end', async () => {
    const history = await get(a, '/dashboard/investor/wallet-history?limit=2&offset=2');
    expect(history.body).toMatchObject({
      transactions: [{ amountPence: 500_000 }, { amountPence: 1_000_000 }],
      count: 7,
    });
    expect((await get(a, '/dashboard/investor/wallet-history?offset=100')).body).toEqual({
      transactions: [],
      count: 7,
    });
    expect((await get(a, '/dashboard/investor/investments?limit=1&offset=1')).body).toMatchObject({
      investments: [{ projectName: 'Alpha' }],
      count: 3,
    });
    expect((await get(a, '/dashboard/investor/projects-invested?limit=2&offset=2')).body).toMatchObject({
      projects: [{ projectName: 'Gamma' }],
      count: 3,
    });
    expect((await get(a, '/dashboard/investor/projects-follow?limit=1&offset=1')).body).toEqual({
      projects: [{ projectId: projects.gamma, projectName: 'Gamma', status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' }],
      count: 2,
    });
    expect((await get(a, '/dashboard/investor/projects-follow?offset=50')).body).toEqual({ projects: [], count: 2 });
    expect((await get(a, '/dashboard/investor/paid-out?filter=MONTH')).body).toEqual({ payouts: [], count: 0 });
  });

  it("never shows another investor's money, investments or follows", async () => {
    const { body } = await get(b, '/dashboard/investor?loadFirstPageRelated=true');
    expect(body).toMatchObject({
      pledgedInvestmentPence: 700_000,
      // One day held: round(700,000 × 9 × 1 / 36,500) = 173.
      totalInterestAccruedPence: 173,
      walletBalancePence: 200_000,
      myMoneyInPlatform: [{ projectName: 'Alpha', sumPence: 700_000, percent: 100 }],
      investments: { count: 1 },
      payouts: { count: 0 },
      investedProjects: { count: 1 },
      followedProjects: { projects: [{ projectName: 'Beta' }], count: 1 },
      walletHistory: { count: 3 },
    });
    const history = (await get(b, '/dashboard/investor/wallet-history')).body as {
      transactions: { amountPence: number }[];
    };
    expect(history.transactions.map((row) => row.amountPence)).toEqual([30_000, 700_000, 900_000]);
  });

  it('refuses admins (code 11) and callers without a token', async () => {
    for (const url of ['/dashboard/investor', '/dashboard/investor/wallet-history', '/dashboard/investor/paid-out']) {
      const refused = await get(admin, url);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 11 });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/investor' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers an investor with no history with zeros and empty sections', async () => {
    const newcomer = await insertTestUser(t.database.db);
    expect((await get(newcomer, '/dashboard/investor?loadFirstPageRelated=true')).body).toEqual({
      pledgedInvestmentPence: 0,
      totalInterestAccruedPence: 0,
      walletBalancePence: 0,
      myMoneyInPlatform: [],
      investments: { investments: [], count: 0 },
      payouts: { payouts: [], count: 0 },
      investedProjects: { projects: [], count: 0 },
      followedProjects: { projects: [], count: 0 },
      walletHistory: { transactions: [], count: 0 },
    });
  });

  it("tells each investor which of their projects is not repaid on time, since when, newest change first, with no other investor's", async () => {
    const { db } = t.database;
    const setState = (id: number, state: 'ON_TIME' | 'LATE' | 'CLOSED_WRITTEN_OFF', since: Date | null) =>
      db
        .updateTable('projects')
        .set({ repayment_state: state, repayment_state_since: since })
        .where('id', '=', id)
        .execute();
    await setState(projects.alpha, 'LATE', daysAgo(3));
    await setState(projects.gamma, 'CLOSED_WRITTEN_OFF', daysAgo(1));
    try {
      // The period does not hide a state: Gamma's investment is 300 days old.
      expect((await get(a, '/dashboard/investor?filter=MONTH')).body.repaymentNews).toEqual([
        {
          projectId: projects.gamma,
          projectName: 'Gamma',
          state: 'CLOSED_WRITTEN_OFF',
          since: daysAgo(1).toISOString(),
        },
        { projectId: projects.alpha, projectName: 'Alpha', state: 'LATE', since: daysAgo(3).toISOString() },
      ]);
      expect((await get(b, '/dashboard/investor')).body.repaymentNews).toEqual([
        { projectId: projects.alpha, projectName: 'Alpha', state: 'LATE', since: daysAgo(3).toISOString() },
      ]);
    } finally {
      await setState(projects.alpha, 'ON_TIME', null);
      await setState(projects.gamma, 'ON_TIME', null);
    }
    expect((await get(a, '/dashboard/investor')).body).not.toHaveProperty('repaymentNews');
  });

  it('reads the whole dashboard in seven statements (the next payment term read one), the caller check included; a list page in two', async () => {
    const headers = bearer(await tokenFor(t.config.jwtSecret, a));
    // Jobs asked for at start-up (the loan book's first run) would be counted with the request.
    await stopBackgroundWork(t.app);
    const count = async (url: string) => {
      // Counted as a session's first request: its check read from the database, not from the session cache.
      t.app.sessionCache.invalidateAll();
      statements.reset();
      expect((await t.app.inject({ method: 'GET', url: `/api${url}`, headers })).statusCode).toBe(200);
      return statements.count;
    };
    // Six, and one more for the next payment: the whole of its term, so its pennies are the payouts' (issue 34 §1).
    expect(await count('/dashboard/investor?loadFirstPageRelated=true')).toBe(7);
    expect(await count('/dashboard/investor/wallet-history')).toBe(2);
  });
});
