import type { ProjectStatus } from '@keystone/api';
import { demoProjects } from '@keystone/demo/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { payIntoWallet } from '../testing/builders/wallet.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { releaseToDeveloper, repayAndPayOut } from '../testing/builders/payouts.ts';
import { projectRow } from '../seed/demo-rows.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';

// Hand-worked figures: the clock stands still at `today` (31 August 2026, noon UTC). MONTH's window is the last 30
// days (from 1 August noon), compared with the 30 before (from 2 July noon); ALL_TIME's progress uses the same two
// windows. HALF_YEAR starts on 28 February noon (184 days back) and is compared with the 184 days before it.
//   Investors registered 300, 100, 55, 50, 40, 10 and 0.25 days ago (the admin is no investor):
//     ALL_TIME 7, today 1; MONTH 2 against 3 before: −33.33 %; HALF_YEAR 6 against 1 before: +500 %.
//   Projects created: Old 300 days ago (COMPLETE), Alpha 100 (FULLY_FUNDED_DEVELOPMENT_BEGAN),
//     Beta 20 (AVAILABLE_TO_PLEDGE), Draft 1 (DRAFT).
//   Pledged (one investor, from the wallet): £15,000 in Old 290 days ago, £10,000 in Alpha 45 days ago, £5,000 in
//     Beta 5 days ago, £2,000 in Beta today, and £3,000 in Beta 3 days ago that FAILED (never counted):
//     ALL_TIME £32,000, today £2,000; MONTH £7,000 against £10,000 before: −30 %.
//   Interest paid out: Old after 120 days at 9 % on 150 days ago, round(1,500,000 × 9 × 120 / 36,500) = 44,384;
//     Alpha after 30 days at 9 % on 15 days ago, round(1,000,000 × 9 × 30 / 36,500) = 7,397:
//     ALL_TIME 51,781; MONTH 7,397 against nothing before: +100 %; today 0.

const dayMs = 86_400_000;
const today = new Date('2026-08-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * dayMs);

async function insertProject(db: Db, adminId: number, title: string, status: ProjectStatus, createdDaysAgo: number) {
  return insertTestProject(db, {
    ...projectRow(demoProjects.complete, adminId),
    title,
    status,
    short_debt_expected_rate: 9,
    created_at: daysAgo(createdDaysAgo),
  });
}

describe.each(testEngines)('the admin dashboard, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;
  let projects: { old: number; alpha: number; beta: number; draft: number };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => today }, wrapDatabase: statements.wrap });
    const { db } = t.database;
    admin = await insertTestUser(db, { role: 'ADMIN', created_at: daysAgo(0.1) });
    investor = await insertTestUser(db, { created_at: daysAgo(300) });
    for (const days of [100, 55, 50, 40, 10, 0.25]) await insertTestUser(db, { created_at: daysAgo(days) });
    projects = {
      old: await insertProject(db, admin.id, 'Old', 'COMPLETE', 300),
      alpha: await insertProject(db, admin.id, 'Alpha', 'FULLY_FUNDED_DEVELOPMENT_BEGAN', 100),
      beta: await insertProject(db, admin.id, 'Beta', 'AVAILABLE_TO_PLEDGE', 20),
      draft: await insertProject(db, admin.id, 'Draft', 'DRAFT', 1),
    };
    const invest = (projectId: number, amountPence: number, at: Date) =>
      investFromWallet(db, { userId: investor.id, projectId, term: 'SHORT', strategy: 'DEBT', amountPence, at });

    await payIntoWallet(db, investor.id, 10_000_000, daysAgo(300));
    await invest(projects.old, 1_500_000, daysAgo(290));
    await releaseToDeveloper(db, projects.old, daysAgo(289));
    await repayAndPayOut(db, { id: projects.old, days: 120, yearRatePercent: 9, paidAt: daysAgo(150) });
    await invest(projects.alpha, 1_000_000, daysAgo(45));
    await releaseToDeveloper(db, projects.alpha, daysAgo(44));
    await repayAndPayOut(db, { id: projects.alpha, days: 30, yearRatePercent: 9, paidAt: daysAgo(15) });
    await invest(projects.beta, 500_000, daysAgo(5));
    await invest(projects.beta, 300_000, daysAgo(3));
    await db
      .updateTable('investments')
      .set({ status: 'FAILED', paid_at: null })
      .where('amount_pence', '=', 300_000)
      .execute();
    await invest(projects.beta, 200_000, daysAgo(0.1));
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

  const statusCounts = (counts: Partial<Record<ProjectStatus, number>>) =>
    expect.arrayContaining(Object.entries(counts).map(([status, count]) => ({ status, count }))) as unknown;

  it('answers every figure for all time (the default), from the tables and the ledger', async () => {
    const { status, body } = await get(admin, '/dashboard/admin');
    expect(status).toBe(200);
    expect(body).toEqual({
      projectsStatistic: statusCounts({
        COMPLETE: 1,
        FULLY_FUNDED_DEVELOPMENT_BEGAN: 1,
        AVAILABLE_TO_PLEDGE: 1,
        DRAFT: 1,
        COMING_SOON: 0,
        ARCHIVED: 0,
      }),
      registeredUsers: { progress: -33.33, dailyValue: 1, periodValue: 7 },
      interestPaidOut: { progress: 100, dailyValuePence: 0, periodValuePence: 44_384 + 7_397 },
      pledgedInvestment: { progress: -30, dailyValuePence: 200_000, periodValuePence: 3_200_000 },
      // The public loan book's stored copy: its figures are checked in loan-book/loan-book.test.ts.
      loanBook: expect.objectContaining({ total: expect.any(Object), years: expect.any(Array) }),
    });
    expect(body.projectsStatistic).toHaveLength(12);
  });

  it('narrows every figure to the last 30 days for MONTH', async () => {
    const { body } = await get(admin, '/dashboard/admin?filter=MONTH');
    expect(body).toEqual({
      projectsStatistic: statusCounts({
        AVAILABLE_TO_PLEDGE: 1,
        DRAFT: 1,
        COMPLETE: 0,
        FULLY_FUNDED_DEVELOPMENT_BEGAN: 0,
      }),
      registeredUsers: { progress: -33.33, dailyValue: 1, periodValue: 2 },
      interestPaidOut: { progress: 100, dailyValuePence: 0, periodValuePence: 7_397 },
      pledgedInvestment: { progress: -30, dailyValuePence: 200_000, periodValuePence: 700_000 },
      loanBook: expect.any(Object),
    });
  });

  it('compares six calendar months with the six before them for HALF_YEAR', async () => {
    const { body } = await get(admin, '/dashboard/admin?filter=HALF_YEAR');
    expect(body).toMatchObject({
      registeredUsers: { progress: 500, dailyValue: 1, periodValue: 6 },
      interestPaidOut: { progress: 100, periodValuePence: 44_384 + 7_397 },
      pledgedInvestment: { periodValuePence: 1_700_000 },
    });
  });

  it('costs five statements besides the caller check (four figures and the stored loan book)', async () => {
    // The loan book's first run, asked for at start-up, would otherwise be counted with the request.
    await stopBackgroundWork(t.app);
    statements.reset();
    await get(admin, '/dashboard/admin?filter=YEAR');
    expect(statements.count).toBeLessThanOrEqual(6);
  });

  it('lists the last projects newest first, 8 to a page, with the count', async () => {
    const all = await get(admin, '/dashboard/admin/last-projects');
    expect(all.body).toEqual({
      projects: [
        { id: projects.draft, title: 'Draft', status: 'DRAFT' },
        { id: projects.beta, title: 'Beta', status: 'AVAILABLE_TO_PLEDGE' },
        { id: projects.alpha, title: 'Alpha', status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' },
        { id: projects.old, title: 'Old', status: 'COMPLETE' },
      ],
      count: 4,
    });
    const second = await get(admin, '/dashboard/admin/last-projects?limit=2&offset=2');
    expect(second.body).toEqual({
      projects: [
        { id: projects.alpha, title: 'Alpha', status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' },
        { id: projects.old, title: 'Old', status: 'COMPLETE' },
      ],
      count: 4,
    });
    expect((await get(admin, '/dashboard/admin/last-projects?offset=10')).body).toEqual({ projects: [], count: 4 });
    expect((await get(admin, '/dashboard/admin/last-projects?filter=MONTH')).body).toEqual({
      projects: [
        { id: projects.draft, title: 'Draft', status: 'DRAFT' },
        { id: projects.beta, title: 'Beta', status: 'AVAILABLE_TO_PLEDGE' },
      ],
      count: 2,
    });
  });

  it('refuses investors (code 11)', async () => {
    for (const url of ['/dashboard/admin', '/dashboard/admin/last-projects']) {
      const { status, body } = await get(investor, url);
      expect(status).toBe(403);
      expect(body).toMatchObject({ errorCode: 11 });
    }
  });
});
