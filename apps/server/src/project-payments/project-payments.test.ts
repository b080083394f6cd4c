import type { PaymentRow, ProjectPayments, ProjectWalletOperation } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectWalletBalancePence, walletBalancePence } from '../ledger/queries.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from '../wallet/wallet.test-support.ts';
import { INACTIVE_INVESTOR } from './service.ts';
import {
  handWorked,
  insertHandWorkedProject,
  projectPaymentCalls,
  projectPaymentInvariants,
  projectPaymentsSound,
} from './project-payments.test-support.ts';

describe.each(testEngines)('payments to investors on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const calls = projectPaymentCalls(
    () => t,
    () => admin,
  );
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, { paymentsSandboxDelayMs: 10 });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const projectStatus = async (projectId: number) =>
    (await db().selectFrom('projects').select('status').where('id', '=', projectId).executeTakeFirstOrThrow()).status;
  const settled = async (operationId: number) =>
    expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('payment_provider_operations')
              .select('status')
              .where('id', '=', operationId)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .not.toBe('PENDING');
  const fundAndSettle = async (projectId: number, amountPence: number, term: 'SHORT' | 'LONG' = 'SHORT') => {
    const answer = await calls.fund(projectId, { term, amountPence });
    expect(answer.statusCode).toBe(202);
    await settled(answer.json<ProjectWalletOperation>().id);
  };
  const listed = async (projectId: number, query = '') => {
    const answer = await calls.list(projectId, query);
    expect(answer.statusCode).toBe(200);
    return answer.json<ProjectPayments>();
  };

  it('calculates the hand-worked rows: no penny lost to rounding, and nothing paid yet', async () => {
    const { projectId } = await insertHandWorkedProject(db());
    expect((await listed(projectId)).count).toBe(0);

    expect((await calls.calculate(projectId)).statusCode).toBe(204);

    const payments = await listed(projectId);
    expect(
      payments.payments.map((row) => [row.sumPence, row.days, row.profitPence, row.totalPence, row.status]),
    ).toEqual([
      [101_005, 181, handWorked.benProfitPence, handWorked.benTotalPence, 'PENDING'],
      [250_000, 113, handWorked.annProfitPence, handWorked.annTotalPence, 'PENDING'],
    ]);
    expect(payments.payments[0]?.details.map((item) => [item.investDays, item.profitPence, item.yearRate])).toEqual([
      [181, 4_215, 8.5],
      [1, 0, 8.5],
    ]);
    expect(payments).toMatchObject({
      count: 2,
      totalSumPence: handWorked.duePence,
      sumInfo: { succeededPence: 0, pendingPence: handWorked.duePence },
      walletBalancePence: handWorked.principalPence,
      transferredToLongWalletPence: 0,
    });
    // Calculating again changes nothing.
    await calls.calculate(projectId);
    expect((await listed(projectId)).payments).toEqual(payments.payments);
  });

  it('refuses code 35 until the project wallet covers the rows, then pays each investor once and completes', async () => {
    const { projectId, ann, ben } = await insertHandWorkedProject(db());
    await calls.calculate(projectId);

    const short = await calls.make(projectId);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ errorCode: 35 });
    expect((await listed(projectId)).sumInfo.succeededPence).toBe(0);

    await fundAndSettle(projectId, handWorked.duePence - handWorked.principalPence);
    expect((await listed(projectId)).walletBalancePence).toBe(handWorked.duePence);
    // A double click: two presses at once, then a third once the project has moved on.
    const presses = await Promise.all([calls.make(projectId), calls.make(projectId)]);
    expect(presses.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect((await calls.make(projectId)).statusCode).toBe(204);

    const payments = await listed(projectId);
    expect(payments.payments.map((row) => row.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(payments).toMatchObject({ walletBalancePence: 0, sumInfo: { pendingPence: 0 } });
    expect(await walletBalancePence(db(), ann.id)).toBe(handWorked.annTotalPence);
    expect(await walletBalancePence(db(), ben.id)).toBe(handWorked.benTotalPence);
    // A short-term-only project: payouts started, then paid out, so COMPLETE.
    expect(await projectStatus(projectId)).toBe('COMPLETE');
    const agreements = await db()
      .selectFrom('agreements')
      .select('status')
      .where('project_id', '=', projectId)
      .execute();
    expect(agreements.map((row) => row.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(await ledgerInvariants(db())).toEqual(sound);
    expect(await projectPaymentInvariants(db())).toEqual(projectPaymentsSound);
  });

  it("fails the row of an investor whose account is not active, and 'Make Payment' pays it once it is", async () => {
    const { projectId, ben } = await insertHandWorkedProject(db());
    await calls.calculate(projectId);
    await fundAndSettle(projectId, handWorked.duePence - handWorked.principalPence);
    await db().updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', ben.id).execute();

    await calls.make(projectId);
    const rows = (await listed(projectId)).payments;
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'SUCCEEDED']);
    const failed = await db()
      .selectFrom('project_payments')
      .select('failure_reason')
      .where('user_id', '=', ben.id)
      .executeTakeFirstOrThrow();
    expect(failed.failure_reason).toBe(INACTIVE_INVESTOR);
    expect(await projectStatus(projectId)).toBe('FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT');
    const benRow = rows[0]?.id ?? 0;
    expect((await calls.makeOne(projectId, benRow)).json<PaymentRow>().status).toBe('FAILED');

    await db().updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', ben.id).execute();
    const retried = await calls.makeOne(projectId, benRow);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<PaymentRow>()).toMatchObject({ status: 'SUCCEEDED', totalPence: handWorked.benTotalPence });
    expect((await calls.makeOne(projectId, benRow)).json<PaymentRow>().status).toBe('SUCCEEDED');
    expect(await walletBalancePence(db(), ben.id)).toBe(handWorked.benTotalPence);
    expect(await projectStatus(projectId)).toBe('COMPLETE');
    expect(await projectPaymentInvariants(db())).toEqual(projectPaymentsSound);
  });

  it('returns only the principal of a cancelled project, and then it is CANCELLED_PAID_OUT', async () => {
    const { projectId, ann } = await insertHandWorkedProject(db(), { status: 'CANCELLED_NOT_PAID_OUT' });
    await calls.calculate(projectId);
    const payments = await listed(projectId);
    expect(payments.payments.map((row) => row.profitPence)).toEqual([0, 0]);
    expect(payments.totalSumPence).toBe(handWorked.principalPence);

    expect((await calls.make(projectId)).statusCode).toBe(204);
    expect(await walletBalancePence(db(), ann.id)).toBe(250_000);
    expect(await projectStatus(projectId)).toBe('CANCELLED_PAID_OUT');
  });

  it('shows the payout and its interest on the investor dashboard', async () => {
    const { projectId, ann } = await insertHandWorkedProject(db());
    await calls.calculate(projectId);
    await fundAndSettle(projectId, handWorked.duePence - handWorked.principalPence);
    await calls.make(projectId);

    const headers = bearer(await tokenFor(t.config.jwtSecret, ann));
    const paidOut = await t.app.inject({ method: 'GET', url: '/api/dashboard/investor/paid-out', headers });
    expect(paidOut.json()).toMatchObject({ count: 1, payouts: [{ projectId, amountPence: handWorked.annTotalPence }] });
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard/investor', headers });
    // Repaid, so nothing accrues on it any more: the interest is what was paid.
    expect(dashboard.json()).toMatchObject({
      totalInterestAccruedPence: handWorked.annProfitPence,
      walletBalancePence: handWorked.annTotalPence,
    });
  });

  it('refuses other statuses, uncalculated rows and investors', async () => {
    const { projectId, ann } = await insertHandWorkedProject(db(), { status: 'AVAILABLE_TO_PLEDGE' });
    expect((await calls.calculate(projectId)).json()).toMatchObject({ errorCode: 10 });
    await db()
      .updateTable('projects')
      .set({ status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' })
      .where('id', '=', projectId)
      .execute();
    expect((await calls.make(projectId)).json()).toMatchObject({ errorCode: 10 });
    for (const answer of [
      await calls.list(projectId, '', ann),
      await calls.calculate(projectId, '', ann),
      await calls.make(projectId, '', ann),
    ]) {
      expect(answer.statusCode).toBe(403);
    }
    expect((await calls.list(999_999)).json()).toMatchObject({ errorCode: 17 });
    expect((await calls.calculate(projectId, '?term=LONG')).json()).toMatchObject({ errorCode: 2 });
    await calls.calculate(projectId);
    const other = await insertHandWorkedProject(db());
    const [row] = (await listed(projectId)).payments;
    expect((await calls.makeOne(other.projectId, row?.id ?? 0)).statusCode).toBe(404);
  });

  it('funds a project wallet once per Idempotency-Key, not a draft, and a failed pay-in moves nothing', async () => {
    const { projectId } = await insertHandWorkedProject(db());
    const first = await calls.fund(projectId, { term: 'SHORT', amountPence: 5_000 }, 'fund-1');
    const again = await calls.fund(projectId, { term: 'SHORT', amountPence: 5_000 }, 'fund-1');
    expect(again.json()).toEqual(first.json());
    await settled(first.json<ProjectWalletOperation>().id);
    // The sandbox fails amounts whose pounds end in 13.
    await fundAndSettle(projectId, 11_300);
    expect(await projectWalletBalancePence(db(), projectId, 'PROJECT_SHORT_WALLET')).toBe(
      handWorked.principalPence + 5_000,
    );
    expect((await calls.fund(projectId, { term: 'LONG', amountPence: 100 })).json()).toMatchObject({ errorCode: 2 });
    await db().updateTable('projects').set({ status: 'DRAFT' }).where('id', '=', projectId).execute();
    expect((await calls.fund(projectId, { term: 'SHORT', amountPence: 100 })).json()).toMatchObject({ errorCode: 10 });
    expect(await ledgerInvariants(db())).toEqual(sound);
  });

  it('moves money to the long-term wallet once per key, never more than the short-term wallet holds', async () => {
    const { projectId } = await insertHandWorkedProject(db(), {
      allow_long_term: true,
      long_start_date: '2026-07-01',
      long_end_date: '2027-07-01',
      long_debt_expected_rate: 10,
      long_funding_target_pence: 1_000_000,
      long_funding_minimum_pence: 10_000,
    });
    expect((await calls.transfer(projectId, 100_000, 'move-1')).statusCode).toBe(204);
    expect((await calls.transfer(projectId, 100_000, 'move-1')).statusCode).toBe(204);
    expect((await calls.transfer(projectId, 1_000_000)).json()).toMatchObject({ errorCode: 35 });

    expect(await listed(projectId)).toMatchObject({
      walletBalancePence: handWorked.principalPence - 100_000,
      transferredToLongWalletPence: 100_000,
    });
    expect((await listed(projectId, '?term=LONG')).walletBalancePence).toBe(100_000);
    const shortOnly = await insertHandWorkedProject(db());
    expect((await calls.transfer(shortOnly.projectId, 100)).json()).toMatchObject({ errorCode: 2 });
  });
});
