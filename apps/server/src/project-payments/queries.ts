import type { InvestmentTerm, InvestStrategy, TransactionStatus } from '@keystone/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// All of the project payments' SQL (tables project_payments and project_payment_items, migration 008).

const projectColumns = [
  'id',
  'status',
  'allow_long_term',
  'short_start_date',
  'short_end_date',
  'short_actual_start_date',
  'short_actual_end_date',
  'long_start_date',
  'long_end_date',
  'long_actual_start_date',
  'long_actual_end_date',
  'short_debt_secured_expected_rate',
  'short_debt_expected_rate',
  'short_equity_expected_rate',
  'short_sharia_expected_rate',
  'long_debt_secured_expected_rate',
  'long_debt_expected_rate',
  'long_equity_expected_rate',
  'long_sharia_expected_rate',
] as const;

export type PaymentProject = NonNullable<Awaited<ReturnType<typeof findPaymentProject>>>;

export function findPaymentProject(db: Db, projectId: number) {
  return db.selectFrom('projects').select(projectColumns).where('id', '=', projectId).executeTakeFirst();
}

/**
 * The project row locked against another payout or status change until the transaction ends (FOR NO KEY UPDATE, as
 * pledging takes it: pledge, project, investor's wallet, project's accounts is the order every movement keeps).
 */
export function lockPaymentProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select(projectColumns)
    .where('id', '=', projectId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export function succeededInvestmentsOfTerm(db: Db, projectId: number, term: InvestmentTerm) {
  return db
    .selectFrom('investments')
    .select(['id', 'user_id', 'invest_strategy', 'amount_pence', 'paid_at', 'created_at'])
    .where('project_id', '=', projectId)
    .where('term', '=', term)
    .where('status', '=', 'SUCCEEDED')
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
}

export interface CalculatedRow {
  projectId: number;
  userId: number;
  term: InvestmentTerm;
  firstInvestAt: Date;
  principalPence: number;
  days: number;
  rate: number;
  yearRate: number;
  profitPence: number;
  totalPence: number;
  calculatedAt: Date;
  items: {
    investmentId: number;
    investStrategy: InvestStrategy;
    investAt: Date;
    sumPence: number;
    investDays: number;
    rate: number;
    yearRate: number;
    profitPence: number;
    totalPence: number;
  }[];
}

/** Writes a row and its items, unless the row is already paid (a paid row never changes). */
export async function saveCalculatedRow(db: Db, row: CalculatedRow): Promise<void> {
  const figures = {
    first_invest_at: row.firstInvestAt,
    principal_pence: row.principalPence,
    days: row.days,
    rate: row.rate,
    year_rate: row.yearRate,
    profit_pence: row.profitPence,
    total_pence: row.totalPence,
    calculated_at: row.calculatedAt,
  };
  const saved = await db
    .insertInto('project_payments')
    .values({ project_id: row.projectId, user_id: row.userId, term: row.term, ...figures })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'term', 'user_id'])
        .doUpdateSet(figures)
        .where('project_payments.status', '<>', 'SUCCEEDED'),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) return;
  await db.deleteFrom('project_payment_items').where('payment_id', '=', saved.id).execute();
  await db
    .insertInto('project_payment_items')
    .values(
      row.items.map((item) => ({
        payment_id: saved.id,
        investment_id: item.investmentId,
        invest_strategy: item.investStrategy,
        invest_at: item.investAt,
        sum_pence: item.sumPence,
        invest_days: item.investDays,
        rate: item.rate,
        year_rate: item.yearRate,
        profit_pence: item.profitPence,
        total_pence: item.totalPence,
      })),
    )
    .execute();
}

/** Unpaid rows of the term whose investor no longer has a succeeded investment in it (none is left unpaid). */
export async function deleteUnpaidRowsExcept(db: Db, projectId: number, term: InvestmentTerm, userIds: number[]) {
  let query = db
    .deleteFrom('project_payments')
    .where('project_id', '=', projectId)
    .where('term', '=', term)
    .where('status', '<>', 'SUCCEEDED');
  if (userIds.length > 0) query = query.where('user_id', 'not in', userIds);
  await query.execute();
}

export function termRows(db: Db, projectId: number, term: InvestmentTerm) {
  return db
    .selectFrom('project_payments')
    .select(['id', 'status', 'profit_pence', 'total_pence'])
    .where('project_id', '=', projectId)
    .where('term', '=', term)
    .orderBy('id')
    .execute();
}

/** The row with its investor's status, locked for its payment; undefined when it is not this project's. */
export function lockPaymentRow(db: Db, projectId: number, paymentId: number) {
  return db
    .selectFrom('project_payments as payment')
    .innerJoin('users', 'users.id', 'payment.user_id')
    .select([
      'payment.id',
      'payment.user_id',
      'payment.term',
      'payment.status',
      'payment.total_pence',
      'users.status as user_status',
    ])
    .where('payment.id', '=', paymentId)
    .where('payment.project_id', '=', projectId)
    .forUpdate('payment')
    .executeTakeFirst();
}

export async function markRowPaid(db: Db, paymentId: number, ledgerTransactionId: number, paidAt: Date) {
  await db
    .updateTable('project_payments')
    .set({ status: 'SUCCEEDED', ledger_transaction_id: ledgerTransactionId, paid_at: paidAt, failure_reason: null })
    .where('id', '=', paymentId)
    .execute();
}

export async function markRowFailed(db: Db, paymentId: number, reason: string) {
  await db
    .updateTable('project_payments')
    .set({ status: 'FAILED', failure_reason: reason })
    .where('id', '=', paymentId)
    .execute();
}

export async function investmentIdsOfRow(db: Db, paymentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('project_payment_items')
    .select('investment_id')
    .where('payment_id', '=', paymentId)
    .execute();
  return rows.map((row) => row.investment_id);
}

/**
 * What a row pays into the ISA and what into the e-wallet (issue 35): its items' totals summed by where each
 * investment was paid from, the ISA's apart, an e-wallet's and a bank transfer's together.
 */
export async function rowTotalsByDestination(
  db: Db,
  paymentId: number,
): Promise<{ walletPence: number; isaPence: number }> {
  const rows = await db
    .selectFrom('project_payment_items as item')
    .innerJoin('investments', 'investments.id', 'item.investment_id')
    .select(['investments.source', 'item.total_pence'])
    .where('item.payment_id', '=', paymentId)
    .execute();
  return {
    walletPence: rows.filter((row) => row.source !== 'ISA').reduce((sum, row) => sum + (row.total_pence ?? 0), 0),
    isaPence: rows.filter((row) => row.source === 'ISA').reduce((sum, row) => sum + (row.total_pence ?? 0), 0),
  };
}

/** Whether every succeeded investment of the terms is covered by a paid row. */
export async function termsFullyPaid(db: Db, projectId: number, terms: readonly InvestmentTerm[]): Promise<boolean> {
  const unpaid = await db
    .selectFrom('investments as i')
    .select('i.id')
    .where('i.project_id', '=', projectId)
    .where('i.term', 'in', terms)
    .where('i.status', '=', 'SUCCEEDED')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('project_payment_items as item')
            .innerJoin('project_payments as payment', 'payment.id', 'item.payment_id')
            .select('item.id')
            .whereRef('item.investment_id', '=', 'i.id')
            .where('payment.status', '=', 'SUCCEEDED'),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return unpaid === undefined;
}

/** A page of the term's rows (or the one row `paymentId`) with the investor's name, by id. */
export function paymentRowsPage(
  db: Db,
  page: { projectId: number; limit: number; offset: number } & ({ term: InvestmentTerm } | { paymentId: number }),
) {
  let query = db
    .selectFrom('project_payments as payment')
    .innerJoin('users', 'users.id', 'payment.user_id')
    .select([
      'payment.id',
      sql<string>`coalesce(users.full_name, users.email)`.as('name'),
      'payment.first_invest_at',
      'payment.principal_pence',
      'payment.days',
      'payment.rate',
      'payment.year_rate',
      'payment.profit_pence',
      'payment.total_pence',
      'payment.status',
      'payment.term',
    ])
    .where('payment.project_id', '=', page.projectId);
  query = 'term' in page ? query.where('payment.term', '=', page.term) : query.where('payment.id', '=', page.paymentId);
  return query.orderBy('payment.id').limit(page.limit).offset(page.offset).execute();
}

export function itemsOfRows(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('project_payment_items')
    .selectAll()
    .where('payment_id', 'in', paymentIds)
    .orderBy('invest_at')
    .orderBy('id')
    .execute();
}

/** The term's row count and what its rows come to by status (a row's total, or its principal before calculation). */
export async function termTotals(db: Db, projectId: number, term: InvestmentTerm) {
  const rows = await db
    .selectFrom('project_payments')
    .select([
      'status',
      sql<string>`count(*)::text`.as('rows'),
      sql<string>`coalesce(sum(coalesce(total_pence, principal_pence)), 0)::text`.as('pence'),
    ])
    .where('project_id', '=', projectId)
    .where('term', '=', term)
    .groupBy('status')
    .execute();
  const byStatus = (status: TransactionStatus) => Number(rows.find((row) => row.status === status)?.pence ?? 0);
  return {
    count: rows.reduce((sum, row) => sum + Number(row.rows), 0),
    succeededPence: byStatus('SUCCEEDED'),
    unpaidPence: byStatus('PENDING') + byStatus('FAILED'),
  };
}
