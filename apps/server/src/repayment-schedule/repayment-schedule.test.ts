import type { InvestmentSchedule, InvestorDashboard, ProjectSchedule, ProjectWalletOperation } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalancePence } from '../ledger/queries.ts';
import {
  handWorked,
  insertHandWorkedProject,
  projectPaymentCalls,
} from '../project-payments/project-payments.test-support.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

describe.each(testEngines)('the repayment schedule on %s', (engine) => {
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

  const get = async (url: string, user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(await tokenFor(t.config.jwtSecret, user)) });
  const investmentsOf = (userId: number) =>
    db().selectFrom('investments').select(['id', 'amount_pence']).where('user_id', '=', userId).orderBy('id').execute();
  const scheduleOf = async (investmentId: number, user: TestUser) => {
    const answer = await get(`/investments/${investmentId}/schedule`, user);
    expect(answer.statusCode).toBe(200);
    return answer.json<InvestmentSchedule>();
  };
  const projectSchedule = async (projectId: number) => {
    const answer = await get(`/projects/${projectId}/schedule`, admin);
    expect(answer.statusCode).toBe(200);
    return answer.json<ProjectSchedule>();
  };
  const payEveryone = async (projectId: number) => {
    await calls.calculate(projectId);
    const funded = await calls.fund(projectId, {
      term: 'SHORT',
      amountPence: handWorked.duePence - handWorked.principalPence,
    });
    const operationId = funded.json<ProjectWalletOperation>().id;
    await expect
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
      .toBe('SUCCEEDED');
    expect((await calls.make(projectId)).statusCode).toBe(204);
  };

  it("shows each line the payout will pay, then what it paid, to the penny of the investor's wallet", async () => {
    const { projectId, ann } = await insertHandWorkedProject(db());
    const [annInvestment] = await investmentsOf(ann.id);
    const before = await scheduleOf(annInvestment?.id ?? 0, ann);
    expect(before).toMatchObject({ projectId, term: 'SHORT', amountPence: 250_000, status: 'SUCCEEDED' });
    expect(
      before.lines.map((line) => [line.kind, line.dueDate, line.expectedPence, line.paidPence, line.paidOn]),
    ).toEqual([
      ['INTEREST', '2026-07-01', handWorked.annProfitPence, 0, null],
      ['CAPITAL', '2026-07-01', 250_000, 0, null],
    ]);

    const walletBefore = await walletBalancePence(db(), ann.id);
    await payEveryone(projectId);
    const paidIn = (await walletBalancePence(db(), ann.id)) - walletBefore;

    const after = await scheduleOf(annInvestment?.id ?? 0, ann);
    expect(after.lines.map((line) => line.status)).toEqual(['PAID', 'PAID']);
    expect(after.lines.map((line) => line.paidPence)).toEqual(before.lines.map((line) => line.expectedPence));
    expect(after.lines.reduce((sum, line) => sum + line.paidPence, 0)).toBe(paidIn);
    expect(paidIn).toBe(handWorked.annTotalPence);
  });

  it("sums the project's schedule over its investors to what the payouts pay, before and after", async () => {
    const { projectId } = await insertHandWorkedProject(db());
    const before = await projectSchedule(projectId);
    expect(
      before.totals.map((total) => [total.kind, total.expectedPence, total.paidPence, total.investments, total.paid]),
    ).toEqual([
      ['INTEREST', handWorked.annProfitPence + handWorked.benProfitPence, 0, 3, 0],
      ['CAPITAL', handWorked.principalPence, 0, 3, 0],
    ]);

    await payEveryone(projectId);
    const rows = await db()
      .selectFrom('project_payments')
      .select(['profit_pence', 'principal_pence', 'total_pence'])
      .where('project_id', '=', projectId)
      .where('status', '=', 'SUCCEEDED')
      .execute();
    const paid = (column: 'profit_pence' | 'principal_pence') => rows.reduce((sum, row) => sum + (row[column] ?? 0), 0);
    const after = await projectSchedule(projectId);
    expect(after.totals.map((total) => [total.kind, total.expectedPence, total.paidPence, total.status])).toEqual([
      ['INTEREST', paid('profit_pence'), paid('profit_pence'), 'PAID'],
      ['CAPITAL', paid('principal_pence'), paid('principal_pence'), 'PAID'],
    ]);
    expect(paid('profit_pence') + paid('principal_pence')).toBe(handWorked.duePence);
  });

  it("refuses another investor's investment (code 10, as its payment details) and an admin (code 11)", async () => {
    const { ann, ben } = await insertHandWorkedProject(db());
    const [annInvestment] = await investmentsOf(ann.id);
    const asBen = await get(`/investments/${annInvestment?.id ?? 0}/schedule`, ben);
    expect(asBen.statusCode).toBe(403);
    expect(asBen.json()).toMatchObject({ errorCode: 10 });
    expect((await get('/investments/2147483647/schedule', ben)).json()).toMatchObject({ errorCode: 10 });
    expect((await get(`/investments/${annInvestment?.id ?? 0}/schedule`, admin)).json()).toMatchObject({
      errorCode: 11,
    });
  });

  it('keeps the project schedule for the admin: an investor is refused, an unknown project is code 17', async () => {
    const { projectId, ann } = await insertHandWorkedProject(db());
    expect((await get(`/projects/${projectId}/schedule`, ann)).json()).toMatchObject({ errorCode: 11 });
    const missing = await get('/projects/2147483647/schedule', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 17 });
  });

  it("answers the dashboard's next payment across the investor's projects, and none once all is paid", async () => {
    const { projectId, ben } = await insertHandWorkedProject(db());
    const dashboard = async () => {
      const answer = await get('/dashboard/investor', ben);
      expect(answer.statusCode).toBe(200);
      return answer.json<InvestorDashboard>();
    };
    expect((await dashboard()).nextPayment).toMatchObject({
      dueDate: '2026-07-01',
      amountPence: handWorked.benTotalPence,
      projectId,
      projects: 1,
    });
    await payEveryone(projectId);
    expect((await dashboard()).nextPayment).toBeUndefined();
  });

  it('has no lines for an investment whose money has not arrived, and leaves it out of the sums', async () => {
    const investor = await insertInvestor(db(), { walletPence: 0 });
    const { projectId } = await insertHandWorkedProject(db());
    const { investmentId } = await insertTestInvestment(db(), {
      userId: investor.id,
      projectId,
      amountPence: 50_000,
      referenceNumber: `KSP-SCHEDULE-${projectId}`,
      at: '2026-02-01T10:00:00Z',
    });
    const schedule = await scheduleOf(investmentId, investor);
    expect(schedule).toMatchObject({ status: 'PENDING', amountPence: 50_000, lines: [] });
    expect((await projectSchedule(projectId)).totals.map((total) => total.expectedPence)).toEqual([
      handWorked.annProfitPence + handWorked.benProfitPence,
      handWorked.principalPence,
    ]);
  });
});
