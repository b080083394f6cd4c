import { sql } from 'kysely';
import type { InvestmentTerm, TaxStatementRunStatus } from '@keystone/api';
import type { Db } from '../db/database.ts';

// All of the tax statements' SQL (issue 35 §1): the interest paid and the losses recorded, by investment, in a span
// of time; when each investor's money first moved with us; and the admin's runs of a year (migration 064).

/** Within [start, end), and for one investor or (undefined) every investor. */
export interface Span {
  userId?: number;
  start?: Date;
  end?: Date;
}

/** An investment's interest in one paid payout, or its loss as written off: what a statement line adds up. */
export interface InvestmentAmount {
  userId: number;
  investmentId: number;
  projectTitle: string;
  term: InvestmentTerm;
  isa: boolean;
  pence: number;
  at: Date;
}

/**
 * The gross interest of each paid payout item: `profit_pence` of `project_payment_items` whose payment SUCCEEDED,
 * dated by the payment's `paid_at` (when the money reached the investor). Before any fee: the item's profit is the
 * payout's interest as calculated, and no fee is taken from it.
 */
export async function findInterestPaid(db: Db, span: Span): Promise<InvestmentAmount[]> {
  let query = db
    .selectFrom('project_payment_items as item')
    .innerJoin('project_payments as payment', 'payment.id', 'item.payment_id')
    .innerJoin('investments as investment', 'investment.id', 'item.investment_id')
    .innerJoin('projects as project', 'project.id', 'investment.project_id')
    .select([
      'investment.user_id as userId',
      'investment.id as investmentId',
      'project.title as projectTitle',
      'investment.term as term',
      'investment.source as source',
      'item.profit_pence as pence',
      'payment.paid_at as at',
    ])
    .where('payment.status', '=', 'SUCCEEDED')
    .where('item.profit_pence', '>', 0);
  if (span.userId !== undefined) query = query.where('investment.user_id', '=', span.userId);
  if (span.start !== undefined) query = query.where('payment.paid_at', '>=', span.start);
  if (span.end !== undefined) query = query.where('payment.paid_at', '<', span.end);
  const rows = await query.orderBy('payment.paid_at').orderBy('investment.id').execute();
  return rows.map(({ source, pence, at, ...row }) => ({
    ...row,
    isa: source === 'ISA',
    pence: Number(pence ?? 0),
    at: at ?? new Date(0),
  }));
}

/**
 * The losses recorded as irrecoverable, dated when recorded: of each `investment_losses` row (written once when a
 * project is written off, issue 34 §3: what the investment was owed, interest to the term's end included, less what
 * recoveries paid it), only the lent money that did not come back. Relief for irrecoverable peer-to-peer loans (ITA
 * 2007 s.412A) is for the outstanding principal, not for interest never received; recoveries count against the
 * principal first, so the figure is the principal less every recovery share of the investment, never more than the
 * loss recorded.
 */
export async function findLossesRecorded(db: Db, span: Span): Promise<InvestmentAmount[]> {
  let query = db
    .selectFrom('investment_losses as loss')
    .innerJoin('investments as investment', 'investment.id', 'loss.investment_id')
    .innerJoin('projects as project', 'project.id', 'investment.project_id')
    .select([
      'investment.user_id as userId',
      'investment.id as investmentId',
      'project.title as projectTitle',
      'investment.term as term',
      'investment.source as source',
      sql<string>`least(loss.loss_pence, greatest(0, investment.amount_pence - coalesce((
        SELECT sum(share.amount_pence) FROM project_recovery_shares AS share WHERE share.investment_id = investment.id
      ), 0)))`.as('pence'),
      'loss.recorded_at as at',
    ]);
  if (span.userId !== undefined) query = query.where('loss.user_id', '=', span.userId);
  if (span.start !== undefined) query = query.where('loss.recorded_at', '>=', span.start);
  if (span.end !== undefined) query = query.where('loss.recorded_at', '<', span.end);
  const rows = await query.orderBy('loss.recorded_at').orderBy('investment.id').execute();
  return rows.map(({ source, pence, ...row }) => ({ ...row, isa: source === 'ISA', pence: Number(pence) }));
}

/** When the investor's money first moved with us (their e-wallet or ISA), or undefined if it never did. */
export async function findFirstMovementAt(db: Db, userId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('ledger_entries as entry')
    .innerJoin('ledger_accounts as account', 'account.id', 'entry.account_id')
    .select((eb) => eb.fn.min('entry.created_at').as('at'))
    .where('account.user_id', '=', userId)
    .executeTakeFirst();
  return row?.at == null ? undefined : new Date(row.at);
}

export interface Investor {
  id: number;
  fullName: string;
  email: string;
}

export async function findInvestor(db: Db, userId: number): Promise<(Investor & { role: string }) | undefined> {
  return db
    .selectFrom('users')
    .select((eb) => ['id', eb.fn.coalesce('full_name', 'email').as('fullName'), 'email', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every investor whose money had moved with us before `end`: whom a run of that year makes statements for. */
export async function findInvestorsBefore(db: Db, end: Date): Promise<Investor[]> {
  return db
    .selectFrom('users')
    .select((eb) => ['users.id', eb.fn.coalesce('users.full_name', 'users.email').as('fullName'), 'users.email'])
    .where('users.role', '=', 'INVESTOR')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('ledger_entries as entry')
          .innerJoin('ledger_accounts as account', 'account.id', 'entry.account_id')
          .select('entry.id')
          .whereRef('account.user_id', '=', 'users.id')
          .where('entry.created_at', '<', end),
      ),
    )
    .orderBy('users.id')
    .execute();
}

export interface TaxStatementRunRow {
  id: number;
  taxYear: number;
  status: TaxStatementRunStatus;
  fileKey: string | null;
  investorCount: number | null;
  failureReason: string | null;
  requestedBy: string;
  requestedAt: Date;
  finishedAt: Date | null;
}

const runColumns = [
  'run.id',
  'run.tax_year as taxYear',
  'run.status',
  'run.file_key as fileKey',
  'run.investor_count as investorCount',
  'run.failure_reason as failureReason',
  'run.requested_at as requestedAt',
  'run.finished_at as finishedAt',
] as const;

export async function findRun(db: Db, id: number): Promise<TaxStatementRunRow | undefined> {
  return (
    db
      .selectFrom('tax_statement_runs as run')
      .innerJoin('users as requester', 'requester.id', 'run.requested_by')
      .select(runColumns)
      // A name is optional on a user: an admin who has none is named by their e-mail.
      .select((eb) => eb.fn.coalesce('requester.full_name', 'requester.email').as('requestedBy'))
      .where('run.id', '=', id)
      .executeTakeFirst()
  );
}

export async function findPendingRun(db: Db, taxYear: number): Promise<TaxStatementRunRow | undefined> {
  return (
    db
      .selectFrom('tax_statement_runs as run')
      .innerJoin('users as requester', 'requester.id', 'run.requested_by')
      .select(runColumns)
      // A name is optional on a user: an admin who has none is named by their e-mail.
      .select((eb) => eb.fn.coalesce('requester.full_name', 'requester.email').as('requestedBy'))
      .where('run.tax_year', '=', taxYear)
      .where('run.status', '=', 'PENDING')
      .executeTakeFirst()
  );
}

export async function listRuns(db: Db, limit: number): Promise<TaxStatementRunRow[]> {
  return (
    db
      .selectFrom('tax_statement_runs as run')
      .innerJoin('users as requester', 'requester.id', 'run.requested_by')
      .select(runColumns)
      // A name is optional on a user: an admin who has none is named by their e-mail.
      .select((eb) => eb.fn.coalesce('requester.full_name', 'requester.email').as('requestedBy'))
      .orderBy('run.requested_at', 'desc')
      .orderBy('run.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** A new PENDING run, or undefined when one of the year is already PENDING (the partial unique index). */
export async function insertPendingRun(
  db: Db,
  run: { taxYear: number; requestedBy: number; at: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('tax_statement_runs')
    .values({ tax_year: run.taxYear, requested_by: run.requestedBy, requested_at: run.at })
    .onConflict((conflict) => conflict.column('tax_year').where('status', '=', sql.lit('PENDING')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function finishRun(
  db: Db,
  id: number,
  outcome: { fileKey: string; investorCount: number; at: Date } | { failureReason: string; at: Date },
): Promise<void> {
  await db
    .updateTable('tax_statement_runs')
    .set(
      'fileKey' in outcome
        ? { status: 'DONE', file_key: outcome.fileKey, investor_count: outcome.investorCount, finished_at: outcome.at }
        : { status: 'FAILED', failure_reason: outcome.failureReason.slice(0, 500), finished_at: outcome.at },
    )
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}
