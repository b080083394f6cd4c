import type { ProjectWalletOperation } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isaBalancePence, walletBalancePence } from '../ledger/queries.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from '../wallet/wallet.test-support.ts';
import {
  handWorked,
  insertHandWorkedProject,
  projectPaymentCalls,
  projectPaymentInvariants,
  projectPaymentsSound,
} from './project-payments.test-support.ts';

// Issue 35 §2: what an ISA investment repays, interest and capital, goes back into the ISA, not the e-wallet.
describe.each(testEngines)('payments to ISA investors on %s', (engine) => {
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

  const fundAndSettle = async (projectId: number, amountPence: number) => {
    const answer = await calls.fund(projectId, { term: 'SHORT', amountPence });
    expect(answer.statusCode).toBe(202);
    const { id } = answer.json<ProjectWalletOperation>();
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('payment_provider_operations')
              .select('status')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .not.toBe('PENDING');
  };
  const balances = async (user: TestUser) => ({
    wallet: await walletBalancePence(db(), user.id),
    isa: await isaBalancePence(db(), user.id),
  });

  it("pays a mixed investor's row once, split to the penny between the e-wallet and the ISA", async () => {
    // Ann invested from her ISA; Ben £1,000 from his e-wallet and £10.05 from his ISA.
    const { projectId, ann, ben } = await insertHandWorkedProject(db(), {}, { ann: true, bensLast: true });
    expect(await balances(ann)).toEqual({ wallet: 0, isa: 0 });
    expect(await balances(ben)).toEqual({ wallet: 0, isa: 0 });
    expect((await calls.calculate(projectId)).statusCode).toBe(204);
    await fundAndSettle(projectId, handWorked.duePence - handWorked.principalPence);

    const presses = await Promise.all([calls.make(projectId), calls.make(projectId)]);
    expect(presses.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect((await calls.make(projectId)).statusCode).toBe(204);

    expect(await balances(ann)).toEqual({ wallet: 0, isa: handWorked.annTotalPence });
    // Ben's £10.05 for one day earned 0p: its item's total is its principal, back into the ISA.
    expect(await balances(ben)).toEqual({ wallet: handWorked.benTotalPence - 1_005, isa: 1_005 });
    const rows = await db()
      .selectFrom('project_payments')
      .select(['user_id', 'ledger_transaction_id'])
      .where('project_id', '=', projectId)
      .execute();
    const bensRow = rows.find((row) => row.user_id === ben.id);
    const entries = await db()
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(['ledger_accounts.kind', 'ledger_entries.amount_pence'])
      .where('ledger_entries.transaction_id', '=', bensRow!.ledger_transaction_id!)
      .orderBy('ledger_entries.amount_pence')
      .execute();
    // One transaction for the row: the project's term wallet pays both.
    expect(entries).toEqual([
      { kind: 'PROJECT_SHORT_WALLET', amount_pence: -handWorked.benTotalPence },
      { kind: 'USER_ISA', amount_pence: 1_005 },
      { kind: 'USER_WALLET', amount_pence: handWorked.benTotalPence - 1_005 },
    ]);
    expect(await ledgerInvariants(db())).toEqual(sound);
    expect(await projectPaymentInvariants(db())).toEqual(projectPaymentsSound);
  });

  it('says on the payout history how much of a payout went into the ISA', async () => {
    const { projectId, ben } = await insertHandWorkedProject(db(), {}, { bensLast: true });
    await calls.calculate(projectId);
    await fundAndSettle(projectId, handWorked.duePence - handWorked.principalPence);
    await calls.make(projectId);

    const headers = bearer(await tokenFor(t.config.jwtSecret, ben));
    const paidOut = await t.app.inject({ method: 'GET', url: '/api/dashboard/investor/paid-out', headers });
    expect(paidOut.json()).toMatchObject({
      count: 1,
      payouts: [{ projectId, amountPence: handWorked.benTotalPence, isaPence: 1_005 }],
    });
    const investments = await t.app.inject({ method: 'GET', url: '/api/dashboard/investor/investments', headers });
    expect(
      investments
        .json<{ investments: { amountPence: number; source: string }[] }>()
        .investments.map((row) => [row.amountPence, row.source])
        .sort(),
    ).toEqual([
      [100_000, 'E_WALLET'],
      [1_005, 'ISA'],
    ]);
  });
});
