import { standaloneContext } from '../context/app-context.ts';
import type { PaymentInfo, WalletTransaction } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import {
  projectWalletAccountId,
  projectWalletBalancePence,
  systemAccountId,
  userWalletAccountId,
  walletBalancePence,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { projectPaymentCalls } from '../project-payments/project-payments.test-support.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, insertWalletHolder, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, manualPaymentProvider, sound } from './wallet.test-support.ts';

const reused = {
  errorCode: 41,
  message: 'This request was already made with different details. Please start it again.',
};

async function credit(db: Db, accountId: number, pence: number) {
  await postTransaction(standaloneContext({ db }), {
    occurredAt: new Date(),
    kind: 'PAY_IN',
    description: 'Test deposit',
    entries: [
      { accountId, amountPence: pence },
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -pence },
    ],
  });
}

async function walletHolderWith(db: Db, pence: number) {
  const user = await insertWalletHolder(db);
  await credit(db, await userWalletAccountId(db, user.id), pence);
  return user;
}

/** A project under way with a long term, its short-term wallet holding £5,000. */
async function projectUnderWay(db: Db) {
  const projectId = await insertTestProject(db, {
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    allow_long_term: true,
    long_funding_target_pence: 1_000_000,
    long_funding_minimum_pence: 100,
  });
  await credit(db, await projectWalletAccountId(db, projectId, 'PROJECT_SHORT_WALLET'), 500_000);
  return projectId;
}

// Issue 22 §3: withdrawing £10 with key K, then £20 with K, answered 200 with the first answer and moved nothing.
describe.each(testEngines)('an Idempotency-Key reused for a different request on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const payments = manualPaymentProvider();
  const admins = projectPaymentCalls(
    () => t,
    () => admin,
  );
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { payments } });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const wallet = async (operation: 'fund-wallet' | 'withdraw', user: TestUser, pounds: number, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/investments/${operation}?amountPence=${pounds * 100}`,
      headers: { ...bearer(await tokenFor(t.config.jwtSecret, user)), 'idempotency-key': key },
    });

  it('refuses a withdrawal of £20 under the key of one of £10, moving only the £10', async () => {
    const user = await walletHolderWith(db(), 100_000);
    const first = await wallet('withdraw', user, 10, 'K');
    const changed = await wallet('withdraw', user, 20, 'K');
    const again = await wallet('withdraw', user, 10, 'K');

    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual(reused);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await walletBalancePence(db(), user.id)).toBe(100_000 - 1_000);
  });

  it('refuses a deposit of another amount under a used key and records one pay-in', async () => {
    const user = await insertWalletHolder(db());
    const watchedBefore = payments.watched.length;
    const first = await wallet('fund-wallet', user, 10, 'K');
    expect((await wallet('fund-wallet', user, 20, 'K')).json()).toEqual(reused);
    expect((await wallet('fund-wallet', user, 10, 'K')).json()).toEqual(first.json());
    expect(payments.watched.length - watchedBefore).toBe(1);
  });

  // Issue 32: a withdrawal's key reused on a deposit made a new deposit, the key being kept per operation.
  it("refuses a deposit under a withdrawal's key, moving nothing, and answers the withdrawal again", async () => {
    const user = await walletHolderWith(db(), 100_000);
    const watchedBefore = payments.watched.length;
    const withdrawal = await wallet('withdraw', user, 10, 'one-K');

    const deposit = await wallet('fund-wallet', user, 10, 'one-K');
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json()).toEqual(reused);
    const again = await wallet('withdraw', user, 10, 'one-K');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(withdrawal.json());
    expect(payments.watched.length - watchedBefore).toBe(1);
    expect(await walletBalancePence(db(), user.id)).toBe(100_000 - 1_000);
    // The key is the user's: another investor's request under the same key is their own.
    const other = await walletHolderWith(db(), 100_000);
    expect((await wallet('fund-wallet', other, 10, 'one-K')).statusCode).toBe(200);
  });

  it("refuses a project-wallet payment under the admin's transfer key", async () => {
    const projectId = await projectUnderWay(db());
    expect((await admins.transfer(projectId, 100_000, 'admin-K')).statusCode).toBe(204);
    const payment = await admins.fund(projectId, { term: 'SHORT', amountPence: 5_000 }, 'admin-K');
    expect(payment.statusCode).toBe(422);
    expect(payment.json()).toEqual(reused);
  });

  it('refuses a project-wallet payment to another project, term or amount under a used key', async () => {
    const [projectId, otherId] = [await projectUnderWay(db()), await projectUnderWay(db())];
    const first = await admins.fund(projectId, { term: 'SHORT', amountPence: 5_000 }, 'fund-K');

    for (const [id, body] of [
      [projectId, { term: 'SHORT', amountPence: 6_000 }],
      [projectId, { term: 'LONG', amountPence: 5_000 }],
      [otherId, { term: 'SHORT', amountPence: 5_000 }],
    ] as const) {
      const changed = await admins.fund(id, body, 'fund-K');
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toEqual(reused);
    }
    expect((await admins.fund(projectId, { term: 'SHORT', amountPence: 5_000 }, 'fund-K')).json()).toEqual(
      first.json(),
    );
    const recorded = await db()
      .selectFrom('payment_provider_operations')
      .select('id')
      .where('project_id', 'in', [projectId, otherId])
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('refuses a transfer to the long-term wallet of another amount or project under a used key', async () => {
    const [projectId, otherId] = [await projectUnderWay(db()), await projectUnderWay(db())];
    expect((await admins.transfer(projectId, 100_000, 'move-K')).statusCode).toBe(204);
    expect((await admins.transfer(projectId, 200_000, 'move-K')).json()).toEqual(reused);
    expect((await admins.transfer(otherId, 100_000, 'move-K')).json()).toEqual(reused);
    expect((await admins.transfer(projectId, 100_000, 'move-K')).statusCode).toBe(204);
    expect(await projectWalletBalancePence(db(), projectId, 'PROJECT_LONG_WALLET')).toBe(100_000);
    expect(await projectWalletBalancePence(db(), otherId, 'PROJECT_LONG_WALLET')).toBe(0);
  });

  it('lets one of two different withdrawals sent at once under one key win and refuses the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await walletHolderWith(db(), 100_000);
      const answers = await Promise.all([wallet('withdraw', user, 10, 'race'), wallet('withdraw', user, 20, 'race')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json<WalletTransaction>();
      expect(await walletBalancePence(db(), user.id)).toBe(100_000 - (winner?.amountPence ?? 0));
    }
    const user = await insertWalletHolder(db());
    const deposits = await Promise.all([
      wallet('fund-wallet', user, 10, 'race'),
      wallet('fund-wallet', user, 20, 'race'),
    ]);
    expect(deposits.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const pending = await db()
      .selectFrom('payment_provider_operations')
      .select('amount_pence')
      .where('user_id', '=', user.id)
      .execute();
    expect(pending.map((row) => row.amount_pence)).toEqual([
      deposits.find((answer) => answer.statusCode === 200)?.json<PaymentInfo>().sumPence,
    ]);
    expect(await ledgerInvariants(db())).toEqual(sound);
  });

  it('keeps answering a key stored before fingerprints (migration 022) with its answer', async () => {
    const user = await walletHolderWith(db(), 100_000);
    const first = await wallet('withdraw', user, 10, 'old-key');
    await db()
      .updateTable('wallet_requests')
      .set({ request_fingerprint: null })
      .where('user_id', '=', user.id)
      .execute();
    expect((await wallet('withdraw', user, 20, 'old-key')).json()).toEqual(first.json());
    expect(await walletBalancePence(db(), user.id)).toBe(100_000 - 1_000);
  });
});
