import { standaloneContext } from '../context/app-context.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { findBalanceMismatches, systemAccountId, userWalletAccountId, walletBalancePence } from './queries.ts';
import { postTransaction } from './service.ts';

describe.each(testEngines)('the money ledger on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let clearing: number;
  let platform: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    clearing = await systemAccountId(db, 'PROVIDER_CLEARING');
    platform = await systemAccountId(db, 'PLATFORM');
  });
  afterAll(() => database.close());

  async function fundedWallet(pence: number): Promise<{ userId: number; wallet: number }> {
    const user = await insertTestUser(db);
    const wallet = await userWalletAccountId(db, user.id);
    await postTransaction(standaloneContext({ db }), {
      occurredAt: new Date(),
      kind: 'PAY_IN',
      entries: [
        { accountId: clearing, amountPence: -pence },
        { accountId: wallet, amountPence: pence },
      ],
    });
    return { userId: user.id, wallet };
  }

  /** Inserts a transaction and entries directly, bypassing the service's own check, as a buggy caller would. */
  async function postRaw(entries: { accountId: number; amountPence: number }[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('ledger_transactions')
        .values({ kind: 'ADJUSTMENT' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values(
          entries.map((entry) => ({
            transaction_id: id,
            account_id: entry.accountId,
            amount_pence: entry.amountPence,
          })),
        )
        .execute();
    });
  }

  it('moves money between accounts and keeps each balance equal to the sum of its entries', async () => {
    const { userId, wallet } = await fundedWallet(100_000);

    await postTransaction(standaloneContext({ db }), {
      occurredAt: new Date(),
      kind: 'PAY_OUT',
      entries: [
        { accountId: wallet, amountPence: -40_000 },
        { accountId: clearing, amountPence: 40_000 },
      ],
    });

    expect(await walletBalancePence(db, userId)).toBe(60_000);
    expect(await findBalanceMismatches(db)).toEqual([]);
  });

  it('rejects at commit a transaction whose entries do not sum to zero', async () => {
    const { userId, wallet } = await fundedWallet(10_000);

    await expect(
      postRaw([
        { accountId: wallet, amountPence: -5_000 },
        { accountId: platform, amountPence: 4_999 },
      ]),
    ).rejects.toThrow(/does not balance/);
    expect(await walletBalancePence(db, userId)).toBe(10_000);
  });

  it('rejects a transaction with a single entry', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('ledger_transactions').values({ kind: 'ADJUSTMENT' }).execute();
      }),
    ).rejects.toThrow(/at least two entries/);
  });

  it('never lets a wallet go below zero, whatever the order of the entries', async () => {
    const { userId, wallet } = await fundedWallet(1_000);

    await expect(
      postRaw([
        { accountId: clearing, amountPence: 1_001 },
        { accountId: wallet, amountPence: -1_001 },
      ]),
    ).rejects.toThrow(/ledger_accounts_balance_not_negative/);
    expect(await walletBalancePence(db, userId)).toBe(1_000);
  });

  it('lets the provider clearing account go negative: it mirrors the money held for investors', async () => {
    const before = await db
      .selectFrom('ledger_accounts')
      .select('balance_pence')
      .where('id', '=', clearing)
      .executeTakeFirstOrThrow();
    await fundedWallet(5_000);
    const after = await db
      .selectFrom('ledger_accounts')
      .select('balance_pence')
      .where('id', '=', clearing)
      .executeTakeFirstOrThrow();

    expect(after.balance_pence).toBe(before.balance_pence - 5_000);
    expect(after.balance_pence).toBeLessThan(0);
  });

  it('refuses to edit or delete posted entries and transactions', async () => {
    await fundedWallet(2_000);

    await expect(sql`UPDATE ledger_entries SET amount_pence = amount_pence * 2`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM ledger_transactions`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('refuses a balance written directly instead of through entries', async () => {
    const { wallet } = await fundedWallet(2_000);

    await expect(
      sql`UPDATE ledger_accounts SET balance_pence = 999999 WHERE id = ${wallet}`.execute(db),
    ).rejects.toThrow(/only through ledger entries/);
  });

  it('posts a movement once per idempotency key', async () => {
    const { userId, wallet } = await fundedWallet(3_000);
    const movement = {
      occurredAt: new Date(),
      kind: 'PAY_OUT' as const,
      idempotencyKey: `payout-${userId}`,
      entries: [
        { accountId: wallet, amountPence: -1_000 },
        { accountId: clearing, amountPence: 1_000 },
      ],
    };

    const first = await postTransaction(standaloneContext({ db }), movement);
    const second = await postTransaction(standaloneContext({ db }), movement);

    expect(second).toBe(first);
    expect(await walletBalancePence(db, userId)).toBe(2_000);
  });

  it('checks the balance itself before writing anything', async () => {
    await expect(
      postTransaction(standaloneContext({ db }), {
        occurredAt: new Date(),
        kind: 'ADJUSTMENT',
        entries: [
          { accountId: platform, amountPence: 1 },
          { accountId: clearing, amountPence: 1 },
        ],
      }),
    ).rejects.toThrow(/sum to 2 pence/);
    await expect(
      postTransaction(standaloneContext({ db }), {
        occurredAt: new Date(),
        kind: 'ADJUSTMENT',
        entries: [
          { accountId: platform, amountPence: 0.5 },
          { accountId: clearing, amountPence: -0.5 },
        ],
      }),
    ).rejects.toThrow(/whole pence/);
  });

  it('keeps the sum of every balance at zero', async () => {
    const total = await db
      .selectFrom('ledger_accounts')
      .select(sql<number>`coalesce(sum(balance_pence), 0)::bigint`.as('total'))
      .executeTakeFirstOrThrow();
    expect(total.total).toBe(0);
  });
});
