import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentProvider, PendingPaymentOperation } from '../providers/payments/payment-provider.ts';
import { SANDBOX_COLLECTION_ACCOUNT } from '../providers/payments/sandbox-provider.ts';

/** A provider that only remembers what it was told: the test delivers each outcome itself. */
export function manualPaymentProvider(): PaymentProvider & { watched: PendingPaymentOperation[] } {
  const watched: PendingPaymentOperation[] = [];
  return {
    name: 'sandbox',
    collectionAccount: SANDBOX_COLLECTION_ACCOUNT,
    watched,
    async watch(operation) {
      watched.push(operation);
    },
    async close() {},
  };
}

/**
 * The ledger's invariants over the whole database: stored balances equal their entries, no wallet below zero, all
 * balances sum to zero, no key posted twice, and every settled-and-moved operation has exactly its one movement.
 */
export async function ledgerInvariants(db: Db) {
  const { rows: mismatches } = await sql<{ id: number }>`
    SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id HAVING a.balance_pence <> coalesce(sum(e.amount_pence), 0)`.execute(db);
  const { rows: negative } = await sql<{ id: number }>`
    SELECT id FROM ledger_accounts WHERE kind = 'USER_WALLET' AND balance_pence < 0`.execute(db);
  const { rows: totals } = await sql<{ total: string }>`
    SELECT coalesce(sum(balance_pence), 0)::text AS total FROM ledger_accounts`.execute(db);
  const { rows: payInsWithoutOneMovement } = await sql<{ id: number }>`
    SELECT o.id FROM payment_provider_operations o
    WHERE (o.kind = 'PAY_IN' AND o.status = 'SUCCEEDED') <> (o.ledger_transaction_id IS NOT NULL AND o.kind = 'PAY_IN')
       OR (o.kind = 'PAY_OUT' AND o.ledger_transaction_id IS NULL)
       OR (o.kind = 'PAY_OUT' AND (o.status = 'FAILED') <> (o.reversal_transaction_id IS NOT NULL))`.execute(db);
  const { rows: movementsPerKey } = await sql<{ key: string; count: string }>`
    SELECT idempotency_key AS key, count(*)::text AS count FROM ledger_transactions
    WHERE idempotency_key IS NOT NULL GROUP BY idempotency_key HAVING count(*) > 1`.execute(db);
  const { rows: requestsPerOperation } = await sql<{ id: number }>`
    SELECT payment_operation_id AS id FROM wallet_requests WHERE payment_operation_id IS NOT NULL
    GROUP BY payment_operation_id HAVING count(*) > 1`.execute(db);
  return {
    mismatchedAccounts: mismatches.map((row) => row.id),
    negativeWallets: negative.map((row) => row.id),
    totalPence: Number(totals[0]?.total),
    operationsWithWrongMovements: payInsWithoutOneMovement.map((row) => row.id),
    keysPostedTwice: movementsPerKey.map((row) => row.key),
    operationsOfTwoKeys: requestsPerOperation.map((row) => row.id),
  };
}

export const sound = {
  mismatchedAccounts: [],
  negativeWallets: [],
  totalPence: 0,
  operationsWithWrongMovements: [],
  keysPostedTwice: [],
  operationsOfTwoKeys: [],
};
