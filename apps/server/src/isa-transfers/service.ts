import type {
  IsaTransfer,
  IsaTransferPage,
  IsaTransferRecord,
  IsaTransferRejection,
  IsaTransferRequest,
  IsaTransferStatus,
} from '@keystone/api';
import {
  isaTransferDueBy,
  isaTransferRecordErrors,
  isaTransferRequestErrors,
  validateIsaTransferOutAmount,
  validateIsaTransferReason,
} from '@keystone/flows/isa-transfers';
import { taxYearOf } from '@keystone/flows/tax';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { assertSameRequest, requestFingerprint } from '../contract/idempotency-key.ts';
import type { Db } from '../db/database.ts';
import type { Json } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import { isaAccountIdOf, lockAccountBalance, systemAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { answerRequestKey, claimRequestKey, storedRequest, type RequestKey } from '../wallet/queries.ts';
import {
  countIsaTransfers,
  decideIsaTransfer,
  findIsaTransfer,
  findIsaTransferPage,
  insertIsaTransfer,
  insertTransferMovement,
  isaCashPence,
  lockIsaTransfer,
  type IsaTransferRow,
} from './queries.ts';

// ISA transfers (issue 35 §2; HMRC ISA guidance for managers, 'Transfer an ISA if you're an ISA manager'). The
// investor asks; the admin, who deals with the other manager, records the money received or sent, or rejects the
// request. Only the ISA's cash moves, as "transfer rights in relation to non-cash innovative finance ISA investments
// are available only as set out in the terms and conditions of the account".

function fieldErrors(errors: Partial<Record<string, string>>): void {
  const list = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  if (list.length > 0) throw new AppError(2, { fieldErrors: list });
}

export function transferOf(row: IsaTransferRow): IsaTransfer {
  return {
    id: row.id,
    userId: row.user_id,
    investorName: row.full_name ?? row.email,
    direction: row.direction,
    otherManager: row.other_manager,
    otherReference: row.other_reference,
    years: row.years,
    amountPence: row.requested_amount_pence === null ? null : Number(row.requested_amount_pence),
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    dueBy: isaTransferDueBy(row.requested_at).toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    recordedAmountPence: row.recorded_amount_pence === null ? null : Number(row.recorded_amount_pence),
    currentYearPence: row.current_year_pence === null ? null : Number(row.current_year_pence),
    reason: row.reason,
  };
}

async function transferById(db: Db, id: number): Promise<IsaTransfer> {
  const row = await findIsaTransfer(db, id);
  if (!row) throw new AppError(42);
  return transferOf(row);
}

/** POST /isa/transfers: the investor's request, REQUESTED; no money moves yet. */
export async function requestIsaTransfer(
  app: AppContext,
  request: IsaTransferRequest & { userId: number },
): Promise<IsaTransfer> {
  fieldErrors(isaTransferRequestErrors(request));
  return app.db.transaction().execute(async (trx) => {
    const isa = await isaAccountIdOf(trx, request.userId);
    if (isa === undefined) throw new AppError(54);
    if (request.direction === 'OUT' && request.amountPence !== undefined) {
      fieldErrors({ amountPence: validateIsaTransferOutAmount(request.amountPence, await isaCashPence(trx, isa)) });
    }
    const id = await insertIsaTransfer(trx, {
      ...request,
      otherManager: request.otherManager.trim(),
      otherReference: request.otherReference.trim(),
      requestedAt: app.clock.now(),
    });
    return transferById(trx, id);
  });
}

/** GET /isa/transfers and GET /isa-transfers: the investor's own, newest first; the admin's, oldest first. */
export async function listIsaTransfers(
  app: AppContext,
  query: { userId?: number; status?: IsaTransferStatus; limit: number; offset: number },
): Promise<IsaTransferPage> {
  const rows = await findIsaTransferPage(app.db, { ...query, newestFirst: query.userId !== undefined });
  return { transfers: rows.map(transferOf), count: await countIsaTransfers(app.db, query) };
}

/** POST /isa/transfers/{id}/cancel: only one's own, only while REQUESTED. */
export async function cancelIsaTransfer(
  app: AppContext,
  request: { userId: number; id: number },
): Promise<IsaTransfer> {
  return app.db.transaction().execute(async (trx) => {
    const transfer = await lockIsaTransfer(trx, request.id);
    if (!transfer || transfer.user_id !== request.userId) throw new AppError(10);
    if (transfer.status !== 'REQUESTED') throw new AppError(57);
    await decideIsaTransfer(trx, transfer.id, {
      status: 'CANCELLED',
      decidedAt: app.clock.now(),
      decidedBy: request.userId,
    });
    return transferById(trx, transfer.id);
  });
}

/** POST /isa-transfers/{id}/reject: the admin's refusal, with the reason the investor is shown. */
export async function rejectIsaTransfer(
  app: AppContext,
  request: IsaTransferRejection & { adminId: number; id: number },
): Promise<IsaTransfer> {
  fieldErrors({ reason: validateIsaTransferReason(request.reason) });
  return app.db.transaction().execute(async (trx) => {
    const transfer = await lockIsaTransfer(trx, request.id);
    if (!transfer) throw new AppError(42);
    if (transfer.status !== 'REQUESTED') throw new AppError(57);
    await decideIsaTransfer(trx, transfer.id, {
      status: 'REJECTED',
      decidedAt: app.clock.now(),
      decidedBy: request.adminId,
      reason: request.reason.trim(),
    });
    return transferById(trx, transfer.id);
  });
}

/**
 * POST /isa-transfers/{id}/record: the money the other manager sent us (IN: provider clearing → the investor's ISA,
 * ISA_TRANSFER_IN) or we sent them (OUT: ISA → provider clearing, ISA_TRANSFER_OUT, never more than the ISA's cash),
 * and its TRANSFER_IN or TRANSFER_OUT movement in the ISA's register with this year's part: this year's
 * subscriptions transferred in count as this year's subscriptions, earlier years' money uses no allowance (HMRC ISA
 * guidance for managers). One transaction: the transfer's row locked first, so a second record waits and is refused
 * with code 57; then the key, as every money request (`wallet/keyed-request.ts`); then the investor's ISA, then the
 * clearing account.
 */
export async function recordIsaTransfer(
  app: AppContext,
  request: IsaTransferRecord & { adminId: number; id: number; idempotencyKey: string | undefined },
): Promise<IsaTransfer> {
  return app.db.transaction().execute(async (trx): Promise<IsaTransfer> => {
    const transfer = await lockIsaTransfer(trx, request.id);
    if (!transfer) throw new AppError(42);
    const key: RequestKey | undefined =
      request.idempotencyKey === undefined
        ? undefined
        : { userId: request.adminId, operation: 'recordIsaTransfer', idempotencyKey: request.idempotencyKey };
    if (key) {
      const fingerprint = requestFingerprint(key.operation, {
        id: request.id,
        amountPence: request.amountPence,
        currentYearPence: request.currentYearPence,
      });
      if (!(await claimRequestKey(trx, key, fingerprint))) {
        const stored = await storedRequest(trx, key);
        assertSameRequest(stored, { operation: key.operation, fingerprint });
        if (stored?.response) return stored.response as unknown as IsaTransfer;
        return transferById(trx, transfer.id);
      }
    }
    if (transfer.status !== 'REQUESTED') throw new AppError(57);
    fieldErrors(isaTransferRecordErrors(request, transfer.years));
    const isa = await isaAccountIdOf(trx, transfer.user_id);
    if (isa === undefined) throw new AppError(54);
    const cashPence = await lockAccountBalance(trx, isa);
    if (transfer.direction === 'OUT') {
      fieldErrors({ amountPence: validateIsaTransferOutAmount(request.amountPence, Number(cashPence)) });
    }
    const clearing = await systemAccountId(trx, 'PROVIDER_CLEARING');
    const now = app.clock.now();
    const into = transfer.direction === 'IN' ? request.amountPence : -request.amountPence;
    const ledgerTransactionId = await postTransaction(inTransaction(app, trx), {
      kind: transfer.direction === 'IN' ? 'ISA_TRANSFER_IN' : 'ISA_TRANSFER_OUT',
      description:
        transfer.direction === 'IN' ? 'ISA transfer in from another manager' : 'ISA transfer out to another manager',
      idempotencyKey: `isa-transfer:${transfer.id}`,
      createdBy: request.adminId,
      occurredAt: now,
      entries: [
        { accountId: isa, amountPence: into },
        { accountId: clearing, amountPence: -into },
      ],
    });
    const isaMovementId = await insertTransferMovement(trx, {
      userId: transfer.user_id,
      kind: transfer.direction === 'IN' ? 'TRANSFER_IN' : 'TRANSFER_OUT',
      taxYear: taxYearOf(now),
      amountPence: request.amountPence,
      currentYearPence: request.currentYearPence,
      ledgerTransactionId,
      createdAt: now,
    });
    await decideIsaTransfer(trx, transfer.id, {
      status: 'COMPLETED',
      decidedAt: now,
      decidedBy: request.adminId,
      recordedAmountPence: request.amountPence,
      currentYearPence: request.currentYearPence,
      isaMovementId,
    });
    const recorded = await transferById(trx, transfer.id);
    if (key) await answerRequestKey(trx, key, recorded as unknown as Json);
    return recorded;
  });
}
