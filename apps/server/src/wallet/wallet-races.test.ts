import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { walletBalancePence } from '../ledger/queries.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { SANDBOX_COLLECTION_ACCOUNT, sandboxOutcome } from '../providers/payments/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, tokenFor, type TestUser, insertWalletHolder } from '../testing/builders/users.ts';
import { settlePaymentOperation } from './settlement.ts';
import { ledgerInvariants, sound } from './wallet.test-support.ts';

const requests = 200;
const wallets = 4;

/**
 * The sandbox's rule, but every outcome delivered twice at once, a few milliseconds after the request. The random
 * delay only varies the interleavings with the requests; the checks hold for any of them, whatever the machine's speed.
 */
function doublyDeliveringSandbox(database: () => Db): PaymentProvider {
  const timers = new Set<NodeJS.Timeout>();
  const deliver = (operationId: number, amountPence: number) => {
    const outcome = sandboxOutcome(amountPence);
    return Promise.all(
      [0, 1].map(() =>
        settlePaymentOperation(standaloneContext({ db: database(), clock: systemClock }), operationId, outcome),
      ),
    );
  };
  return {
    name: 'sandbox',
    collectionAccount: SANDBOX_COLLECTION_ACCOUNT,
    async watch(operation) {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void deliver(operation.id, operation.amountPence);
        },
        Math.floor(Math.random() * 20),
      );
      timers.add(timer);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

interface Planned {
  user: TestUser;
  operation: 'fund-wallet' | 'withdraw';
  pounds: number;
  key: string | undefined;
}

// PGlite runs one statement at a time: only real PostgreSQL shows deposits and withdrawals of one wallet racing.
describe.runIf(testEngines.includes('postgres'))('deposits and withdrawals racing on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      'postgres',
      {},
      { postgresPoolSize: 24, providers: { payments: doublyDeliveringSandbox(() => t.database.db) } },
    );
  });
  afterAll(() => t.close());

  it('lets the same pounds be withdrawn once when 20 withdrawals of the whole balance race', async () => {
    const user = await insertWalletHolder(t.database.db);
    const token = await tokenFor(t.config.jwtSecret, user);
    const put = (operation: string, pounds: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/investments/${operation}?amountPence=${pounds * 100}`,
        headers: bearer(token),
      });
    await put('fund-wallet', 500);
    await expect.poll(async () => (await walletBalancePence(t.database.db, user.id)) === 50_000).toBe(true);

    const responses = await Promise.all(Array.from({ length: 20 }, () => put('withdraw', 500)));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(19);
    expect(await walletBalancePence(t.database.db, user.id)).toBe(0);
  });

  it(`${requests} concurrent deposits settling and withdrawals on ${wallets} wallets keep every invariant`, async () => {
    const users = await Promise.all(Array.from({ length: wallets }, () => insertWalletHolder(t.database.db)));
    const tokens = new Map(
      await Promise.all(users.map(async (user) => [user.id, await tokenFor(t.config.jwtSecret, user)] as const)),
    );
    // Each wallet starts with £3,000 settled, so that withdrawals race the deposits settling into it.
    for (const user of users) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/investments/fund-wallet?amountPence=300000',
        headers: bearer(tokens.get(user.id) ?? ''),
      });
    }
    await expect
      .poll(async () => (await walletBalancePence(t.database.db, users.at(-1)?.id ?? 0)) === 300_000, {
        timeout: 10_000,
      })
      .toBe(true);
    // A deterministic mix: deposits (some failing at the sandbox: pounds ending in 13), withdrawals large enough
    // that many are refused once the wallets run low, and every fourth request repeating an earlier one's key.
    const planned: Planned[] = [];
    for (let index = 0; index < requests; index += 1) {
      const earlier = planned[index - 3];
      if (index % 4 === 3 && earlier?.key !== undefined) {
        planned.push(earlier);
        continue;
      }
      const user = users[index % wallets] as TestUser;
      const deposit = index % 3 !== 1;
      planned.push({
        user,
        operation: deposit ? 'fund-wallet' : 'withdraw',
        pounds: deposit
          ? ([100, 213, 250, 1_000][index % 4] ?? 100)
          : ([50, 113, 400, 900][Math.floor(index / 3) % 4] ?? 50),
        key: index % 2 === 0 ? `race-${index}` : undefined,
      });
    }

    const started = performance.now();
    const responses = await Promise.all(
      planned.map((request) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/investments/${request.operation}?amountPence=${request.pounds * 100}`,
          headers: {
            ...bearer(tokens.get(request.user.id) ?? ''),
            ...(request.key === undefined ? {} : { 'idempotency-key': request.key }),
          },
        }),
      ),
    );
    const answeredMs = performance.now() - started;
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .selectFrom('payment_provider_operations')
              .select('id')
              .where('status', '=', 'PENDING')
              .execute()
          ).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    const settledMs = performance.now() - started;

    const statuses = responses.map((response) => response.statusCode);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    for (const response of refused) {
      expect(response.json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'amountPence', message: 'Insufficient balance' }],
      });
    }
    // Requests sharing a key got one answer and one operation.
    const byKey = new Map<string, string[]>();
    planned.forEach((request, index) => {
      const response = responses[index];
      if (request.key === undefined || response?.statusCode !== 200) return;
      byKey.set(request.key, [...(byKey.get(request.key) ?? []), response.body]);
    });
    for (const answers of byKey.values()) expect(new Set(answers).size).toBe(1);

    const operations = await t.database.db
      .selectFrom('payment_provider_operations')
      .select(['user_id', 'kind', 'amount_pence', 'status'])
      .where(
        'user_id',
        'in',
        users.map((user) => user.id),
      )
      .execute();
    const distinctAccepted = new Set(
      planned.flatMap((request, index) =>
        responses[index]?.statusCode === 200 ? [request.key ?? `no-key-${index}`] : [],
      ),
    );
    // One operation per accepted key (or request without one), besides the opening deposits.
    expect(operations).toHaveLength(distinctAccepted.size + wallets);

    for (const user of users) {
      const own = operations.filter((operation) => operation.user_id === user.id);
      const expected =
        own
          .filter((operation) => operation.kind === 'PAY_IN' && operation.status === 'SUCCEEDED')
          .reduce((sum, operation) => sum + operation.amount_pence, 0) -
        own
          .filter((operation) => operation.kind === 'PAY_OUT' && operation.status !== 'FAILED')
          .reduce((sum, operation) => sum + operation.amount_pence, 0);
      const wallet = await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_pence')
        .where('kind', '=', 'USER_WALLET')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      expect(wallet?.balance_pence ?? 0).toBe(expected);
    }
    expect(await ledgerInvariants(t.database.db)).toEqual(sound);

    console.info(
      `wallet races: ${requests} requests on ${wallets} wallets answered in ${Math.round(answeredMs)} ms, all ` +
        `settled in ${Math.round(settledMs)} ms: ${operations.filter((o) => o.kind === 'PAY_IN').length} pay-ins ` +
        `(${operations.filter((o) => o.kind === 'PAY_IN' && o.status === 'FAILED').length} failed at the sandbox), ` +
        `${operations.filter((o) => o.kind === 'PAY_OUT').length} payouts ` +
        `(${operations.filter((o) => o.kind === 'PAY_OUT' && o.status === 'FAILED').length} failed and reversed), ` +
        `${refused.length} refused above the balance, ` +
        `${[...byKey.values()].filter((a) => a.length > 1).length} keys answered twice with one answer`,
    );
  }, 60_000);
});
