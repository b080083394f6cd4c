import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AutoInvestAllocations, AutoInvestAllocationsSkipReason } from '../../db/schema.generated.ts';

// All of the allocation's SQL (issue 38 §2): the round's plan, each allocation decided once under its row lock,
// the round finished, and what the investor's history and the admin's operations read.

/** The project's round, its row locked until the transaction ends: the plan and the finish queue here. */
export function lockRound(db: Db, projectId: number) {
  return db
    .selectFrom('auto_invest_rounds')
    .select(['project_id', 'status', 'pool_short_pence', 'pool_long_pence', 'started_at', 'planned_at'])
    .where('project_id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

export function findRound(db: Db, projectId: number) {
  return db
    .selectFrom('auto_invest_rounds')
    .select(['project_id', 'status', 'started_at', 'planned_at', 'finished_at'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Every authority that may take part in a round started at `startedAt` (ACTIVE, signed before it), with what the
 * plan needs in one statement for thousands of investors: the rules, the balance of the account they pay from (null
 * for an ISA not open) and their live money, as the dashboard counts it (investments paid to a project and not paid
 * back: dashboard/service.ts).
 */
export function findRoundClaimants(db: Db, startedAt: Date) {
  // Each figure a subquery through the investor's own index (the account's key, investments_user_idx), never a
  // join the planner may turn into a nested loop over every account when its statistics lag a burst of sign-ups.
  return db
    .selectFrom('auto_invest_authorities as a')
    .select([
      'a.id',
      'a.user_id',
      'a.amount_per_project_pence',
      'a.total_invested_pence',
      'a.min_rate_percent',
      'a.max_term_months',
      'a.takes_short_term',
      'a.takes_long_term',
      'a.invest_strategy',
      'a.source',
      sql<string | number | null>`case a.source
        when 'ISA' then (select isa.balance_pence from ledger_accounts isa
          where isa.user_id = a.user_id and isa.kind = 'USER_ISA')
        else coalesce((select wallet.balance_pence from ledger_accounts wallet
          where wallet.user_id = a.user_id and wallet.kind = 'USER_WALLET'), 0) end`.as('balance_pence'),
      sql<string | number>`(select coalesce(sum(i.amount_pence), 0) from investments i
        where i.user_id = a.user_id and i.status = 'SUCCEEDED' and not exists (
          select 1 from project_payment_items item join project_payments payment on payment.id = item.payment_id
          where item.investment_id = i.id and payment.status = 'SUCCEEDED'))`.as('live_pence'),
    ])
    .where('a.status', '=', sql.lit('ACTIVE'))
    .where('a.signed_at', '<=', startedAt)
    .orderBy('a.id')
    .execute();
}

export type RoundClaimant = Awaited<ReturnType<typeof findRoundClaimants>>[number];

/** Rows per INSERT: 8 values each, well inside PostgreSQL's 65,535 parameters. */
const insertBatch = 2_000;

/** The plan's rows, in batches; a row already there (a plan retried after a crash) is left as it is. */
export async function insertAllocations(db: Db, rows: Insertable<AutoInvestAllocations>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += insertBatch) {
    await db
      .insertInto('auto_invest_allocations')
      .values(rows.slice(start, start + insertBatch))
      .onConflict((conflict) => conflict.columns(['project_id', 'authority_id']).doNothing())
      .execute();
  }
}

export async function markRoundPlanned(db: Db, projectId: number, at: Date): Promise<void> {
  await db.updateTable('auto_invest_rounds').set({ planned_at: at }).where('project_id', '=', projectId).execute();
}

export async function markRoundFinished(db: Db, projectId: number, at: Date): Promise<void> {
  await db
    .updateTable('auto_invest_rounds')
    .set({ status: 'FINISHED', finished_at: at })
    .where('project_id', '=', projectId)
    .execute();
}

/** The next allocations whose turn has come (the smallest ids still PLANNED, in order), read without a lock. */
export async function nextPlannedAllocations(db: Db, projectId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('auto_invest_allocations')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', '=', sql.lit('PLANNED'))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The allocation, locked: a second run of its turn waits here and then finds it decided. */
export function lockAllocation(db: Db, allocationId: number) {
  return db
    .selectFrom('auto_invest_allocations')
    .select([
      'id',
      'project_id',
      'authority_id',
      'user_id',
      'source',
      'planned_short_pence',
      'planned_long_pence',
      'status',
    ])
    .where('id', '=', allocationId)
    .forUpdate()
    .executeTakeFirst();
}

export type AllocationRow = NonNullable<Awaited<ReturnType<typeof lockAllocation>>>;

/**
 * The authority as the allocation's turn finds it, held (FOR SHARE) until the turn's transaction ends: a pause, a
 * change or an end waits for the turn, and the turn sees what was decided before it.
 */
export function shareLockAuthority(db: Db, authorityId: number) {
  return db
    .selectFrom('auto_invest_authorities')
    .select(['id', 'status', 'invest_strategy', 'source', 'signature_file_id'])
    .where('id', '=', authorityId)
    .forShare()
    .executeTakeFirstOrThrow();
}

export async function decideAllocation(
  db: Db,
  allocationId: number,
  decision:
    | { status: 'ALLOCATED'; pledgeId: number; at: Date }
    | { status: 'SKIPPED'; reason: AutoInvestAllocationsSkipReason; at: Date },
): Promise<void> {
  await db
    .updateTable('auto_invest_allocations')
    .set(
      decision.status === 'ALLOCATED'
        ? { status: 'ALLOCATED', pledge_id: decision.pledgeId, decided_at: decision.at }
        : { status: 'SKIPPED', skip_reason: decision.reason, decided_at: decision.at },
    )
    .where('id', '=', allocationId)
    .execute();
}

/** A page of the round's skipped allocations after `afterId`, by id: whom the round tells why. */
export function findSkippedPage(db: Db, projectId: number, afterId: number, limit: number) {
  return db
    .selectFrom('auto_invest_allocations')
    .select(['id', 'authority_id', 'user_id', 'skip_reason'])
    .where('project_id', '=', projectId)
    .where('status', '=', sql.lit('SKIPPED'))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The project's status, read in the skip's transaction to tell a closed project from a short account. */
export async function findProjectStatus(db: Db, projectId: number) {
  const row = await db.selectFrom('projects').select('status').where('id', '=', projectId).executeTakeFirstOrThrow();
  return row.status;
}

/** The caller's allocations, newest first, with the project's title and how many there are. */
export function findAllocationPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('auto_invest_allocations as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.id',
      'a.project_id',
      'p.title as project_title',
      'a.status',
      'a.planned_short_pence',
      'a.planned_long_pence',
      'a.skip_reason',
      'a.source',
      'a.pledge_id',
      'a.decided_at',
      sql<string | number>`count(*) over ()`.as('matching_count'),
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAllocations(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('auto_invest_allocations')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The investments (with their agreements) of these pledges, short term first within each. */
export function findPledgesInvestments(db: Db, pledgeIds: readonly number[]) {
  return db
    .selectFrom('investments')
    .innerJoin('agreements', 'agreements.investment_id', 'investments.id')
    .select([
      'investments.pledge_id',
      'investments.id',
      'investments.term',
      'investments.amount_pence',
      'investments.reference_number',
      'agreements.id as agreement_id',
    ])
    .where('investments.pledge_id', 'in', [...pledgeIds])
    .where('investments.resale_purchase_id', 'is', null)
    .where('agreements.kind', '=', 'PLEDGE')
    .orderBy('investments.pledge_id')
    .orderBy('investments.term', 'desc')
    .execute();
}

export function findSettings(db: Db) {
  return db.selectFrom('auto_invest_settings').select('max_share_percent').executeTakeFirstOrThrow();
}

export async function saveSettings(db: Db, maxSharePercent: number, at: Date): Promise<void> {
  await db.updateTable('auto_invest_settings').set({ max_share_percent: maxSharePercent, updated_at: at }).execute();
}

/** The project's share and reserve, its row locked when `lock` (a share changed under it). */
export function findProjectShare(db: Db, projectId: number, { lock = false } = {}) {
  const query = db
    .selectFrom('projects')
    .select(['id', 'auto_invest_share_percent', 'auto_invest_reserved_short_pence', 'auto_invest_reserved_long_pence'])
    .where('id', '=', projectId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function saveProjectShare(db: Db, projectId: number, sharePercent: number): Promise<void> {
  await db
    .updateTable('projects')
    .set({ auto_invest_share_percent: sharePercent })
    .where('id', '=', projectId)
    .execute();
}

/** How many of the round's allocations are in each state, and what the allocated ones invested. */
export function findRoundFigures(db: Db, projectId: number) {
  return db
    .selectFrom('auto_invest_allocations as a')
    .leftJoin('pledges', 'pledges.id', 'a.pledge_id')
    .select([
      sql<string | number>`count(*) filter (where a.status = 'PLANNED')`.as('planned'),
      sql<string | number>`count(*) filter (where a.status = 'ALLOCATED')`.as('allocated'),
      sql<string | number>`count(*) filter (where a.status = 'SKIPPED')`.as('skipped'),
      sql<
        string | number
      >`coalesce(sum(pledges.short_amount_pence + pledges.long_amount_pence) filter (where a.status = 'ALLOCATED'), 0)`.as(
        'allocated_pence',
      ),
    ])
    .where('a.project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/**
 * The turn's commit does not wait for its WAL record to reach the disk (PostgreSQL's `synchronous_commit = off`,
 * for this transaction only): a turn is re-done whole by the job if the database itself crashes before the record is
 * written, since the round's rows, the pledge and the money were all in the one transaction that was lost, and the
 * job's own row with them. A killed server process loses nothing: PostgreSQL writes the record within a fraction of a
 * second whatever becomes of the process. The flush was the largest single cost of a turn on this machine.
 */
export async function commitWithoutWaitingForDisk(trx: Db): Promise<void> {
  await sql`SET LOCAL synchronous_commit TO OFF`.execute(trx);
}
