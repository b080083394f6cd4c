import type { IsaTransferRequest, IsaTransferStatus } from '@keystone/api';
import type { Db } from '../db/database.ts';
import type { IsaMovementsKind } from '../db/schema.generated.ts';

const transferColumns = [
  'isa_transfers.id',
  'isa_transfers.user_id',
  'isa_transfers.direction',
  'isa_transfers.other_manager',
  'isa_transfers.other_reference',
  'isa_transfers.years',
  'isa_transfers.requested_amount_pence',
  'isa_transfers.status',
  'isa_transfers.requested_at',
  'isa_transfers.decided_at',
  'isa_transfers.recorded_amount_pence',
  'isa_transfers.current_year_pence',
  'isa_transfers.reason',
  'users.full_name',
  'users.email',
] as const;

export type IsaTransferRow = Awaited<ReturnType<typeof findIsaTransfer>> & {};

/** One transfer with its investor's name. */
export function findIsaTransfer(db: Db, id: number) {
  return db
    .selectFrom('isa_transfers')
    .innerJoin('users', 'users.id', 'isa_transfers.user_id')
    .select(transferColumns)
    .where('isa_transfers.id', '=', id)
    .executeTakeFirst();
}

/** The transfer's row, locked until the transaction ends: its decisions queue here. */
export function lockIsaTransfer(db: Db, id: number) {
  return db
    .selectFrom('isa_transfers')
    .select(['id', 'user_id', 'direction', 'years', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface IsaTransferFilter {
  userId?: number;
  status?: IsaTransferStatus;
}

function filtered(db: Db, filter: IsaTransferFilter) {
  let query = db.selectFrom('isa_transfers').innerJoin('users', 'users.id', 'isa_transfers.user_id');
  if (filter.userId !== undefined) query = query.where('isa_transfers.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('isa_transfers.status', '=', filter.status);
  return query;
}

/** A page of transfers: an investor's newest first, the admin's oldest request first (the queue to act on). */
export function findIsaTransferPage(
  db: Db,
  filter: IsaTransferFilter & { limit: number; offset: number; newestFirst: boolean },
) {
  return filtered(db, filter)
    .select(transferColumns)
    .orderBy('isa_transfers.id', filter.newestFirst ? 'desc' : 'asc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countIsaTransfers(db: Db, filter: IsaTransferFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertIsaTransfer(
  db: Db,
  request: IsaTransferRequest & { userId: number; requestedAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('isa_transfers')
    .values({
      user_id: request.userId,
      direction: request.direction,
      other_manager: request.otherManager,
      other_reference: request.otherReference,
      years: request.years,
      requested_amount_pence: request.amountPence ?? null,
      requested_at: request.requestedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function decideIsaTransfer(
  db: Db,
  id: number,
  decision: {
    status: Exclude<IsaTransferStatus, 'REQUESTED'>;
    decidedAt: Date;
    decidedBy: number;
    recordedAmountPence?: number;
    currentYearPence?: number;
    isaMovementId?: number;
    reason?: string;
  },
): Promise<void> {
  await db
    .updateTable('isa_transfers')
    .set({
      status: decision.status,
      decided_at: decision.decidedAt,
      decided_by: decision.decidedBy,
      recorded_amount_pence: decision.recordedAmountPence ?? null,
      current_year_pence: decision.currentYearPence ?? null,
      isa_movement_id: decision.isaMovementId ?? null,
      reason: decision.reason ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** A settled transfer in or out in the ISA's register. */
export async function insertTransferMovement(
  db: Db,
  movement: {
    userId: number;
    kind: Extract<IsaMovementsKind, 'TRANSFER_IN' | 'TRANSFER_OUT'>;
    taxYear: number;
    amountPence: number;
    currentYearPence: number;
    ledgerTransactionId: number;
    createdAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('isa_movements')
    .values({
      user_id: movement.userId,
      kind: movement.kind,
      tax_year: movement.taxYear,
      amount_pence: movement.amountPence,
      counterparty: 'OTHER_MANAGER',
      current_year_pence: movement.currentYearPence,
      status: 'SUCCEEDED',
      ledger_transaction_id: movement.ledgerTransactionId,
      created_at: movement.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ISA account's balance, without a lock (a request only checks it; the record checks again under the lock). */
export async function isaCashPence(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_pence')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.balance_pence);
}
