import { standaloneContext } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { systemAccountId, userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';

// Wallet rows for tests, written straight through the ledger (the demo seed goes through the wallet services).

/** A settled bank transfer into an investor's wallet as the sandbox provider leaves it. */
export async function payIntoWallet(db: Db, userId: number, amountPence: number, at: Date): Promise<void> {
  const transactionId = await postTransaction(standaloneContext({ db }), {
    kind: 'PAY_IN',
    description: 'Bank transfer to e-wallet',
    occurredAt: at,
    entries: [
      { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -amountPence },
      { accountId: await userWalletAccountId(db, userId), amountPence },
    ],
  });
  await db
    .insertInto('payment_provider_operations')
    .values({
      user_id: userId,
      kind: 'PAY_IN',
      amount_pence: amountPence,
      status: 'SUCCEEDED',
      provider_reference: `sandbox-payin-${transactionId}`,
      bank_reference: `KSW${String(transactionId).padStart(7, '0')}`,
      ledger_transaction_id: transactionId,
      created_at: at,
      settled_at: at,
    })
    .execute();
}

/**
 * A bank transfer at the sandbox provider that has not moved money: still PENDING, or FAILED. Only a succeeded
 * pay-in reaches the ledger.
 */
export async function recordUnsettledPayIn(
  db: Db,
  userId: number,
  payIn: { amountPence: number; status: 'PENDING' | 'FAILED'; at: Date },
): Promise<void> {
  const { id } = await db
    .insertInto('payment_provider_operations')
    .values({
      user_id: userId,
      kind: 'PAY_IN',
      amount_pence: payIn.amountPence,
      status: payIn.status,
      failure_reason: payIn.status === 'FAILED' ? 'Declined by the sandbox provider (pounds ending in 13)' : null,
      created_at: payIn.at,
      settled_at: payIn.status === 'FAILED' ? payIn.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('payment_provider_operations')
    .set({ provider_reference: `sandbox-payin-op-${id}`, bank_reference: `KSW-OP${String(id).padStart(7, '0')}` })
    .where('id', '=', id)
    .execute();
}

/** A provider operation as it stands at `at`, moving no money: PENDING, or FAILED then. */
export async function insertTestPaymentOperation(
  db: Db,
  operation: {
    userId: number;
    kind: 'PAY_IN' | 'PAY_OUT';
    amountPence: number;
    status?: 'PENDING' | 'FAILED';
    at?: Date;
  },
): Promise<number> {
  const { userId, kind, amountPence, status = 'PENDING', at } = operation;
  const { id } = await db
    .insertInto('payment_provider_operations')
    .values({
      user_id: userId,
      kind,
      amount_pence: amountPence,
      status,
      provider_reference: at === undefined ? undefined : `sandbox-${kind}-${userId}-${at.getTime()}`,
      created_at: at,
      settled_at: status === 'FAILED' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
