import type { Db } from '../db/database.ts';
import type { Json, PaymentProviderOperationsKind, WalletRequestsOperation } from '../db/schema.generated.ts';

export type WalletOperation = WalletRequestsOperation;

/**
 * A money request's Idempotency-Key: the user's (investor or admin), one request whatever the operation (migration
 * 035); `operation` is the request's, which the stored key's must be.
 */
export interface RequestKey {
  userId: number;
  operation: WalletOperation;
  idempotencyKey: string;
}

/**
 * Takes the key for this request, with its request's fingerprint, inside its transaction; false when a request with
 * the key committed first (a concurrent one with the key is waited for by PostgreSQL's unique check, then counts as
 * first if it committed).
 */
export async function claimRequestKey(db: Db, key: RequestKey, fingerprint: string): Promise<boolean> {
  const row = await db
    .insertInto('wallet_requests')
    .values({
      user_id: key.userId,
      operation: key.operation,
      idempotency_key: key.idempotencyKey,
      request_fingerprint: fingerprint,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The answered request of a key, whichever operation it was: its operation, fingerprint and answer. */
export function storedRequest(db: Db, key: RequestKey) {
  return db
    .selectFrom('wallet_requests')
    .select(['operation', 'response', 'request_fingerprint'])
    .where('user_id', '=', key.userId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .executeTakeFirst();
}

/** Stores the first answer of a key's request that moves money without the provider (a recovery), in its transaction. */
export async function answerRequestKey(db: Db, key: RequestKey, response: Json): Promise<void> {
  await db
    .updateTable('wallet_requests')
    .set({ response })
    .where('user_id', '=', key.userId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .execute();
}

export async function completeRequestKey(
  db: Db,
  key: RequestKey,
  paymentOperationId: number,
  response: Json,
): Promise<void> {
  await db
    .updateTable('wallet_requests')
    .set({ payment_operation_id: paymentOperationId, response })
    .where('user_id', '=', key.userId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .execute();
}

/** What a deposit or withdrawal needs to know of the investor, with their wallet's balance. */
export function walletHolder(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['users.full_name', 'users.email', 'users.kyc_status', 'users.sort_code', 'users.account_number'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function insertPaymentOperation(
  db: Db,
  operation: {
    userId: number;
    kind: PaymentProviderOperationsKind;
    amountPence: number;
    provider: string;
    /** The app clock's now: the sandbox settles it relative to this, and the wallet history shows it. */
    createdAt: Date;
  },
) {
  return db
    .insertInto('payment_provider_operations')
    .values({
      user_id: operation.userId,
      kind: operation.kind,
      amount_pence: operation.amountPence,
      provider: operation.provider,
      created_at: operation.createdAt,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function updatePaymentOperation(
  db: Db,
  id: number,
  changes: {
    bank_reference?: string;
    ledger_transaction_id?: number;
    reversal_transaction_id?: number;
    status?: 'SUCCEEDED' | 'FAILED';
    provider_reference?: string;
    failure_reason?: string;
    settled_at?: Date;
  },
): Promise<void> {
  await db.updateTable('payment_provider_operations').set(changes).where('id', '=', id).execute();
}

/** The operation, locked, if it is still waiting for the provider. */
export function lockPendingOperation(db: Db, id: number) {
  return db
    .selectFrom('payment_provider_operations')
    .select(['id', 'user_id', 'kind', 'amount_pence', 'ledger_transaction_id', 'bank_reference'])
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .forUpdate()
    .executeTakeFirst();
}

export function pendingOperations(db: Db, provider: string) {
  return db
    .selectFrom('payment_provider_operations')
    .select(['id', 'kind', 'amount_pence', 'created_at'])
    .where('status', '=', 'PENDING')
    .where('provider', '=', provider)
    .orderBy('created_at')
    .execute();
}

/** A bank-transfer investment's payment details with its investor and project, in one statement. */
export function investmentPayment(db: Db, investmentId: number) {
  return db
    .selectFrom('investments')
    .innerJoin('users', 'users.id', 'investments.user_id')
    .innerJoin('projects', 'projects.id', 'investments.project_id')
    .select([
      'investments.user_id',
      'investments.reference_number',
      'investments.amount_pence',
      'investments.status',
      'investments.source',
      'investments.term',
      'investments.project_id',
      'projects.title as project_title',
      'users.full_name',
      'users.email',
    ])
    .where('investments.id', '=', investmentId)
    .executeTakeFirst();
}
