import { sql, type Expression } from 'kysely';
import { compiledOnce, type Parameters } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type {
  PledgeSource,
  InvestmentTerm,
  ProjectStatus,
  RepaymentState,
  TransactionStatus,
  WalletTransactionType,
} from '@keystone/api';
import type { TermDates } from '@keystone/flows/payouts';

// All of the investor dashboard's SQL. Every statement starts from the investor's own rows through an index on
// their id (investments_user_idx, project_payments_user_idx, project_follows' key, the wallet account's key,
// payment_provider_operations_user_idx, ledger_entries_account_idx), so its cost grows with their own history only.

/** The period's start, or the beginning of time for ALL_TIME: one statement shape for every filter. */
const periodStart = (since: Date | null): Date => since ?? new Date(0);

export interface InvestmentRow {
  id: number;
  projectId: number;
  projectName: string;
  projectStatus: ProjectStatus;
  repaymentState: RepaymentState;
  repaymentStateSince: Date | null;
  status: TransactionStatus;
  amountPence: number;
  /** Where the investment was paid from: the ISA's are held in it (issue 35). */
  source: PledgeSource;
  createdAt: Date;
  paidAt: Date | null;
  /** The project's expected yearly rate for the investment's term and strategy (0 when it offers none). */
  yearRatePercent: number;
  /** Paid back by a succeeded payout. */
  repaid: boolean;
  term: InvestmentTerm;
  /** The term's dates as the project holds them (its next payment is due on the end). */
  termDates: TermDates;
  /** The project offers a long term. */
  allowLongTerm: boolean;
}

/**
 * Every investment of the investor, newest first, with what the figures need: an investor's own investments are few,
 * so the totals, the investment history and the invested projects all come from this one statement.
 */
const investmentsOf = compiledOnce((db, p: Parameters<{ userId: number }>) =>
  db
    .selectFrom('investments as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .select([
      'i.id',
      'i.project_id as projectId',
      'p.title as projectName',
      'p.status as projectStatus',
      'p.repayment_state as repaymentState',
      'p.repayment_state_since as repaymentStateSince',
      'i.status',
      'i.amount_pence as amountPence',
      'i.source',
      'i.created_at as createdAt',
      'i.paid_at as paidAt',
      'i.term',
      'p.allow_long_term as allowLongTerm',
      sql<string | null>`case i.term when 'SHORT' then p.short_start_date else p.long_start_date end`.as(
        'plannedStart',
      ),
      sql<string | null>`case i.term when 'SHORT' then p.short_end_date else p.long_end_date end`.as('plannedEnd'),
      sql<string | null>`case i.term when 'SHORT' then p.short_actual_start_date else p.long_actual_start_date end`.as(
        'actualStart',
      ),
      sql<string | null>`case i.term when 'SHORT' then p.short_actual_end_date else p.long_actual_end_date end`.as(
        'actualEnd',
      ),
      sql<number>`coalesce(case i.term
        when 'SHORT' then case i.invest_strategy
          when 'DEBT_SECURED' then p.short_debt_secured_expected_rate when 'DEBT' then p.short_debt_expected_rate
          when 'EQUITY' then p.short_equity_expected_rate when 'SHARIA' then p.short_sharia_expected_rate end
        else case i.invest_strategy
          when 'DEBT_SECURED' then p.long_debt_secured_expected_rate when 'DEBT' then p.long_debt_expected_rate
          when 'EQUITY' then p.long_equity_expected_rate when 'SHARIA' then p.long_sharia_expected_rate end
        end, 0)`.as('yearRatePercent'),
      sql<boolean>`exists (
        select 1 from project_payment_items item
        join project_payments payment on payment.id = item.payment_id
        where item.investment_id = i.id and payment.status = 'SUCCEEDED')`.as('repaid'),
    ])
    .where('i.user_id', '=', p.userId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc'),
);

export async function findInvestmentsOf(db: Db, userId: number): Promise<InvestmentRow[]> {
  const rows = await investmentsOf(db, { userId });
  return rows.map(({ plannedStart, plannedEnd, actualStart, actualEnd, ...row }) => ({
    ...row,
    yearRatePercent: Number(row.yearRatePercent),
    termDates: { plannedStart, plannedEnd, actualStart, actualEnd },
  }));
}

export interface PayoutRow {
  projectId: number;
  projectName: string;
  totalPence: number;
  /** The part paid into the ISA: its ISA investments' items (issue 35). */
  isaPence: number;
  profitPence: number;
  paidAt: Date;
}

/** The investor's succeeded payouts in the period, newest first. */
const payoutsOf = compiledOnce((db, p: Parameters<{ userId: number; from: Date }>) =>
  db
    .selectFrom('project_payments as pp')
    .innerJoin('projects as p', 'p.id', 'pp.project_id')
    .select([
      'pp.project_id as projectId',
      'p.title as projectName',
      'pp.total_pence as totalPence',
      'pp.profit_pence as profitPence',
      'pp.paid_at as paidAt',
      sql<string>`(select coalesce(sum(item.total_pence), 0) from project_payment_items item
        join investments i on i.id = item.investment_id
        where item.payment_id = pp.id and i.source = 'ISA')`.as('isaPence'),
    ])
    .where('pp.user_id', '=', p.userId)
    .where('pp.status', '=', sql.lit('SUCCEEDED'))
    .where('pp.paid_at', '>=', p.from)
    .orderBy('pp.paid_at', 'desc')
    .orderBy('pp.id', 'desc'),
);

export async function findPayoutsOf(db: Db, userId: number, since: Date | null): Promise<PayoutRow[]> {
  const rows = await payoutsOf(db, { userId, from: periodStart(since) });
  return rows.map((row) => ({
    projectId: row.projectId,
    projectName: row.projectName,
    totalPence: row.totalPence ?? 0,
    isaPence: Number(row.isaPence),
    profitPence: row.profitPence ?? 0,
    paidAt: row.paidAt ?? new Date(0),
  }));
}

export interface Paged<T> {
  rows: T[];
  /** Null when the page came back empty (past the end): the caller counts on its own. */
  count: number | null;
}

/** A page of the projects the investor followed in the period, newest follow first, with the count. */
export async function findFollowedPage(
  db: Db,
  userId: number,
  page: { since: Date | null; limit: number; offset: number },
): Promise<Paged<{ projectId: number; projectName: string; status: ProjectStatus }>> {
  const rows = await followedPage(db, {
    userId,
    from: periodStart(page.since),
    limit: page.limit,
    offset: page.offset,
  });
  return {
    rows: rows.map(({ matching: _matching, ...row }) => row),
    count: rows[0] === undefined ? null : Number(rows[0].matching),
  };
}

const followedPage = compiledOnce((db, p: Parameters<{ userId: number; from: Date; limit: number; offset: number }>) =>
  db
    .selectFrom('project_follows as f')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .select(['p.id as projectId', 'p.title as projectName', 'p.status'])
    .select(sql<string | number>`count(*) over ()`.as('matching'))
    .where('f.user_id', '=', p.userId)
    .where('f.created_at', '>=', p.from)
    .orderBy('f.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(p.limit)
    .offset(p.offset),
);

export async function countFollowed(db: Db, userId: number, since: Date | null): Promise<number> {
  const row = await db
    .selectFrom('project_follows')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', periodStart(since))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface WalletRow {
  id: number;
  amountPence: number;
  type: WalletTransactionType;
  status: TransactionStatus;
  timestamp: Date;
  providerTransactionId: string | null;
  /** The reference quoted on the bank transfer (a deposit's, or a pledge's paid by transfer); null for the rest. */
  reference: string | null;
}

/**
 * The wallet history's rows from its two sources: pay-ins and payouts at the payment provider (their ledger
 * movements are those operations, so they are not listed again) and the ledger's transfers between the wallet and
 * projects, and between the wallet and the investor's ISA. Ids are 2 × operation id and 2 × transaction id + 1, so they never clash (the contract says so).
 */
function walletRows(userId: number | Expression<number>, from: Date | Expression<Date>) {
  return sql`
    select operation.id * 2 as id, operation.amount_pence, operation.kind as type, operation.status,
      operation.created_at as at, operation.provider_reference, operation.bank_reference
    from payment_provider_operations operation
    where operation.user_id = ${userId} and operation.created_at >= ${from}
      -- A bank payment into or out of the ISA never touches the wallet: the ISA's movements list it.
      and not exists (select 1 from isa_movements isa where isa.payment_provider_operation_id = operation.id)
    union all
    select transaction.id * 2 + 1, abs(entry.amount_pence), transaction.kind, 'SUCCEEDED',
      transaction.created_at, null, null
    from ledger_accounts wallet
    join ledger_entries entry on entry.account_id = wallet.id
    join ledger_transactions transaction on transaction.id = entry.transaction_id
    where wallet.kind = 'USER_WALLET' and wallet.user_id = ${userId}
      and transaction.kind in ('TRANSFER_TO_PROJECT', 'TRANSFER_FROM_PROJECT', 'ISA_SUBSCRIPTION', 'ISA_WITHDRAWAL')
      and entry.created_at >= ${from}`;
}

interface RawWalletRow {
  id: string | number;
  amount_pence: string | number;
  type: WalletTransactionType;
  status: TransactionStatus;
  at: Date;
  provider_reference: string | null;
  bank_reference: string | null;
  matching: string | number;
}

type Value<T> = T | Expression<T>;

/** The statement behind findWalletHistoryPage (pnpm bench:dashboard explains it). */
export function walletHistoryPageQuery(
  userId: Value<number>,
  page: { from: Value<Date>; limit: Value<number>; offset: Value<number> },
) {
  return sql<RawWalletRow>`
    select row.*, count(*) over () as matching
    from (${walletRows(userId, page.from)}) as row
    order by row.at desc, row.id desc
    limit ${page.limit} offset ${page.offset}`;
}

const walletHistoryPage = compiledOnce(
  (_db, p: Parameters<{ userId: number; from: Date; limit: number; offset: number }>) =>
    walletHistoryPageQuery(p.userId, p),
);

/** A page of the wallet history in the period, newest first, with the count. */
export async function findWalletHistoryPage(
  db: Db,
  userId: number,
  page: { since: Date | null; limit: number; offset: number },
): Promise<Paged<WalletRow>> {
  const rows = await walletHistoryPage(db, {
    userId,
    from: periodStart(page.since),
    limit: page.limit,
    offset: page.offset,
  });
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      amountPence: Number(row.amount_pence),
      type: row.type,
      status: row.status,
      timestamp: row.at,
      providerTransactionId: row.provider_reference,
      reference: row.bank_reference,
    })),
    count: rows[0] === undefined ? null : Number(rows[0].matching),
  };
}

export async function countWalletHistory(db: Db, userId: number, since: Date | null): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from (${walletRows(userId, periodStart(since))}) as row`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
