import { standaloneContext } from '../context/app-context.ts';
import type { InvestorDashboard, PaymentInfo, ProjectPayments, ProjectWalletOperation, User } from '@keystone/api';
import {
  PROJECT_TARGET_MAX_PENCE,
  PROJECT_WALLET_OPERATION_MAX_PENCE,
  WALLET_OPERATION_MAX_PENCE,
} from '@keystone/flows/constants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/app-context.ts';
import { projectPaymentCalls } from '../project-payments/project-payments.test-support.ts';
import { settleBankTransferInvestment } from '../pledges/investments/service.ts';
import { capturingSms, pledgeCalls } from '../pledges/pledge.test-support.ts';
import { projectWalletOfPayIn } from '../project-wallets/service.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { settlePaymentOperation } from '../wallet/settlement.ts';
import { ledgerInvariants, manualPaymentProvider, sound } from '../wallet/wallet.test-support.ts';

const maxDepositPounds = WALLET_OPERATION_MAX_PENCE / 100;

/** Amounts up to the ceilings, most of them near them: what each run moves through every money operation. */
const amounts = fc.record({
  depositsPounds: fc.tuple(
    fc.integer({ min: maxDepositPounds - 1_000, max: maxDepositPounds }),
    fc.integer({ min: 1, max: maxDepositPounds }),
  ),
  /** Of what the deposits leave: the withdrawal's share, then the pledge's share of what remains. */
  withdrawShare: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
  pledgeShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
  projectPaymentsPence: fc.tuple(
    fc.integer({ min: PROJECT_WALLET_OPERATION_MAX_PENCE - 1_000_000, max: PROJECT_WALLET_OPERATION_MAX_PENCE }),
    fc.integer({ min: 1, max: PROJECT_WALLET_OPERATION_MAX_PENCE }),
  ),
  transferPence: fc.integer({ min: 1, max: PROJECT_WALLET_OPERATION_MAX_PENCE }),
});

// Issue 22 §5: funding a project wallet twice with the contract's largest amount (9,007,199,254,740,991 pence) left
// it at 18,014,398,509,481,982 pence, beyond what a JavaScript number holds exactly, and its payments page answered
// 500 for good. Every money input now has a business ceiling, which keeps every stored sum exact.
describe.each(testEngines)('money up to its ceilings on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const sms = capturingSms();
  const payments = manualPaymentProvider();
  const admins = projectPaymentCalls(
    () => t,
    () => admin,
  );
  const pledges = pledgeCalls(() => t, sms);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { sms, payments } });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const get = async (user: TestUser, url: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer;
  };
  const wallet = async (operation: 'fund-wallet' | 'withdraw', user: TestUser, amountPence: number) => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/investments/${operation}?amountPence=${amountPence}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };
  const settle = (operationId: number) =>
    settlePaymentOperation(
      standaloneContext({ db: db(), clock: systemClock }),
      operationId,
      { succeeded: true, providerReference: `ceiling-${operationId}` },
      settleBankTransferInvestment,
      projectWalletOfPayIn,
    );
  const fundProject = async (projectId: number, amountPence: number) => {
    const answer = await admins.fund(projectId, { term: 'SHORT', amountPence });
    expect(answer.statusCode, answer.body).toBe(202);
    await settle(answer.json<ProjectWalletOperation>().id);
  };
  const projectPayments = async (projectId: number, query = '') =>
    (await get(admin, `/api/projects/${projectId}/payments${query}`)).json<ProjectPayments>();

  it('refuses an amount over a ceiling, so two of the largest payments leave the page exact', async () => {
    const projectId = await insertTestProject(db(), { status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' });
    const overCeiling = await admins.fund(projectId, { term: 'SHORT', amountPence: Number.MAX_SAFE_INTEGER });
    expect(overCeiling.statusCode).toBe(400);
    expect(overCeiling.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'amountPence' }] });
    await fundProject(projectId, PROJECT_WALLET_OPERATION_MAX_PENCE);
    await fundProject(projectId, PROJECT_WALLET_OPERATION_MAX_PENCE);
    expect((await projectPayments(projectId)).walletBalancePence).toBe(2 * PROJECT_WALLET_OPERATION_MAX_PENCE);
  });

  it('moves random amounts up to the ceilings through every money operation and reads every money page exactly', async () => {
    await fc.assert(
      fc.asyncProperty(amounts, async (drawn) => {
        const investor = await insertInvestor(db());
        await db()
          .updateTable('users')
          .set({ sort_code: '309634', account_number: '41726385' })
          .where('id', '=', investor.id)
          .execute();
        for (const pounds of drawn.depositsPounds) {
          const deposit = await wallet('fund-wallet', investor, pounds * 100);
          const pending = payments.watched.at(-1);
          expect(pending?.amountPence).toBe(deposit.json<PaymentInfo>().sumPence);
          await settle(pending?.id ?? 0);
        }
        const depositedPence = (drawn.depositsPounds[0] + drawn.depositsPounds[1]) * 100;
        const withdrawnPence = Math.min(
          WALLET_OPERATION_MAX_PENCE,
          Math.max(100, Math.floor((depositedPence * drawn.withdrawShare) / 100) * 100),
        );
        await wallet('withdraw', investor, withdrawnPence);
        const pledgedPence = Math.max(
          100,
          Math.floor(((depositedPence - withdrawnPence) * drawn.pledgeShare) / 100) * 100,
        );

        const projectId = await insertTestProject(db(), {
          short_funding_target_pence: PROJECT_TARGET_MAX_PENCE,
          short_funding_minimum_pence: 100,
          allow_long_term: true,
          long_start_date: '2027-07-15',
          long_end_date: '2028-07-15',
          long_funding_target_pence: PROJECT_TARGET_MAX_PENCE,
          long_funding_minimum_pence: 100,
          long_debt_expected_rate: 9,
        });
        const started = await pledges.start(investor, { projectId, shortAmountPence: pledgedPence });
        expect(started.statusCode, started.body).toBe(201);
        const { pledgeId } = started.json<{ pledgeId: number }>();
        await pledges.sendSms(investor, pledgeId);
        const finished = await pledges.finish(investor, pledgeId, { smsCode: await pledges.codeSentTo(investor) });
        expect(finished.statusCode, finished.body).toBe(200);

        await db()
          .updateTable('projects')
          .set({ status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' })
          .where('id', '=', projectId)
          .execute();
        for (const amountPence of drawn.projectPaymentsPence) await fundProject(projectId, amountPence);
        const shortPence = pledgedPence + drawn.projectPaymentsPence[0] + drawn.projectPaymentsPence[1];
        expect((await admins.calculate(projectId)).statusCode).toBe(204);
        const due = await projectPayments(projectId);
        expect(due.payments.map((row) => row.sumPence)).toEqual([pledgedPence]);
        const paidPence = due.totalSumPence;
        expect((await admins.make(projectId)).statusCode).toBe(204);

        const transferPence = Math.min(drawn.transferPence, shortPence - paidPence);
        const transfer = await admins.transfer(projectId, transferPence);
        expect(transfer.statusCode, transfer.body).toBe(204);

        const walletPence = depositedPence - withdrawnPence - pledgedPence + paidPence;
        expect((await get(investor, '/api/user')).json<User>().balancePence).toBe(walletPence);
        expect((await get(investor, '/api/dashboard/investor')).json<InvestorDashboard>()).toMatchObject({
          walletBalancePence: walletPence,
        });
        for (const page of ['wallet-history', 'investments', 'projects-invested', 'paid-out']) {
          await get(investor, `/api/dashboard/investor/${page}`);
        }
        expect(await projectPayments(projectId)).toMatchObject({
          walletBalancePence: shortPence - transferPence - paidPence,
          transferredToLongWalletPence: transferPence,
          sumInfo: { succeededPence: paidPence, pendingPence: 0 },
        });
        expect((await projectPayments(projectId, '?term=LONG')).walletBalancePence).toBe(transferPence);
        await get(investor, `/api/projects/${projectId}`);
        await get(admin, '/api/dashboard/admin');
      }),
      { numRuns: 3, seed: 22 },
    );
    expect(await ledgerInvariants(db())).toEqual(sound);
  });
});
