import type { InvestmentTerm } from '@keystone/api';
import type { Db } from '../db/database.ts';
import type { Json } from '../db/schema.generated.ts';

interface ProjectWalletRequestKey {
  adminId: number;
  idempotencyKey: string;
}

/** Claims the admin's Idempotency-Key for a project-wallet payment (wallet_requests, migrations 014 and 018). */
export async function claimFundRequestKey(db: Db, key: ProjectWalletRequestKey): Promise<boolean> {
  const row = await db
    .insertInto('wallet_requests')
    .values({ user_id: key.adminId, operation: 'fundProjectWallet', idempotency_key: key.idempotencyKey })
    .onConflict((conflict) => conflict.columns(['user_id', 'operation', 'idempotency_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function completeFundRequestKey(
  db: Db,
  key: ProjectWalletRequestKey,
  paymentOperationId: number,
  response: Json,
): Promise<void> {
  await db
    .updateTable('wallet_requests')
    .set({ payment_operation_id: paymentOperationId, response })
    .where('user_id', '=', key.adminId)
    .where('operation', '=', 'fundProjectWallet')
    .where('idempotency_key', '=', key.idempotencyKey)
    .execute();
}

export async function storedFundResponse(db: Db, key: ProjectWalletRequestKey): Promise<Json | null> {
  const row = await db
    .selectFrom('wallet_requests')
    .select('response')
    .where('user_id', '=', key.adminId)
    .where('operation', '=', 'fundProjectWallet')
    .where('idempotency_key', '=', key.idempotencyKey)
    .executeTakeFirst();
  return row?.response ?? null;
}

export function insertProjectPayIn(
  db: Db,
  payIn: {
    adminId: number;
    projectId: number;
    term: InvestmentTerm;
    amountPence: number;
    provider: string;
    createdAt: Date;
  },
) {
  return db
    .insertInto('payment_provider_operations')
    .values({
      user_id: payIn.adminId,
      kind: 'PAY_IN',
      amount_pence: payIn.amountPence,
      provider: payIn.provider,
      project_id: payIn.projectId,
      project_term: payIn.term,
      created_at: payIn.createdAt,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The project and term a pay-in credits, when it is a developer's repayment. */
export function projectOfPayIn(db: Db, operationId: number) {
  return db
    .selectFrom('payment_provider_operations')
    .select(['project_id', 'project_term'])
    .where('id', '=', operationId)
    .executeTakeFirst();
}
