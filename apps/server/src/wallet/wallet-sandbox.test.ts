import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/app-context.ts';
import { walletBalancePence } from '../ledger/queries.ts';
import { createSandboxPaymentProvider } from '../providers/payments/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, tokenFor, type TestUser, insertWalletHolder } from '../testing/builders/users.ts';
import { resumePendingPayments, settlePaymentOperation } from './settlement.ts';
import { ledgerInvariants, sound } from './wallet.test-support.ts';
import { insertTestPaymentOperation } from '../testing/builders/wallet.ts';

const delayMs = 30;

describe.each(testEngines)('the sandbox payment provider on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { paymentsSandboxDelayMs: delayMs });
  });
  afterAll(() => t.close());

  const call = async (operation: 'fund-wallet' | 'withdraw', user: TestUser, pounds: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/investments/${operation}?amountPence=${pounds * 100}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });
  const statusOf = async (userId: number) =>
    t.database.db
      .selectFrom('payment_provider_operations')
      .select(['kind', 'amount_pence', 'status'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const settledAll = async (userId: number) => {
    await expect.poll(async () => (await statusOf(userId)).some((row) => row.status === 'PENDING')).toBe(false);
  };

  it('settles a deposit after the delay, and fails one whose pounds end in 13', async () => {
    const user = await insertWalletHolder(t.database.db);

    const answers = [await call('fund-wallet', user, 1250), await call('fund-wallet', user, 1013)];
    expect(answers.map((answer) => answer.json<{ status: string }>().status)).toEqual(['PENDING', 'PENDING']);
    await settledAll(user.id);

    expect(await statusOf(user.id)).toEqual([
      { kind: 'PAY_IN', amount_pence: 125_000, status: 'SUCCEEDED' },
      { kind: 'PAY_IN', amount_pence: 101_300, status: 'FAILED' },
    ]);
    expect(await walletBalancePence(t.database.db, user.id)).toBe(125_000);
  });

  it('gives back a payout it fails', async () => {
    const user = await insertWalletHolder(t.database.db);
    await call('fund-wallet', user, 500);
    await settledAll(user.id);

    const answer = await call('withdraw', user, 213);
    // The debit is part of the answer's transaction; the sandbox may already have failed it by now on a fast
    // machine, so the balance is read beside the operation's status in one snapshot.
    const seen = await t.database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => ({
        status: (
          await trx
            .selectFrom('payment_provider_operations')
            .select('status')
            .where('user_id', '=', user.id)
            .where('kind', '=', 'PAY_OUT')
            .executeTakeFirstOrThrow()
        ).status,
        balance: await walletBalancePence(trx, user.id),
      }));
    expect(answer.json<{ status: string }>().status).toBe('PENDING');
    expect(seen.balance).toBe(seen.status === 'PENDING' ? 28_700 : 50_000);
    await settledAll(user.id);

    expect(await walletBalancePence(t.database.db, user.id)).toBe(50_000);
    expect(await ledgerInvariants(t.database.db)).toEqual(sound);
  });

  it('settles, at start-up, operations left pending by a server that stopped', async () => {
    const user = await insertWalletHolder(t.database.db);
    // Recorded an hour ago, while no provider was listening.
    const at = new Date(Date.now() - 3_600_000);
    const id = await insertTestPaymentOperation(t.database.db, {
      userId: user.id,
      kind: 'PAY_IN',
      amountPence: 7_000,
      at,
    });
    const restarted = createSandboxPaymentProvider({
      delayMs,
      jobs: () => t.app.jobRunner,
      now: () => Date.now(),
      recordOutcome: async (operationId, outcome) => {
        await settlePaymentOperation(
          standaloneContext({ db: t.database.db, clock: systemClock }),
          operationId,
          outcome,
        );
      },
    });

    // Twice, as a second start-up before the first settled would.
    expect(
      await resumePendingPayments(
        standaloneContext({ db: t.database.db, providers: { payments: restarted } }),
        t.app.log,
      ),
    ).toBe(1);
    await resumePendingPayments(
      standaloneContext({ db: t.database.db, providers: { payments: restarted } }),
      t.app.log,
    );
    await settledAll(user.id);
    await restarted.close();
    expect(await statusOf(user.id)).toEqual([{ kind: 'PAY_IN', amount_pence: 7_000, status: 'SUCCEEDED' }]);
    expect(await walletBalancePence(t.database.db, user.id)).toBe(7_000);
    expect(id).toBeGreaterThan(0);
  });
});
