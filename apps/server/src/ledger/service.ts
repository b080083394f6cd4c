import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { LedgerTransactionsKind } from '../db/schema.generated.ts';
import { findTransactionByIdempotencyKey, insertEntries, insertTransaction } from './queries.ts';

interface LedgerEntryInput {
  accountId: number;
  /** Added to the account's balance: positive puts money in, negative takes it out. */
  amountPence: number;
}

interface LedgerTransactionInput {
  kind: LedgerTransactionsKind;
  description?: string;
  /** Posting twice with the same key returns the first transaction instead of moving the money again. */
  idempotencyKey?: string;
  reversesTransactionId?: number;
  createdBy?: number;
  /** When the movement happened: the app clock's now (or an imported or demo history's time), never the database's. */
  occurredAt: Date;
  entries: readonly LedgerEntryInput[];
}

/**
 * Posts one balanced movement of money and returns its transaction id. The database enforces the same rules
 * (sum to zero at commit, no negative wallet); checking here first gives a clear message for a programming error.
 * Runs in the caller's transaction when there is one, else in its own, because the balance is only checked at
 * commit.
 */
export async function postTransaction(app: AppContext, input: LedgerTransactionInput): Promise<number> {
  const { db } = app;
  assertBalanced(input.entries);
  if (!db.isTransaction) return db.transaction().execute((trx) => postTransaction(inTransaction(app, trx), input));

  if (input.idempotencyKey !== undefined) {
    const existing = await findTransactionByIdempotencyKey(db, input.idempotencyKey);
    if (existing) return existing.id;
  }
  const transactionId = await insertTransaction(db, {
    kind: input.kind,
    description: input.description ?? '',
    idempotencyKey: input.idempotencyKey ?? null,
    reversesTransactionId: input.reversesTransactionId ?? null,
    createdBy: input.createdBy ?? null,
    occurredAt: input.occurredAt,
  });
  await insertEntries(db, transactionId, input.entries, input.occurredAt);
  return transactionId;
}

function assertBalanced(entries: readonly LedgerEntryInput[]): void {
  if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountPence) || entry.amountPence === 0) {
      throw new Error(`ledger amounts are non-zero whole pence; got ${entry.amountPence}`);
    }
  }
  const total = entries.reduce((sum, entry) => sum + entry.amountPence, 0);
  if (total !== 0) throw new Error(`ledger transaction does not balance: entries sum to ${total} pence`);
}
