import type { ProjectRepayment } from '@keystone/api';
import { REPAYMENT_REASON_MESSAGES } from '@keystone/flows/projects';
import { calendarDateIn } from '@keystone/flows/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectWalletBalancePence, walletBalancePence } from '../ledger/queries.ts';
import { toldOfProject } from '../notifications/notifications.test-support.ts';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { insertHandWorkedProject, projectPaymentCalls } from '../project-payments/project-payments.test-support.ts';
import { INACTIVE_INVESTOR } from '../project-payments/service.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestFollow, insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from '../wallet/wallet.test-support.ts';
import { overduePaymentsQueue } from './overdue-job.ts';
import { repaymentCalls, walkIntoRecovery } from './project-repayment.test-support.ts';
import { SYSTEM_REASONS } from './service.ts';

const DAY_MS = 86_400_000;

// The hand-worked project of the payments' tests (project-payments.test-support.ts): owed, in investment order,
// Ben's £1,000 (100,000p + 4,215p profit), Ann's £2,500 (250,000p + 6,579p) and Ben's £10.05 (1,005p + 0p).
const OWED = { ben1: 104_215, ann: 256_579, ben2: 1_005, total: 361_799 };

describe.each(testEngines)('a loan late, in default, recovered and written off on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  const clock = movableClock();
  const calls = repaymentCalls(
    () => t,
    () => admin,
  );
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
    admin = await insertTestUser(db(), { role: 'ADMIN', full_name: 'Ada Admin' });
    otherAdmin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const repayment = async (projectId: number) => {
    const answer = await calls.get(projectId);
    expect(answer.statusCode).toBe(200);
    return answer.json<ProjectRepayment>();
  };
  const lossesOf = (projectId: number) =>
    db()
      .selectFrom('investment_losses')
      .select(['investment_id', 'user_id', 'loss_pence'])
      .where('project_id', '=', projectId)
      .orderBy('investment_id')
      .execute();

  it('refuses an investor, an unknown project, a move the machine does not permit and a missing reason', async () => {
    const { projectId, ann } = await insertHandWorkedProject(db());
    for (const answer of [
      await calls.get(projectId, ann),
      await calls.move(projectId, 'LATE', 'x', ann),
      await calls.recover(projectId, 100, undefined, ann),
      await calls.settings(undefined, ann),
      await calls.settings(10, ann),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 11 });
    }
    expect((await calls.get(2_000_000_000)).json()).toMatchObject({ errorCode: 17 });

    const skipping = await calls.move(projectId, 'IN_RECOVERY');
    expect(skipping.statusCode).toBe(400);
    expect(skipping.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'state', message: 'The repayment state cannot change from ON_TIME to IN_RECOVERY' }],
    });
    const unexplained = await calls.move(projectId, 'LATE', '   ');
    expect(unexplained.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'reason', message: REPAYMENT_REASON_MESSAGES.required }],
    });
    expect((await calls.move(projectId, 'LATE', 'x'.repeat(501))).json()).toMatchObject({
      fieldErrors: [{ field: 'reason', message: REPAYMENT_REASON_MESSAGES.tooLong }],
    });
    expect(await repayment(projectId)).toMatchObject({ state: 'ON_TIME', since: null, history: [] });
  });

  it('keeps who moved the state, when, from, to and why, newest first, and shows it on the project', async () => {
    const { projectId, ann } = await insertHandWorkedProject(db());
    expect((await calls.move(projectId, 'LATE', '  The developer says the sale completes late  ')).statusCode).toBe(
      200,
    );
    const moved = await calls.move(projectId, 'IN_DEFAULT', 'No payment after two months', otherAdmin);
    expect(moved.statusCode).toBe(200);
    const body = moved.json<ProjectRepayment>();
    expect(body).toMatchObject({ state: 'IN_DEFAULT', owedPence: OWED.total, recoveredPence: 0, lossPence: 0 });
    expect(body.history).toEqual([
      expect.objectContaining({ from: 'LATE', to: 'IN_DEFAULT', changedBy: 'Test User' }),
      expect.objectContaining({
        from: 'ON_TIME',
        to: 'LATE',
        reason: 'The developer says the sale completes late',
        changedBy: 'Ada Admin',
      }),
    ]);
    expect(body.since).toBe(body.history[0]?.changedAt);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, ann)),
    });
    expect(seen.json()).toMatchObject({ repaymentState: 'IN_DEFAULT', repaymentStateSince: body.since });
  });

  it('pays money recovered in proportion to what each is owed, to the penny, then writes off the rest as losses', async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db());
    expect((await calls.recover(projectId, 100_000)).json()).toMatchObject({ errorCode: 52 });
    await walkIntoRecovery(calls, projectId);

    const first = await calls.recover(projectId, 100_000, 'recovery-1');
    expect(first.statusCode).toBe(200);
    // 100,000p × owed / 361,799p: 28,804.94p, 70,917.55p and 277.78p; the two pennies cut off go to .94 and .78.
    expect(await walletBalancePence(db(), ann.id)).toBe(70_917);
    expect(await walletBalancePence(db(), ben.id)).toBe(28_805 + 278);
    expect(first.json()).toMatchObject({ owedPence: OWED.total - 100_000, recoveredPence: 100_000 });

    // A retry moves nothing; the key with another amount is refused.
    expect((await calls.recover(projectId, 100_000, 'recovery-1')).statusCode).toBe(200);
    expect(await walletBalancePence(db(), ann.id)).toBe(70_917);
    expect((await calls.recover(projectId, 5, 'recovery-1')).json()).toMatchObject({ errorCode: 41 });

    expect((await calls.recover(projectId, OWED.total - 100_000 + 1)).json()).toMatchObject({ errorCode: 51 });
    expect((await calls.recover(projectId, 0)).json()).toMatchObject({ errorCode: 2 });

    const writtenOff = await calls.move(projectId, 'CLOSED_WRITTEN_OFF', 'The property sold for less than the loan');
    expect(writtenOff.json()).toMatchObject({ state: 'CLOSED_WRITTEN_OFF', lossPence: OWED.total - 100_000 });
    const investments = await db()
      .selectFrom('investments')
      .select(['id', 'user_id', 'amount_pence'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    const lossOf = (userId: number, amountPence: number) =>
      investments.find((row) => row.user_id === userId && row.amount_pence === amountPence)?.id;
    expect(await lossesOf(projectId)).toEqual(
      [
        { investment_id: lossOf(ann.id, 250_000), user_id: ann.id, loss_pence: OWED.ann - 70_917 },
        { investment_id: lossOf(ben.id, 100_000), user_id: ben.id, loss_pence: OWED.ben1 - 28_805 },
        { investment_id: lossOf(ben.id, 1_005), user_id: ben.id, loss_pence: OWED.ben2 - 278 },
      ].sort((a, b) => (a.investment_id ?? 0) - (b.investment_id ?? 0)),
    );
    // Closed: nothing more moves.
    expect((await calls.move(projectId, 'IN_RECOVERY')).statusCode).toBe(400);
    expect((await calls.recover(projectId, 1)).json()).toMatchObject({ errorCode: 52 });
    expect(await ledgerInvariants(db())).toEqual(sound);
  });

  it("holds a deactivated investor's share in the project's wallet as a payout fails their row, and pays it once they are active", async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db());
    await walkIntoRecovery(calls, projectId);
    const projectWallet = () => projectWalletBalancePence(db(), projectId, 'PROJECT_SHORT_WALLET');
    const walletBefore = await projectWallet();
    await db().updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', ben.id).execute();

    const recovered = await calls.recover(projectId, 100_000, 'held');
    expect(recovered.statusCode).toBe(200);
    // Shared as before (Ann 70,917p; Ben 28,805p + 278p), but Ben's 29,083p stays in the project's wallet.
    expect(await walletBalancePence(db(), ann.id)).toBe(70_917);
    expect(await walletBalancePence(db(), ben.id)).toBe(0);
    expect((await projectWallet()) - walletBefore).toBe(29_083);
    const held = [
      { userId: ben.id, name: 'Petra Pledger', amountPence: 29_083, status: 'FAILED', reason: INACTIVE_INVESTOR },
    ];
    expect(recovered.json()).toMatchObject({
      owedPence: OWED.total - 100_000,
      recoveredPence: 100_000,
      unpaidShares: held,
    });
    expect(await ledgerInvariants(db())).toEqual(sound);

    // Still not active: nothing moves, as 'Make Payment' leaves a FAILED row FAILED. An investor may not ask.
    expect((await calls.payShares(projectId, ben.id, ann)).json()).toMatchObject({ errorCode: 11 });
    expect((await calls.payShares(projectId, ben.id)).json()).toMatchObject({ unpaidShares: held });
    expect(await walletBalancePence(db(), ben.id)).toBe(0);

    // A later recovery is shared the same way: Ben's new share is held beside the first.
    const second = await calls.recover(projectId, 50_000);
    const benSecond = second.json<ProjectRepayment>().unpaidShares[0]?.amountPence ?? 0;
    expect(benSecond).toBeGreaterThan(29_083);

    await db().updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', ben.id).execute();
    const paid = await calls.payShares(projectId, ben.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ unpaidShares: [], recoveredPence: 150_000 });
    expect(await walletBalancePence(db(), ben.id)).toBe(benSecond);
    expect(await projectWallet()).toBe(walletBefore);
    // Pressed again: nothing more.
    expect((await calls.payShares(projectId, ben.id)).json()).toMatchObject({ unpaidShares: [] });
    expect(await walletBalancePence(db(), ben.id)).toBe(benSecond);

    // Written off: each loss is what the investment was owed less its shares, paid or held, to the penny.
    await calls.move(projectId, 'CLOSED_WRITTEN_OFF', 'The rest cannot be recovered');
    const losses = await lossesOf(projectId);
    const shares = await db()
      .selectFrom('project_recovery_shares')
      .select(['investment_id', (eb) => eb.fn.sum<string>('amount_pence').as('pence')])
      .groupBy('investment_id')
      .where(
        'investment_id',
        'in',
        losses.map((loss) => loss.investment_id),
      )
      .execute();
    const shareOf = (id: number) => Number(shares.find((row) => row.investment_id === id)?.pence ?? 0);
    expect(losses.reduce((sum, loss) => sum + loss.loss_pence, 0)).toBe(OWED.total - 150_000);
    expect(losses.map((loss) => loss.loss_pence + shareOf(loss.investment_id)).sort((a, b) => a - b)).toEqual(
      [OWED.ben2, OWED.ben1, OWED.ann].sort((a, b) => a - b),
    );
    expect(await ledgerInvariants(db())).toEqual(sound);
  });

  it('answers a retried recovery with its first answer, after other recoveries and moves, and moves nothing', async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db());
    await walkIntoRecovery(calls, projectId);
    const first = await calls.recover(projectId, 100_000, 'first-answer');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: 'IN_RECOVERY', recoveredPence: 100_000 });

    // Since then: another recovery repays the rest and closes the loan.
    expect((await calls.recover(projectId, OWED.total - 100_000, 'second')).json()).toMatchObject({
      state: 'CLOSED_RECOVERED',
    });
    const wallets = [await walletBalancePence(db(), ann.id), await walletBalancePence(db(), ben.id)];

    const again = await calls.recover(projectId, 100_000, 'first-answer');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect([await walletBalancePence(db(), ann.id), await walletBalancePence(db(), ben.id)]).toEqual(wallets);
    // The key with another amount, or on another project, is the catalogue's refusal, as for every money request.
    expect((await calls.recover(projectId, 100_001, 'first-answer')).json()).toMatchObject({ errorCode: 41 });
    const other = await insertHandWorkedProject(db());
    await walkIntoRecovery(calls, other.projectId);
    expect((await calls.recover(other.projectId, 100_000, 'first-answer')).json()).toMatchObject({ errorCode: 41 });
    expect(await ledgerInvariants(db())).toEqual(sound);
  });

  // What a loan in default owes each investment is what its term's payout pays (owed-by-investment.ts): a LONG
  // investment earns from the long term's start to its end (actual, else planned), as the long-term payout rows do.
  it("owes each LONG and SHORT investment what its term's payout and its schedule say, and writes off exactly that", async () => {
    const projectId = await insertTestProject(db(), {
      status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
      allow_long_term: true,
      short_start_date: '2026-01-01',
      short_end_date: '2026-07-01',
      short_debt_expected_rate: 8.5,
      long_start_date: '2026-07-01',
      long_end_date: '2027-07-01',
      long_debt_expected_rate: 10,
      long_funding_target_pence: 1_000_000,
      long_funding_minimum_pence: 100,
    });
    const ann = await insertInvestor(db(), { walletPence: 250_025 });
    const ben = await insertInvestor(db(), { walletPence: 100_000 });
    const invest = (userId: number, term: 'SHORT' | 'LONG', amountPence: number, at: string) =>
      investFromWallet(db(), { userId, projectId, term, strategy: 'DEBT', amountPence, at: new Date(at) });
    // Paid in before the short term began: it earns nothing then, and 365 days of the long term at 10%.
    await invest(ann.id, 'LONG', 200_000, '2025-12-20T09:00:00Z');
    // Paid in during the long term: 303 days to its planned end (50,025p × 10% × 303 / 365 = 4,152.76p, and the term's left-over penny).
    await invest(ann.id, 'LONG', 50_025, '2026-09-01T09:00:00Z');
    await invest(ben.id, 'SHORT', 100_000, '2025-12-20T09:00:00Z');

    const payments = projectPaymentCalls(
      () => t,
      () => admin,
    );
    const payoutTotals = new Map<number, number>();
    for (const term of ['SHORT', 'LONG'] as const) {
      expect((await payments.calculate(projectId, `?term=${term}`)).statusCode).toBe(204);
    }
    for (const item of await db()
      .selectFrom('project_payment_items as item')
      .innerJoin('project_payments as payment', 'payment.id', 'item.payment_id')
      .select(['item.investment_id', 'item.total_pence'])
      .where('payment.project_id', '=', projectId)
      .execute()) {
      payoutTotals.set(item.investment_id, item.total_pence ?? 0);
    }
    const investments = await db()
      .selectFrom('investments')
      .select(['id', 'user_id', 'amount_pence'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    expect(investments.map((row) => payoutTotals.get(row.id))).toEqual([220_000, 54_178, 104_215]);

    // The investor's schedule says the same of each investment.
    for (const row of investments) {
      const investor = row.user_id === ann.id ? ann : ben;
      const schedule = await t.app.inject({
        method: 'GET',
        url: `/api/investments/${row.id}/schedule`,
        headers: bearer(await tokenFor(t.config.jwtSecret, investor)),
      });
      const lines = schedule.json<{ lines: Array<{ expectedPence: number }> }>().lines;
      expect(lines.reduce((sum, line) => sum + line.expectedPence, 0)).toBe(payoutTotals.get(row.id));
    }

    await walkIntoRecovery(calls, projectId);
    expect((await repayment(projectId)).owedPence).toBe(220_000 + 54_178 + 104_215);
    const closed = await calls.move(projectId, 'CLOSED_WRITTEN_OFF', 'Nothing can be recovered');
    expect(closed.json()).toMatchObject({ lossPence: 220_000 + 54_178 + 104_215 });
    expect((await lossesOf(projectId)).map((loss) => [loss.investment_id, loss.loss_pence])).toEqual(
      investments.map((row) => [row.id, payoutTotals.get(row.id)]),
    );
  });

  it('owes a cancelled project only its principal, as its payout returns, and reads a long term with no dates as none', async () => {
    const cancelled = await insertHandWorkedProject(db(), { status: 'CANCELLED_NOT_PAID_OUT' });
    expect((await repayment(cancelled.projectId)).owedPence).toBe(OWED.total - (4_215 + 6_579));
    // Long term allowed but never dated: the schedule shows no long term, and the repayment owes the short term.
    const undated = await insertHandWorkedProject(db(), { allow_long_term: true });
    expect((await repayment(undated.projectId)).owedPence).toBe(OWED.total);
  });

  it('closes as recovered when the recoveries repay everything owed, with no loss', async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db());
    await walkIntoRecovery(calls, projectId);
    expect((await calls.recover(projectId, 61_799)).statusCode).toBe(200);
    const last = await calls.recover(projectId, 300_000);
    expect(last.json()).toMatchObject({
      state: 'CLOSED_RECOVERED',
      owedPence: 0,
      recoveredPence: OWED.total,
      lossPence: 0,
    });
    expect(last.json<ProjectRepayment>().history[0]).toMatchObject({
      to: 'CLOSED_RECOVERED',
      reason: SYSTEM_REASONS.allRecovered,
      changedBy: null,
    });
    expect(await walletBalancePence(db(), ann.id)).toBe(OWED.ann);
    expect(await walletBalancePence(db(), ben.id)).toBe(OWED.ben1 + OWED.ben2);
    expect(await lossesOf(projectId)).toEqual([]);
  });

  it("tells the project's investors, once each, of every change (the admin's and the last recovery's), not its followers", async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db());
    const follower = await insertTestUser(db());
    await insertTestFollow(db(), follower.id, projectId);
    const stranger = await insertTestUser(db());
    const told = async () =>
      (await toldOfProject(db(), 'REPAYMENT_STATE_CHANGED', projectId)).map(({ user_id, body }) => ({
        userId: user_id,
        body,
      }));

    expect((await calls.move(projectId, 'LATE')).statusCode).toBe(200);
    const late = 'A payment due on this loan is late.';
    expect(await told()).toEqual([
      { userId: ann.id, body: late },
      { userId: ben.id, body: late },
    ]);

    for (const state of ['IN_DEFAULT', 'IN_RECOVERY'] as const) {
      expect((await calls.move(projectId, state)).statusCode).toBe(200);
    }
    expect((await calls.recover(projectId, OWED.total)).statusCode).toBe(200);
    const bodies = (await told()).filter((row) => row.userId === ann.id).map((row) => row.body);
    expect(bodies).toEqual([
      late,
      'This loan is now in default: the borrower has not paid as agreed.',
      'We have started recovering the money owed on this loan.',
      'This loan is closed: the money owed has been recovered.',
    ]);
    expect((await told()).filter((row) => row.userId === ben.id)).toHaveLength(4);
    expect((await told()).filter((row) => [follower.id, stranger.id, admin.id].includes(row.userId))).toEqual([]);
  });

  it('makes a loan late once its payment is the setting’s days overdue, once per due date, on the moved clock', async () => {
    expect((await calls.settings(0)).json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'latePaymentDays' }],
    });
    expect((await calls.settings(30)).json()).toEqual({ latePaymentDays: 30 });
    const today = calendarDateIn(clock.now());
    const projectId = await insertTestProject(db(), {
      status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
      short_start_date: '2025-01-01',
      short_end_date: today,
    });
    const notFunded = await insertTestProject(db(), {
      status: 'AVAILABLE_TO_PLEDGE',
      short_start_date: '2025-01-01',
      short_end_date: '2025-06-01',
    });
    const runJob = async () => {
      const id = await t.app.jobRunner.send(overduePaymentsQueue);
      await t.app.jobRunner.finished(overduePaymentsQueue, id ?? '');
    };
    const stateOf = async (id: number) => (await repayment(id)).state;

    clock.advance(30 * DAY_MS);
    await runJob();
    expect(await stateOf(projectId)).toBe('ON_TIME');

    clock.advance(DAY_MS);
    await runJob();
    await runJob();
    const late = await repayment(projectId);
    expect(late.state).toBe('LATE');
    expect(late.history).toEqual([
      expect.objectContaining({
        from: 'ON_TIME',
        to: 'LATE',
        changedBy: null,
        reason: SYSTEM_REASONS.overdue('SHORT', today, 30),
      }),
    ]);
    expect(await stateOf(notFunded)).toBe('ON_TIME');

    // The admin hears the payment was made: the job does not make it late again for the same due date.
    expect((await calls.move(projectId, 'ON_TIME', 'Paid on the phone, money arriving')).statusCode).toBe(200);
    await runJob();
    expect(await stateOf(projectId)).toBe('ON_TIME');
  });
});

describe.runIf(testEngines.includes('postgres'))('two recoveries at once (postgres)', () => {
  let t: TestApp;
  let admin: TestUser;
  const calls = repaymentCalls(
    () => t,
    () => admin,
  );

  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  it('cannot pay more than is owed', async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(t.database.db);
    await walkIntoRecovery(calls, projectId);
    const answers = await Promise.all([
      calls.recover(projectId, 300_000, 'a'),
      calls.recover(projectId, 300_000, 'b'),
      calls.recover(projectId, 61_799, 'c'),
    ]);
    const paid = answers.filter((answer) => answer.statusCode === 200).length;
    // Refused as more than is owed, or, once the others repaid everything, as no longer in recovery.
    const refused = answers.filter((answer) =>
      [51, 52].includes(answer.json<{ errorCode?: number }>().errorCode ?? 0),
    ).length;
    expect(refused).toBeGreaterThan(0);
    expect(paid + refused, answers.map((answer) => answer.body).join('\n')).toBe(3);
    const total = (await walletBalancePence(t.database.db, ann.id)) + (await walletBalancePence(t.database.db, ben.id));
    expect(total).toBeLessThanOrEqual(OWED.total);
    expect(total).toBe(
      answers.reduce(
        (sum, answer, index) => sum + (answer.statusCode === 200 ? ([300_000, 300_000, 61_799][index] ?? 0) : 0),
        0,
      ),
    );
    expect(await ledgerInvariants(t.database.db)).toEqual(sound);
  });
});
