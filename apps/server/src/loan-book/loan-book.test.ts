import type { LoanBook, ProjectStatus, RepaymentState } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { projectWalletAccountId, systemAccountId, userWalletAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { releaseToDeveloper, repayAndPayOut } from '../testing/builders/payouts.ts';
import { insertTestInvestment, investFromWallet } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { payIntoWallet } from '../testing/builders/wallet.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { loanBookQueue, loanBookSchedule } from './loan-book-job.ts';

// A book worked by hand. The clock stands at 31 August 2026, noon UTC. Investors A and B, from their wallets:
//   P1 2025-02-01 → 2025-08-01 (181 days) at 9 %: A £10,000, B £5,000; repaid with interest
//      round(1,000,000 × 9 × 181 / 36,500) = 44,630 and round(500,000 × 9 × 181 / 36,500) = 22,315; COMPLETE.
//   P2 2025-09-01 → 2026-03-01 (181 days) at 10 %: A £6,000, B £4,000; £3,000 recovered (A £1,800, B £1,200);
//      written off with losses A 449,753 and B 299,836 (recorded per investment by the recovery slice).
//   P3 planned 2025-12-20 → 2026-06-17 (179 days), actually began 2026-01-15 (so a 2026 loan) at 8.5 %: A £20,000,
//      and a bank transfer of £1,000 still PENDING (never lent); LATE.
//   P4 2026-02-01 → 2027-02-01 (365 days): B £15,000 DEBT at 11 %, A £5,000 EQUITY at 12 %; IN_DEFAULT.
//   P5 2026-03-01 → 2026-09-01 (184 days) at 9 %: A £8,000, £1,000 recovered so far; IN_RECOVERY.
//   Not loans: P6 open for pledges (A £1,000), P7 cancelled and paid back (B £2,000).
// 2025: 2 loans, lent 2,500,000, repaid 1,500,000 + 300,000, interest 66,945, nothing outstanding; rate
//   (1.5M × 9 + 1M × 10) / 2.5M = 9.4 %; term 181 days = 5.95 → 6.0 months.
// 2026: 3 loans, lent 4,800,000, repaid 100,000, outstanding 2,000,000 + 2,000,000 + 700,000; rate
//   (2M × 8.5 + 1.5M × 11 + 0.5M × 12 + 0.8M × 9) / 4.8M = 9.729 → 9.73 %; term (2M × 179 + 2M × 365 + 0.8M × 184)
//   / 4.8M = 257.33 days = 8.46 → 8.5 months.
// All: rate 70.2M / 7.3M = 9.616 → 9.62 %; term 231.19 days = 7.60 → 7.6 months.

const today = new Date('2026-08-31T12:00:00.000Z');
const at = (isoDate: string) => new Date(`${isoDate}T10:00:00.000Z`);

async function project(db: Db, adminId: number, row: Parameters<typeof insertTestProject>[1]) {
  return insertTestProject(db, { created_by: adminId, short_funding_target_pence: 100_000_000, ...row });
}

/** Money recovered for a project's lenders: in from outside, then out of its wallet to each lender's. */
async function recover(db: Db, projectId: number, shares: readonly [number, number][], paidAt: Date) {
  const app = standaloneContext({ db });
  const wallet = await projectWalletAccountId(db, projectId, 'PROJECT_SHORT_WALLET');
  const totalPence = shares.reduce((sum, [, pence]) => sum + pence, 0);
  await postTransaction(app, {
    kind: 'PAY_IN',
    description: 'Money recovered',
    occurredAt: paidAt,
    entries: [
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -totalPence },
      { accountId: wallet, amountPence: totalPence },
    ],
  });
  for (const [userId, pence] of shares) {
    await postTransaction(app, {
      kind: 'TRANSFER_FROM_PROJECT',
      description: `Recovery, project ${projectId}`,
      occurredAt: paidAt,
      entries: [
        { accountId: wallet, amountPence: -pence },
        { accountId: await userWalletAccountId(db, userId), amountPence: pence },
      ],
    });
  }
}

async function setState(db: Db, projectId: number, status: ProjectStatus, repaymentState: RepaymentState) {
  await db
    .updateTable('projects')
    .set({ status, repayment_state: repaymentState, repayment_state_since: today })
    .where('id', '=', projectId)
    .execute();
}

const noneInState = { loans: 0, amountPence: 0 };

describe.each(testEngines)('the public loan book, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => today }, wrapDatabase: statements.wrap });
    const { db } = t.database;
    admin = await insertTestUser(db, { role: 'ADMIN' });
    investor = await insertTestUser(db);
    const a = investor.id;
    const b = (await insertTestUser(db)).id;
    await payIntoWallet(db, a, 10_000_000, at('2025-01-02'));
    await payIntoWallet(db, b, 10_000_000, at('2025-01-02'));
    const invest = (userId: number, projectId: number, amountPence: number, day: string, strategy = 'DEBT' as const) =>
      investFromWallet(db, { userId, projectId, term: 'SHORT', strategy, amountPence, at: at(day) });

    const p1 = await project(db, admin.id, {
      short_start_date: '2025-02-01',
      short_end_date: '2025-08-01',
      short_debt_expected_rate: 9,
    });
    await invest(a, p1, 1_000_000, '2025-01-20');
    await invest(b, p1, 500_000, '2025-01-21');
    await releaseToDeveloper(db, p1, at('2025-02-01'));
    await repayAndPayOut(db, { id: p1, days: 181, yearRatePercent: 9, paidAt: at('2025-08-03') });
    await setState(db, p1, 'COMPLETE', 'ON_TIME');

    const p2 = await project(db, admin.id, {
      short_start_date: '2025-09-01',
      short_end_date: '2026-03-01',
      short_debt_expected_rate: 10,
    });
    await invest(a, p2, 600_000, '2025-08-20');
    await invest(b, p2, 400_000, '2025-08-21');
    await releaseToDeveloper(db, p2, at('2025-09-01'));
    await recover(
      db,
      p2,
      [
        [a, 180_000],
        [b, 120_000],
      ],
      at('2026-06-01'),
    );
    await setState(db, p2, 'FULLY_FUNDED_DEVELOPMENT_BEGAN', 'CLOSED_WRITTEN_OFF');
    const p2Investments = await db
      .selectFrom('investments')
      .select(['id', 'user_id'])
      .where('project_id', '=', p2)
      .execute();
    await db
      .insertInto('investment_losses')
      .values(
        p2Investments.map((row) => ({
          investment_id: row.id,
          project_id: p2,
          user_id: row.user_id,
          loss_pence: row.user_id === a ? 449_753 : 299_836,
        })),
      )
      .execute();

    const p3 = await project(db, admin.id, {
      short_start_date: '2025-12-20',
      short_end_date: '2026-06-17',
      short_actual_start_date: '2026-01-15',
      short_debt_expected_rate: 8.5,
    });
    await invest(a, p3, 2_000_000, '2025-12-10');
    await insertTestInvestment(db, {
      userId: b,
      projectId: p3,
      amountPence: 100_000,
      referenceNumber: 'LOANBOOK3',
      at: today,
    });
    await releaseToDeveloper(db, p3, at('2026-01-15'));
    await setState(db, p3, 'FULLY_FUNDED_DEVELOPMENT_BEGAN', 'LATE');

    const p4 = await project(db, admin.id, {
      short_start_date: '2026-02-01',
      short_end_date: '2027-02-01',
      short_debt_expected_rate: 11,
      short_equity_expected_rate: 12,
    });
    await invest(b, p4, 1_500_000, '2026-01-20');
    await invest(a, p4, 500_000, '2026-01-21', 'EQUITY' as 'DEBT');
    await releaseToDeveloper(db, p4, at('2026-02-01'));
    await setState(db, p4, 'FULLY_FUNDED_DEVELOPMENT_BEGAN', 'IN_DEFAULT');

    const p5 = await project(db, admin.id, {
      short_start_date: '2026-03-01',
      short_end_date: '2026-09-01',
      short_debt_expected_rate: 9,
    });
    await invest(a, p5, 800_000, '2026-02-20');
    await releaseToDeveloper(db, p5, at('2026-03-01'));
    await recover(db, p5, [[a, 100_000]], at('2026-08-01'));
    await setState(db, p5, 'FULLY_FUNDED_DEVELOPMENT_BEGAN', 'IN_RECOVERY');

    const p6 = await project(db, admin.id, { short_start_date: '2026-10-01', short_end_date: '2027-04-01' });
    await invest(a, p6, 100_000, '2026-08-30');
    const p7 = await project(db, admin.id, { short_start_date: '2026-05-01', short_end_date: '2026-11-01' });
    await invest(b, p7, 200_000, '2026-04-20');
    await setState(db, p7, 'CANCELLED_PAID_OUT', 'ON_TIME');
  });
  afterAll(() => t.close());

  async function computed(): Promise<void> {
    const id = await t.app.jobRunner.send(loanBookQueue);
    if (id === null) throw new Error('the loan book job was not queued');
    await t.app.jobRunner.finished(loanBookQueue, id);
  }

  async function get(url: string, user?: TestUser) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: user ? bearer(await tokenFor(t.config.jwtSecret, user)) : {},
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('answers every figure to the penny, by the year each loan began, to anyone signed out', async () => {
    await computed();
    const { status, body } = await get('/loan-book');
    expect(status).toBe(200);
    const book = body as unknown as LoanBook;
    expect(book.computedAt).toBe(today.toISOString());
    expect(book.years).toEqual([
      {
        year: 2025,
        loans: 2,
        lentPence: 2_500_000,
        repaidPence: 1_800_000,
        interestPaidPence: 66_945,
        outstandingPence: 0,
        late: noneInState,
        inDefault: noneInState,
        inRecovery: noneInState,
        writtenOff: { loans: 1, lossPence: 749_589 },
        averageRatePercent: 9.4,
        averageTermMonths: 6,
      },
      {
        year: 2026,
        loans: 3,
        lentPence: 4_800_000,
        repaidPence: 100_000,
        interestPaidPence: 0,
        outstandingPence: 4_700_000,
        late: { loans: 1, amountPence: 2_000_000 },
        inDefault: { loans: 1, amountPence: 2_000_000 },
        inRecovery: { loans: 1, amountPence: 700_000 },
        writtenOff: { loans: 0, lossPence: 0 },
        averageRatePercent: 9.73,
        averageTermMonths: 8.5,
      },
    ]);
    expect(book.total).toEqual({
      loans: 5,
      lentPence: 7_300_000,
      repaidPence: 1_900_000,
      interestPaidPence: 66_945,
      outstandingPence: 4_700_000,
      late: { loans: 1, amountPence: 2_000_000 },
      inDefault: { loans: 1, amountPence: 2_000_000 },
      inRecovery: { loans: 1, amountPence: 700_000 },
      writtenOff: { loans: 1, lossPence: 749_589 },
      averageRatePercent: 9.62,
      averageTermMonths: 7.6,
    });
  });

  it('shows the admin dashboard the same stored copy, whatever its filter', async () => {
    const { body: book } = await get('/loan-book');
    for (const filter of ['ALL_TIME', 'MONTH']) {
      const { status, body } = await get(`/dashboard/admin?filter=${filter}`, admin);
      expect(status).toBe(200);
      expect(body.loanBook).toEqual(book);
    }
    expect((await get('/dashboard/admin', investor)).status).toBe(403);
  });

  it('keeps the figures until the next run, then answers the newer copy', async () => {
    const { db } = t.database;
    const before = await get('/loan-book');
    const p8 = await project(db, admin.id, { short_start_date: '2026-06-01', short_end_date: '2026-12-01' });
    await investFromWallet(db, {
      userId: investor.id,
      projectId: p8,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 123_456,
      at: at('2026-05-20'),
    });
    await setState(db, p8, 'FULLY_FUNDED_DEVELOPMENT_BEGAN', 'ON_TIME');
    expect((await get('/loan-book')).body).toEqual(before.body);
    await computed();
    const after = (await get('/loan-book')).body as unknown as LoanBook;
    expect(after.total).toMatchObject({ loans: 6, lentPence: 7_300_000 + 123_456, outstandingPence: 4_823_456 });
    expect(await db.selectFrom('loan_book_snapshots').select('id').execute()).not.toHaveLength(0);
  });

  it('is worked out every hour, London time, by the job runner', async () => {
    expect(loanBookSchedule.queue).toBe(loanBookQueue);
    const schedules = await t.app.jobRunner.boss.getSchedules(loanBookQueue);
    expect(schedules.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([
      [loanBookSchedule.cron, 'Europe/London'],
    ]);
    expect(loanBookSchedule.cron).toMatch(/^\d+ \* \* \* \*$/);
  });

  it('costs the public page one statement, and never the loans themselves', async () => {
    await stopBackgroundWork(t.app);
    statements.reset();
    expect((await get('/loan-book')).status).toBe(200);
    expect(statements.count).toBe(1);
  });
});

describe.each(testEngines)('a new database, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => today } });
  });
  afterAll(() => t.close());

  it('gets its first loan book at start-up, with no loans yet', async () => {
    // Asked for before the app was ready: the job is there to wait on.
    const [first] = await t.app.jobRunner.boss.findJobs(loanBookQueue, { key: 'first' });
    if (!first) throw new Error('no first loan book job was sent at start-up');
    await t.app.jobRunner.finished(loanBookQueue, first.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/loan-book' })).json()).toMatchObject({
      computedAt: today.toISOString(),
      years: [],
      total: { loans: 0, lentPence: 0, averageRatePercent: 0 },
    });
  });
});
