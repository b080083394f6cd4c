import type { InvestmentTerm, PaymentRow, PaymentRowDetail, ProjectPayments } from '@keystone/api';
import {
  canCalculatePayouts,
  canMakePayments,
  canMakePayouts,
  INACTIVE_INVESTOR,
  investDays,
  payoutProfits,
  termRatePercent,
} from '@keystone/flows/payouts';
import type { SystemStatusEvent } from '@keystone/flows/projects';
import { completeAgreements } from '../agreements/status.ts';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import {
  isaAccountIdOf,
  lockAccountBalance,
  projectWalletAccountId,
  projectWalletBalancePence,
  termTransfersIntoLongWalletPence,
  userWalletAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { applySystemStatusEvent } from '../projects/service.ts';
import { announce } from '../notifications/service.ts';
import { termWindow, walletKindOf, yearRateOf } from './payment-project.ts';
import {
  deleteUnpaidRowsExcept,
  findPaymentProject,
  investmentIdsOfRow,
  itemsOfRows,
  lockPaymentRow,
  lockPaymentProject,
  markRowFailed,
  markRowPaid,
  paymentRowsPage,
  rowTotalsByDestination,
  saveCalculatedRow,
  succeededInvestmentsOfTerm,
  termRows,
  termsFullyPaid,
  termTotals,
  type CalculatedRow,
  type PaymentProject,
} from './queries.ts';

// A project's payments to its investors (seed 001 'Project payments screen'): the rows of a term, calculated from
// its investments, listed with the term wallet's figures, and paid one row per transaction.

/**
 * POST /projects/{id}/payments/recalculate: one row per investor of the term from its SUCCEEDED investments, one
 * item per investment, profits by the flows rule (packages/flows/src/payouts). Paid rows never change; running it
 * again recalculates the others. Under the project's row lock, so it cannot interleave with a payment.
 */
export async function calculateProjectProfit(app: AppContext, projectId: number, term: InvestmentTerm): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPaymentProject(trx, projectId);
    if (!project) throw new AppError(17);
    if (!canCalculatePayouts(project.status)) throw new AppError(10);
    const window = termWindow(project, term);
    const cancelled = project.status === 'CANCELLED_NOT_PAID_OUT';
    const investments = await succeededInvestmentsOfTerm(trx, projectId, term);
    const items = investments.map((investment) => {
      const investAt = investment.paid_at ?? investment.created_at;
      const days = investDays(investAt, window);
      const yearRate = cancelled ? 0 : yearRateOf(project, term, investment.invest_strategy);
      return { investment, investAt, days, yearRate, rate: termRatePercent(yearRate, days) };
    });
    // One rounding over the whole term, so the pennies cut off each item go to items of this term.
    const profits = payoutProfits(
      items.map((item) => ({
        sumPence: item.investment.amount_pence,
        yearRatePercent: item.yearRate,
        investDays: item.days,
      })),
      { cancelled },
    );
    const rows = new Map<number, CalculatedRow>();
    const calculatedAt = app.clock.now();
    items.forEach((item, index) => {
      const profit = profits[index] ?? { profitPence: 0, totalPence: item.investment.amount_pence };
      const userId = item.investment.user_id;
      const row = rows.get(userId) ?? {
        projectId,
        userId,
        term,
        firstInvestAt: item.investAt,
        principalPence: 0,
        days: item.days,
        rate: item.rate,
        yearRate: item.yearRate,
        profitPence: 0,
        totalPence: 0,
        calculatedAt,
        items: [],
      };
      row.principalPence += item.investment.amount_pence;
      row.profitPence += profit.profitPence;
      row.totalPence += profit.totalPence;
      row.items.push({
        investmentId: item.investment.id,
        investStrategy: item.investment.invest_strategy,
        investAt: item.investAt,
        sumPence: item.investment.amount_pence,
        investDays: item.days,
        rate: item.rate,
        yearRate: item.yearRate,
        profitPence: profit.profitPence,
        totalPence: profit.totalPence,
      });
      rows.set(userId, row);
    });
    await deleteUnpaidRowsExcept(trx, projectId, term, [...rows.keys()]);
    for (const row of rows.values()) await saveCalculatedRow(trx, row);
  });
}

type PageRow = Awaited<ReturnType<typeof paymentRowsPage>>[number];
type ItemRow = Awaited<ReturnType<typeof itemsOfRows>>[number];

/** GET /projects/{id}/payments: a page of the term's rows (by id) and the term wallet's figures from the ledger. */
export async function listProjectPayments(
  app: AppContext,
  page: { projectId: number; term: InvestmentTerm; limit: number; offset: number },
): Promise<ProjectPayments> {
  const project = await findPaymentProject(app.db, page.projectId);
  if (!project) throw new AppError(17);
  const [rows, totals, walletBalancePence, transferredToLongWalletPence] = await Promise.all([
    paymentRowsPage(app.db, page),
    termTotals(app.db, page.projectId, page.term),
    projectWalletBalancePence(app.db, page.projectId, walletKindOf(page.term)),
    termTransfersIntoLongWalletPence(app.db, page.projectId),
  ]);
  const items = await itemsOfRows(
    app.db,
    rows.map((row) => row.id),
  );
  return {
    payments: rows.map((row) => toPaymentRow(row, items, page.term)),
    count: totals.count,
    walletBalancePence,
    totalSumPence: totals.succeededPence + totals.unpaidPence,
    // FAILED rows are still owed, so they count as pending.
    sumInfo: { succeededPence: totals.succeededPence, pendingPence: totals.unpaidPence },
    transferredToLongWalletPence,
  };
}

/** One row as the payments screen shows it (the answer of 'Make Payment'). */
export async function paymentRowOf(
  app: AppContext,
  projectId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const { db } = app;
  const rows = await paymentRowsPage(db, { projectId, paymentId, limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) return undefined;
  return toPaymentRow(row, await itemsOfRows(db, [row.id]), row.term);
}

function toPaymentRow(row: PageRow, items: readonly ItemRow[], term: InvestmentTerm): PaymentRow {
  const details = items
    .filter((item) => item.payment_id === row.id)
    .map((item): PaymentRowDetail => ({
      investStrategy: item.invest_strategy,
      term,
      investDate: item.invest_at.toISOString(),
      sumPence: item.sum_pence,
      investDays: item.invest_days ?? 0,
      rate: Number(item.rate ?? 0),
      yearRate: Number(item.year_rate ?? 0),
      profitPence: item.profit_pence,
      totalPence: item.total_pence,
    }));
  return {
    id: row.id,
    name: row.name,
    firstInvest: row.first_invest_at.toISOString(),
    details,
    sumPence: row.principal_pence,
    days: row.days ?? 0,
    rate: Number(row.rate ?? 0),
    yearRate: Number(row.year_rate ?? 0),
    profitPence: row.profit_pence,
    totalPence: row.total_pence,
    status: row.status,
  };
}

/** Code 17's words for a payment id that is not one of the project's rows. */
export const PAYMENT_NOT_FOUND = 'Payment does not exist';

/** Why a row fails: the investor's account was deactivated, so nothing may be paid into it until it is active. */
export { INACTIVE_INVESTOR };

/** The ledger key of a row's one payment: a second attempt, by a double click or after a crash, posts nothing. */
export const paymentKey = (paymentId: number) => `project-payment:${paymentId}`;

/**
 * POST /projects/{id}/payments/make: pays every PENDING row of the term, each in its own transaction under the
 * project's and the row's locks, so a crash halfway leaves each row paid or not and a second press (or a second
 * admin at the same moment) finds the paid rows SUCCEEDED and skips them. Code 35 before anything moves when the
 * term wallet holds less than the PENDING rows come to.
 */
export async function makeProjectPayments(app: AppContext, projectId: number, term: InvestmentTerm, adminId: number) {
  const project = await findPaymentProject(app.db, projectId);
  if (!project) throw new AppError(17);
  // The rows and the wallet as of one moment: read one after the other, a press during another admin's run saw every
  // row still due but a wallet already paid from, and answered code 35 with enough money in it.
  const { rows, balancePence } = await app.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      rows: await termRows(trx, projectId, term),
      balancePence: await projectWalletBalancePence(trx, projectId, walletKindOf(term)),
    }));
  const pending = rows.filter((row) => row.status === 'PENDING');
  // A second press after the last row was paid (the project has moved on) finds nothing to do, as during the run.
  if (rows.length > 0 && rows.every((row) => row.status === 'SUCCEEDED')) return;
  const first = rows[0];
  if (!canMakePayments(project.status, first && { profitPence: first.profit_pence })) throw new AppError(10);
  const duePence = pending.reduce((sum, row) => sum + (row.total_pence ?? 0), 0);
  if (duePence > balancePence) throw new AppError(35);
  for (const row of pending) await payRow(app, projectId, row.id, adminId, 'PENDING');
}

/** POST /projects/{id}/payments/{paymentId}/make: pays one FAILED (or still PENDING) row; answers it as it now is. */
export async function makeProjectPayment(
  app: AppContext,
  projectId: number,
  paymentId: number,
  adminId: number,
): Promise<PaymentRow> {
  const project = await findPaymentProject(app.db, projectId);
  if (!project) throw new AppError(17);
  const before = await paymentRowOf(app, projectId, paymentId);
  if (!before) throw new AppError(17, { message: PAYMENT_NOT_FOUND });
  // A paid row is answered as it is, whatever the project's status has become since.
  if (before.status === 'SUCCEEDED') return before;
  if (!canMakePayouts(project.status)) throw new AppError(10);
  await payRow(app, projectId, paymentId, adminId, 'FAILED');
  const row = await paymentRowOf(app, projectId, paymentId);
  if (!row) throw new AppError(17, { message: PAYMENT_NOT_FOUND });
  return row;
}

async function payRow(
  app: AppContext,
  projectId: number,
  paymentId: number,
  adminId: number,
  retrying: 'PENDING' | 'FAILED',
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPaymentProject(trx, projectId);
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
    // The investor's accounts (wallet, then ISA) are locked before the project's, the order every movement keeps.
    const investorAccounts = await lockInvestorAccounts(inTransaction(app, trx), row.user_id, row.id, row.total_pence);
    const projectWallet = await projectWalletAccountId(trx, projectId, walletKindOf(row.term));
    if ((await lockAccountBalance(trx, projectWallet)) < row.total_pence) throw new AppError(35);
    const transactionId = await postTransaction(inTransaction(app, trx), {
      kind: 'TRANSFER_FROM_PROJECT',
      description: `${row.term === 'LONG' ? 'Long' : 'Short'}-term payout, project ${projectId}`,
      idempotencyKey: paymentKey(row.id),
      createdBy: adminId,
      occurredAt: app.clock.now(),
      entries: [...investorAccounts, { accountId: projectWallet, amountPence: -row.total_pence }],
    });
    await markRowPaid(trx, row.id, transactionId, app.clock.now());
    await completeAgreements(trx, await investmentIdsOfRow(trx, row.id));
    await moveProjectOn(inTransaction(app, trx), project, row.term);
    await announce(inTransaction(app, trx), {
      kind: 'PAYOUT_RECEIVED',
      userId: row.user_id,
      projectId,
      amountPence: row.total_pence,
    });
  });
}

/**
 * The entries of a row's payout to its investor, their accounts locked: what its ISA investments repay goes back into
 * the ISA (issue 35: interest and capital of an ISA investment stay in the ISA), the rest to the e-wallet; each part
 * its items' totals, so the two add up to the row's total to the penny. A part of nothing has no entry.
 */
async function lockInvestorAccounts(
  app: AppContext,
  userId: number,
  paymentId: number,
  totalPence: number,
): Promise<{ accountId: number; amountPence: number }[]> {
  const trx = app.db;
  const { walletPence, isaPence } = await rowTotalsByDestination(trx, paymentId);
  if (walletPence + isaPence !== totalPence) {
    throw new Error(`payment ${paymentId}: its items come to ${walletPence + isaPence}, the row to ${totalPence}`);
  }
  const entries: { accountId: number; amountPence: number }[] = [];
  if (walletPence > 0) {
    const wallet = await userWalletAccountId(trx, userId);
    await lockAccountBalance(trx, wallet);
    entries.push({ accountId: wallet, amountPence: walletPence });
  }
  if (isaPence > 0) {
    const isa = await isaAccountIdOf(trx, userId);
    // An ISA investment was paid from the ISA's account, so it exists: the ISA cannot be closed.
    if (isa === undefined) throw new Error(`payment ${paymentId}: user ${userId} has ISA investments and no ISA`);
    await lockAccountBalance(trx, isa);
    entries.push({ accountId: isa, amountPence: isaPence });
  }
  return entries;
}

/**
 * The status machine's system transitions as payouts progress: a short term's first payment starts its payouts,
 * its last completes it (COMPLETE_SHORT_TERM, or COMPLETE without a long term); a long term's last completes the
 * project; a cancelled project is CANCELLED_PAID_OUT once both terms are paid back.
 */
async function moveProjectOn(app: AppContext, project: PaymentProject, term: InvestmentTerm): Promise<void> {
  const trx = app.db;
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
    status = (await applySystemStatusEvent(app, { ...project, status }, event)) ?? status;
  }
}
