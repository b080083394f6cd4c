import type { InvestmentTerm, PaymentRow } from '@keystone/api';
import { canMakePayments, canMakePayouts } from '@keystone/flows/payouts';
import type { SystemStatusEvent } from '@keystone/flows/projects';
import { completeAgreements } from '../agreements/status.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import {
  lockAccountBalance,
  projectWalletAccountId,
  projectWalletBalancePence,
  userWalletAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { applySystemStatusEvent } from '../projects/system-status.ts';
import { paymentRowOf } from './list.ts';
import { walletKindOf } from './payout-project.ts';
import {
  findPayoutProject,
  investmentIdsOfRow,
  lockPaymentRow,
  lockPayoutProject,
  markRowFailed,
  markRowPaid,
  termRows,
  termsFullyPaid,
  type PayoutProject,
} from './queries.ts';

/** Why a row fails: the investor's account was deactivated, so nothing may be paid into it until it is active. */
/** Code 17's words for a payment id that is not one of the project's rows. */
export const PAYMENT_NOT_FOUND = 'Payment does not exist';

export const INACTIVE_INVESTOR = "The investor's account is not active";

/** The ledger key of a row's one payment: a second attempt, by a double click or after a crash, posts nothing. */
export const paymentKey = (paymentId: number) => `project-payment:${paymentId}`;

/**
 * POST /projects/{id}/payments/make: pays every PENDING row of the term, each in its own transaction under the
 * project's and the row's locks, so a crash halfway leaves each row paid or not and a second press (or a second
 * admin at the same moment) finds the paid rows SUCCEEDED and skips them. Code 35 before anything moves when the
 * term wallet holds less than the PENDING rows come to.
 */
export async function makeProjectPayments(
  app: Pick<AppContext, 'db' | 'clock'>,
  projectId: number,
  term: InvestmentTerm,
  adminId: number,
) {
  const project = await findPayoutProject(app.db, projectId);
  if (!project) throw new AppError(17);
  const rows = await termRows(app.db, projectId, term);
  const pending = rows.filter((row) => row.status === 'PENDING');
  // A second press after the last row was paid (the project has moved on) finds nothing to do, as during the run.
  if (rows.length > 0 && rows.every((row) => row.status === 'SUCCEEDED')) return;
  const first = rows[0];
  if (!canMakePayments(project.status, first && { profitPence: first.profit_pence })) throw new AppError(10);
  const duePence = pending.reduce((sum, row) => sum + (row.total_pence ?? 0), 0);
  if (duePence > (await projectWalletBalancePence(app.db, projectId, walletKindOf(term)))) throw new AppError(35);
  for (const row of pending) await payRow(app, projectId, row.id, adminId, 'PENDING');
}

/** POST /projects/{id}/payments/{paymentId}/make: pays one FAILED (or still PENDING) row; answers it as it now is. */
export async function makeProjectPayment(
  app: AppContext,
  projectId: number,
  paymentId: number,
  adminId: number,
): Promise<PaymentRow> {
  const project = await findPayoutProject(app.db, projectId);
  if (!project) throw new AppError(17);
  const before = await paymentRowOf(app.db, projectId, paymentId);
  if (!before) throw new AppError(17, { message: PAYMENT_NOT_FOUND });
  // A paid row is answered as it is, whatever the project's status has become since.
  if (before.status === 'SUCCEEDED') return before;
  if (!canMakePayouts(project.status)) throw new AppError(10);
  await payRow(app, projectId, paymentId, adminId, 'FAILED');
  const row = await paymentRowOf(app.db, projectId, paymentId);
  if (!row) throw new AppError(17, { message: PAYMENT_NOT_FOUND });
  return row;
}

async function payRow(
  app: Pick<AppContext, 'db' | 'clock'>,
  projectId: number,
  paymentId: number,
  adminId: number,
  retrying: 'PENDING' | 'FAILED',
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPayoutProject(trx, projectId);
    if (!project) throw new AppError(17);
    const row = await lockPaymentRow(trx, projectId, paymentId);
    // A row a recalculation removed meanwhile (its investor has nothing left in the term) is nothing to pay.
    if (!row && retrying === 'PENDING') return;
    if (!row) throw new AppError(17, { message: PAYMENT_NOT_FOUND });
    if (row.status === 'SUCCEEDED' || (retrying === 'PENDING' && row.status !== 'PENDING')) return;
    if (row.total_pence === null) throw new AppError(10);
    if (row.user_status !== 'ACTIVE') {
      await markRowFailed(trx, row.id, INACTIVE_INVESTOR);
      return;
    }
    // The investor's wallet is locked before the project's, the order every movement keeps.
    const investorWallet = await userWalletAccountId(trx, row.user_id);
    await lockAccountBalance(trx, investorWallet);
    const projectWallet = await projectWalletAccountId(trx, projectId, walletKindOf(row.term));
    if ((await lockAccountBalance(trx, projectWallet)) < row.total_pence) throw new AppError(35);
    const transactionId = await postTransaction(trx, {
      kind: 'TRANSFER_FROM_PROJECT',
      description: `${row.term === 'LONG' ? 'Long' : 'Short'}-term payout, project ${projectId}`,
      idempotencyKey: paymentKey(row.id),
      createdBy: adminId,
      occurredAt: app.clock.now(),
      entries: [
        { accountId: investorWallet, amountPence: row.total_pence },
        { accountId: projectWallet, amountPence: -row.total_pence },
      ],
    });
    await markRowPaid(trx, row.id, transactionId, app.clock.now());
    await completeAgreements(trx, await investmentIdsOfRow(trx, row.id));
    await moveProjectOn(trx, project, row.term);
  });
}

/**
 * The status machine's system transitions as payouts progress: a short term's first payment starts its payouts,
 * its last completes it (COMPLETE_SHORT_TERM, or COMPLETE without a long term); a long term's last completes the
 * project; a cancelled project is CANCELLED_PAID_OUT once both terms are paid back.
 */
async function moveProjectOn(trx: Db, project: PayoutProject, term: InvestmentTerm): Promise<void> {
  const events: SystemStatusEvent[] = [];
  if (project.status === 'CANCELLED_NOT_PAID_OUT') {
    if (await termsFullyPaid(trx, project.id, ['SHORT', 'LONG'])) events.push('SYSTEM_CANCELLATION_PAID_OUT');
  } else if (term === 'SHORT') {
    events.push('SYSTEM_SHORT_TERM_PAYOUTS_STARTED');
    if (await termsFullyPaid(trx, project.id, ['SHORT'])) events.push('SYSTEM_SHORT_TERM_PAID_OUT');
  } else if (await termsFullyPaid(trx, project.id, ['LONG'])) {
    events.push('SYSTEM_LONG_TERM_PAID_OUT');
  }
  let status = project.status;
  for (const event of events) {
    status = (await applySystemStatusEvent(trx, { ...project, status }, event)) ?? status;
  }
}
