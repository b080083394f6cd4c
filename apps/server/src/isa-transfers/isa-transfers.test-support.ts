import { sql } from 'kysely';
import { taxYearOf } from '@keystone/flows/tax';
import { standaloneContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { openIsaAccount, systemAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';

/**
 * Opens the investor's ISA as the "isa" slice's `openIsa` will (for now only its ledger account, which is what
 * "has an ISA" means: `isaAccountIdOf`). The lead points this at the real `openIsa` once both are merged.
 */
export async function openIsaForTest(db: Db, userId: number): Promise<number> {
  return openIsaAccount(db, userId);
}

/** A settled subscription of `amountPence` from the bank into the ISA at `at`, as the "isa" slice will record one. */
export async function subscribeForTest(db: Db, userId: number, amountPence: number, at: Date): Promise<void> {
  const isa = await openIsaAccount(db, userId);
  const ledgerTransactionId = await postTransaction(standaloneContext({ db }), {
    kind: 'ISA_SUBSCRIPTION',
    description: 'Test ISA subscription',
    occurredAt: at,
    entries: [
      { accountId: isa, amountPence },
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -amountPence },
    ],
  });
  await db
    .insertInto('isa_movements')
    .values({
      user_id: userId,
      kind: 'SUBSCRIPTION',
      tax_year: taxYearOf(at),
      amount_pence: amountPence,
      counterparty: 'BANK',
      ledger_transaction_id: ledgerTransactionId,
      created_at: at,
    })
    .execute();
}

/**
 * The allowance a tax year's register has used: subscriptions less their replacements, plus this year's part of
 * transfers in (HMRC: this year's subscriptions transferred in count as this year's; earlier years' money counts
 * for nothing). The "isa" slice writes the arithmetic in flows; this query only checks what a transfer wrote.
 */
export async function allowanceUsedPence(db: Db, userId: number, taxYear: number): Promise<number> {
  const { rows } = await sql<{ used: string }>`
    SELECT coalesce(sum(CASE kind
      WHEN 'SUBSCRIPTION' THEN amount_pence - replacement_pence
      WHEN 'TRANSFER_IN' THEN current_year_pence
      ELSE 0 END), 0)::text AS used
    FROM isa_movements WHERE user_id = ${userId} AND tax_year = ${taxYear} AND status <> 'FAILED'`.execute(db);
  return Number(rows[0]?.used ?? 0);
}

export async function isaBalancePence(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('user_id', '=', userId)
    .where('kind', '=', 'USER_ISA')
    .executeTakeFirstOrThrow();
  return Number(row.balance_pence);
}
