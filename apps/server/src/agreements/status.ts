import type { Db } from '../db/database.ts';
import { markAgreementsCompleted, markProjectAgreementsCancelled } from './queries.ts';

/**
 * Issue 13: an agreement's status follows its investment. ACTIVE while the term runs (the default on signing),
 * COMPLETED once the investment is paid out, CANCELLED when the project is cancelled. Both calls take the caller's
 * transaction, so the agreement changes with the payout or the project status, or not at all. Only ACTIVE agreements
 * move: a completed agreement stays completed if the project is cancelled later, and a repeated call changes nothing.
 */

/** Call inside the payout's transaction with the investments it paid; answers how many agreements completed. */
export function completeAgreements(trx: Db, investmentIds: readonly number[]): Promise<number> {
  return markAgreementsCompleted(trx, investmentIds);
}

/** Call inside the transaction that moves the project to CANCELLED_NOT_PAID_OUT; answers how many were cancelled. */
export function cancelProjectAgreements(trx: Db, projectId: number): Promise<number> {
  return markProjectAgreementsCancelled(trx, projectId);
}
