import type { InvestmentTerm, PaymentRow, PaymentRowDetail, ProjectPayments } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { projectWalletBalancePence, termTransfersIntoLongWalletPence } from '../ledger/queries.ts';
import { walletKindOf } from './payout-project.ts';
import { findPayoutProject, itemsOfRows, paymentRowsPage, termTotals } from './queries.ts';

type PageRow = Awaited<ReturnType<typeof paymentRowsPage>>[number];
type ItemRow = Awaited<ReturnType<typeof itemsOfRows>>[number];

/** GET /projects/{id}/payments: a page of the term's rows (by id) and the term wallet's figures from the ledger. */
export async function listProjectPayments(
  app: AppContext,
  page: { projectId: number; term: InvestmentTerm; limit: number; offset: number },
): Promise<ProjectPayments> {
  const project = await findPayoutProject(app.db, page.projectId);
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
export async function paymentRowOf(db: Db, projectId: number, paymentId: number): Promise<PaymentRow | undefined> {
  const rows = await paymentRowsPage(db, { projectId, paymentId, limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) return undefined;
  return toPaymentRow(row, await itemsOfRows(db, [row.id]), row.term);
}

function toPaymentRow(row: PageRow, items: readonly ItemRow[], term: InvestmentTerm): PaymentRow {
  const details = items
    .filter((item) => item.payment_id === row.id)
    .map((item): PaymentRowDetail => ({
      strategy: item.strategy,
      longTerm: term === 'LONG',
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
