import { sql } from 'kysely';
import type { LoanBook, ProjectStatus, RepaymentState } from '@keystone/api';
import { NOT_LOAN_STATUSES, type LoanRecord } from '@keystone/flows/dashboard';
import { compiledOnce } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';

// All of the loan book's SQL: the job's one read of every loan, and the stored copies the public page reads.

interface LoanRow {
  start_date: string;
  status: ProjectStatus;
  repayment_state: RepaymentState;
  lent_pence: string | number;
  returned_pence: string | number;
  interest_paid_pence: string | number;
  loss_pence: string | number;
  rate_weight: string | number;
  term_days_weight: string | number;
}

/**
 * Every loan in one statement: a project past pledging and not cancelled, with its paid investments (what was lent,
 * each weighted by the expected yearly rate of its term and strategy and by its term's planned days), what the
 * ledger paid back out of its wallets to lenders, the interest of its paid payout rows, and its recorded losses.
 */
export async function findLoans(db: Db): Promise<LoanRecord[]> {
  const { rows } = await sql<LoanRow>`
    with lent as (
      select investment.project_id,
        sum(investment.amount_pence) as lent_pence,
        sum(investment.amount_pence * coalesce(case
          when investment.term = 'SHORT' then case investment.invest_strategy
            when 'DEBT_SECURED' then project.short_debt_secured_expected_rate
            when 'DEBT' then project.short_debt_expected_rate
            when 'EQUITY' then project.short_equity_expected_rate
            else project.short_sharia_expected_rate end
          else case investment.invest_strategy
            when 'DEBT_SECURED' then project.long_debt_secured_expected_rate
            when 'DEBT' then project.long_debt_expected_rate
            when 'EQUITY' then project.long_equity_expected_rate
            else project.long_sharia_expected_rate end
        end, 0)) as rate_weight,
        sum(investment.amount_pence * coalesce(case
          when investment.term = 'SHORT' then project.short_end_date - project.short_start_date
          else project.long_end_date - project.long_start_date
        end, 0)) as term_days_weight
      from investments investment
      join projects project on project.id = investment.project_id
      where investment.status = 'SUCCEEDED'
      group by investment.project_id
    ),
    returned as (
      select account.project_id, -sum(entry.amount_pence) as returned_pence
      from ledger_entries entry
      join ledger_accounts account on account.id = entry.account_id
      join ledger_transactions movement on movement.id = entry.transaction_id
      where movement.kind = 'TRANSFER_FROM_PROJECT'
        and account.kind in ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET')
      group by account.project_id
    ),
    interest as (
      select project_id, sum(profit_pence) as interest_paid_pence
      from project_payments
      where status = 'SUCCEEDED'
      group by project_id
    ),
    losses as (
      select project_id, sum(loss_pence) as loss_pence from investment_losses group by project_id
    )
    select
      to_char(coalesce(project.short_actual_start_date, project.short_start_date), 'YYYY-MM-DD') as start_date,
      project.status,
      project.repayment_state,
      lent.lent_pence,
      coalesce(returned.returned_pence, 0) as returned_pence,
      coalesce(interest.interest_paid_pence, 0) as interest_paid_pence,
      coalesce(losses.loss_pence, 0) as loss_pence,
      lent.rate_weight,
      lent.term_days_weight
    from projects project
    join lent on lent.project_id = project.id
    left join returned on returned.project_id = project.id
    left join interest on interest.project_id = project.id
    left join losses on losses.project_id = project.id
    where project.status not in (${sql.join(NOT_LOAN_STATUSES.map((status) => sql.lit(status)))})
    order by project.id
  `.execute(db);
  return rows.map((row) => ({
    startDate: row.start_date,
    status: row.status,
    repaymentState: row.repayment_state,
    lentPence: Number(row.lent_pence),
    returnedPence: Number(row.returned_pence),
    interestPaidPence: Number(row.interest_paid_pence),
    lossPence: Number(row.loss_pence),
    rateWeight: Number(row.rate_weight),
    termDaysWeight: Number(row.term_days_weight),
  }));
}

export type StoredLoanBook = Omit<LoanBook, 'computedAt'>;

export async function insertLoanBookSnapshot(db: Db, computedAt: Date, figures: StoredLoanBook): Promise<void> {
  await db
    .insertInto('loan_book_snapshots')
    .values({ computed_at: computedAt, figures: JSON.stringify(figures) })
    .execute();
}

const latestSnapshot = compiledOnce((db) =>
  db
    .selectFrom('loan_book_snapshots')
    .select(['computed_at', 'figures'])
    .orderBy('computed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1),
);

/** The latest stored copy, or undefined before the job's first run: one read of one index entry. */
export async function findLatestLoanBook(db: Db): Promise<LoanBook | undefined> {
  const [row] = await latestSnapshot(db, {});
  if (!row) return undefined;
  const figures = (typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures) as StoredLoanBook;
  return { computedAt: row.computed_at.toISOString(), ...figures };
}

export async function hasLoanBookSnapshot(db: Db): Promise<boolean> {
  const row = await db.selectFrom('loan_book_snapshots').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
