import { sql, type RawBuilder } from 'kysely';
import type { ProjectStatus } from '@keystone/api';
import type { AdminStatisticWindows, WindowSums } from '@keystone/flows/dashboard';
import type { Db } from '../db/database.ts';

// All of the admin dashboard's SQL. Each figure is one statement over its table, summing the four windows at once
// with filtered aggregates, so the dashboard costs four statements whatever the filter. The windows are flows'
// `sumWithinWindows`, done by the database.

function windowSums(at: RawBuilder<unknown>, value: RawBuilder<unknown>, windows: AdminStatisticWindows) {
  const within = (from: Date, to?: Date) =>
    to === undefined
      ? sql<string | number>`coalesce(sum(${value}) filter (where ${at} >= ${from}), 0)`
      : sql<string | number>`coalesce(sum(${value}) filter (where ${at} >= ${from} and ${at} < ${to}), 0)`;
  return [
    within(windows.periodStart).as('period'),
    within(windows.dayStart).as('day'),
    within(windows.currentStart).as('current'),
    within(windows.previousStart, windows.currentStart).as('previous'),
  ] as const;
}

const asNumbers = (row: {
  period: string | number;
  day: string | number;
  current: string | number;
  previous: string | number;
}): WindowSums => ({
  period: Number(row.period),
  day: Number(row.day),
  current: Number(row.current),
  previous: Number(row.previous),
});

/** Investor accounts, by the moment they were registered. */
export async function sumRegisteredInvestors(db: Db, windows: AdminStatisticWindows): Promise<WindowSums> {
  const row = await db
    .selectFrom('users')
    .select(windowSums(sql`created_at`, sql`1`, windows))
    .where('role', '=', 'INVESTOR')
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

/** The profit part of succeeded payouts, by the moment they were paid. */
export async function sumInterestPaidOut(db: Db, windows: AdminStatisticWindows): Promise<WindowSums> {
  const row = await db
    .selectFrom('project_payments')
    .select(windowSums(sql`paid_at`, sql`profit_pence`, windows))
    .where('status', '=', 'SUCCEEDED')
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

/** Investments that have not failed (paid, or awaiting their bank transfer), by the moment they were pledged. */
export async function sumPledgedInvestment(db: Db, windows: AdminStatisticWindows): Promise<WindowSums> {
  const row = await db
    .selectFrom('investments')
    .select(windowSums(sql`created_at`, sql`amount_pence`, windows))
    .where('status', '!=', 'FAILED')
    .executeTakeFirstOrThrow();
  return asNumbers(row);
}

/** How many projects created since `since` are in each status now (statuses without one are absent). */
export async function countProjectsByStatus(db: Db, since: Date): Promise<Map<ProjectStatus, number>> {
  const rows = await db
    .selectFrom('projects')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** A page of the projects created since `since`, newest first, with how many there are. */
export async function findLastProjects(
  db: Db,
  page: { since: Date; limit: number; offset: number },
): Promise<{ rows: { id: number; title: string; status: ProjectStatus }[]; count: number | null }> {
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'title', 'status', sql<string | number>`count(*) over ()`.as('matching')])
    .where('created_at', '>=', page.since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    rows: rows.map(({ matching: _matching, ...row }) => row),
    count: rows[0] === undefined ? null : Number(rows[0].matching),
  };
}

export async function countProjectsSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The window of the consumer journey's funnel, and the cooling-off starts whose 24 hours ran out inside it. */
export interface FunnelWindow {
  from: Date;
  to: Date;
  /** A cooling-off started in [startedFrom, startedTo] ended inside the window. */
  startedFrom: Date;
  startedTo: Date;
}

/**
 * How many distinct investors reached each step of the consumer journey in the window, in one statement: each
 * step a filtered distinct count over the journey log, and the first pledges (an investor's earliest investment)
 * counted in a subquery.
 */
export async function countJourneyFunnel(db: Db, window: FunnelWindow) {
  const reached = (step: string, action: string) =>
    sql<string | number>`count(distinct user_id) filter (
      where step = ${step} and action = ${action} and occurred_at >= ${window.from} and occurred_at <= ${window.to}
    )`;
  return db
    .selectFrom('consumer_journey_log')
    .where('occurred_at', '>=', window.startedFrom)
    .where('occurred_at', '<=', window.to)
    .select((eb) => [
      reached('PERSONALISED_WARNING', 'SHOWN').as('warning_shown'),
      reached('PERSONALISED_WARNING', 'CONTINUE').as('warning_continued'),
      reached('PERSONALISED_WARNING', 'LEAVE').as('warning_left'),
      sql<string | number>`count(distinct user_id) filter (
        where step = 'COOLING_OFF' and action = 'STARTED'
          and occurred_at >= ${window.startedFrom} and occurred_at <= ${window.startedTo}
      )`.as('cooling_off_ended'),
      reached('CONFIRM_AFTER_COOLING_OFF', 'CONTINUE').as('confirmed'),
      reached('CONFIRM_AFTER_COOLING_OFF', 'LEAVE').as('confirm_left'),
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('investments')
            .select((first) => first.fn.min('created_at').as('first_at'))
            .groupBy('user_id')
            .as('firsts'),
        )
        .select((count) => count.fn.countAll<string | number>().as('count'))
        .where('firsts.first_at', '>=', window.from)
        .where('firsts.first_at', '<=', window.to)
        .as('first_pledge'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The resale market's figures (issue 37 §3, `AdminResaleActivity`): listings open now whatever the period, and in
 * the period from `since` the purchases settled, the capital they sold, the listings suspended and the fees taken,
 * as the movements of the ledger's revenue account (net of any reversal). Four reads of one statement.
 */
export async function sumResaleActivity(db: Db, since: Date) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('resale_listings')
        .select(sql<string | number>`count(*)`.as('n'))
        .where('status', 'in', ['OPEN', 'PARTLY_SOLD'])
        .as('open_listings'),
      eb
        .selectFrom('resale_listings')
        .select(sql<string | number>`coalesce(sum(remaining_pence), 0)`.as('n'))
        .where('status', 'in', ['OPEN', 'PARTLY_SOLD'])
        .as('open_pence'),
      eb
        .selectFrom('resale_purchases')
        .select(sql<string | number>`count(*)`.as('n'))
        .where('status', '=', 'COMPLETED')
        .where('completed_at', '>=', since)
        .as('purchases'),
      eb
        .selectFrom('resale_purchases')
        .select(sql<string | number>`coalesce(sum(capital_pence), 0)`.as('n'))
        .where('status', '=', 'COMPLETED')
        .where('completed_at', '>=', since)
        .as('sold_pence'),
      eb
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(sql<string | number>`coalesce(sum(e.amount_pence), 0)`.as('n'))
        .where('a.kind', '=', 'PLATFORM_REVENUE')
        .where('e.created_at', '>=', since)
        .as('fee_income_pence'),
      eb
        .selectFrom('resale_listings')
        .select(sql<string | number>`count(*)`.as('n'))
        .where('status', '=', 'SUSPENDED')
        .where('closed_at', '>=', since)
        .as('suspended_listings'),
    ])
    .executeTakeFirstOrThrow();
  return {
    openListings: Number(row.open_listings ?? 0),
    openPence: Number(row.open_pence ?? 0),
    purchases: Number(row.purchases ?? 0),
    soldPence: Number(row.sold_pence ?? 0),
    feeIncomePence: Math.max(0, Number(row.fee_income_pence ?? 0)),
    suspendedListings: Number(row.suspended_listings ?? 0),
  };
}
