import type { ProjectInput } from '@keystone/api';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Projects } from '../../db/schema.generated.ts';
import type { Selectable } from 'kysely';

// What the allocation's race test, crash test and `pnpm bench:auto-invest` share: the admin's opening of a project
// as the portal's project form sends it, the round's state read from the database, and the checks that every
// allocation was decided once and whole.

/** The project form's body for a short-term project row, with its status set to `status`. */
export function projectInputOf(row: Selectable<Projects>, status: ProjectInput['status']): ProjectInput {
  const date = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
  return {
    title: row.title,
    description: row.description,
    status,
    projectType: row.project_type,
    purpose: row.purpose,
    address: row.address,
    city: row.city,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    images: [],
    documents: [],
    allowLongTerm: false,
    shortStartDate: date(row.short_start_date),
    shortEndDate: date(row.short_end_date),
    shortFundingTargetPence: Number(row.short_funding_target_pence),
    shortFundingMinimumPence: Number(row.short_funding_minimum_pence),
    shortDebtExpectedRate: row.short_debt_expected_rate === null ? null : Number(row.short_debt_expected_rate),
  };
}

export function projectRow(db: Db, projectId: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
}

export function roundOf(db: Db, projectId: number) {
  return db.selectFrom('auto_invest_rounds').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

/** How many of the project's allocations are in each status. */
export async function allocationCounts(db: Db, projectId: number) {
  const rows = await db
    .selectFrom('auto_invest_allocations')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('project_id', '=', projectId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { planned: count('PLANNED'), allocated: count('ALLOCATED'), skipped: count('SKIPPED') };
}

/** Reads until `done` answers true (the event, not a fixed wait); fails after `timeoutMs`. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 60_000, intervalMs = 20, what = 'the awaited state' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Every allocation of the project decided once and whole, as lists of the rows that are not (empty when sound):
 * - an ALLOCATED row whose pledge is missing, is not the authority's, is not COMPLETED, has investments other than
 *   the planned amounts, an investment without its agreement or without its ledger transaction, or no log;
 * - a pledge made under an authority for the project that no ALLOCATED row names (a second pledge, or one for a
 *   SKIPPED or PLANNED row);
 * - a PLANNED or SKIPPED row that left a pledge behind;
 * - an investor whose wallet lost other than what their allocations took.
 */
export async function allocationsSound(db: Db, projectId: number) {
  const { rows: allocatedWrongly } = await sql<{ id: number; why: string }>`
    SELECT id, why FROM (SELECT a.id, CASE
        WHEN p.id IS NULL THEN 'no pledge'
        WHEN p.user_id <> a.user_id OR p.auto_invest_authority_id IS DISTINCT FROM a.authority_id
          OR p.project_id <> a.project_id THEN 'pledge of another'
        WHEN p.status <> 'COMPLETED' THEN 'pledge ' || p.status
        WHEN coalesce(i.short_pence, 0) <> a.planned_short_pence OR coalesce(i.long_pence, 0) <> a.planned_long_pence
          THEN 'invested ' || coalesce(i.short_pence, 0) || '/' || coalesce(i.long_pence, 0)
        WHEN i.without_agreement > 0 THEN 'investment without agreement'
        WHEN i.without_ledger > 0 THEN 'investment without ledger transaction'
        WHEN NOT EXISTS (SELECT 1 FROM agreement_logs l WHERE l.pledge_id = p.id) THEN 'no log'
      END AS why
    FROM auto_invest_allocations a
    LEFT JOIN pledges p ON p.id = a.pledge_id
    LEFT JOIN LATERAL (
      SELECT sum(inv.amount_pence) FILTER (WHERE inv.term = 'SHORT') AS short_pence,
             sum(inv.amount_pence) FILTER (WHERE inv.term = 'LONG') AS long_pence,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM agreements g WHERE g.investment_id = inv.id))
               AS without_agreement,
             count(*) FILTER (WHERE inv.ledger_transaction_id IS NULL) AS without_ledger
      FROM investments inv WHERE inv.pledge_id = p.id) i ON true
    WHERE a.project_id = ${projectId} AND a.status = 'ALLOCATED') checked
    WHERE why IS NOT NULL`.execute(db);
  const { rows: strayPledges } = await sql<{ id: number }>`
    SELECT p.id FROM pledges p
    WHERE p.project_id = ${projectId} AND p.auto_invest_authority_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM auto_invest_allocations a
                      WHERE a.pledge_id = p.id AND a.status = 'ALLOCATED')`.execute(db);
  const { rows: undecidedWithPledge } = await sql<{ id: number }>`
    SELECT a.id FROM auto_invest_allocations a
    WHERE a.project_id = ${projectId} AND a.status <> 'ALLOCATED'
      AND (a.pledge_id IS NOT NULL OR EXISTS (
        SELECT 1 FROM pledges p WHERE p.project_id = a.project_id AND p.auto_invest_authority_id = a.authority_id))`.execute(
    db,
  );
  // Each auto-investor's wallet: what left it for this project equals what their ALLOCATED row planned.
  const { rows: walletsWrong } = await sql<{ user_id: number; debited: string; planned: string }>`
    SELECT a.user_id, coalesce(d.debited, 0) AS debited, a.planned_short_pence + a.planned_long_pence AS planned
    FROM auto_invest_allocations a
    LEFT JOIN LATERAL (
      SELECT -sum(e.amount_pence) AS debited
      FROM investments inv
      JOIN ledger_entries e ON e.transaction_id = inv.ledger_transaction_id
      JOIN ledger_accounts w ON w.id = e.account_id AND w.kind = 'USER_WALLET' AND w.user_id = a.user_id
      WHERE inv.project_id = a.project_id AND inv.user_id = a.user_id) d ON true
    WHERE a.project_id = ${projectId}
      AND coalesce(d.debited, 0) <> CASE a.status WHEN 'ALLOCATED'
        THEN a.planned_short_pence + a.planned_long_pence ELSE 0 END`.execute(db);
  return {
    allocatedWrongly: allocatedWrongly.map((row) => `${row.id}: ${row.why}`),
    strayPledges: strayPledges.map((row) => row.id),
    undecidedWithPledge: undecidedWithPledge.map((row) => row.id),
    walletsWrong: walletsWrong.map((row) => `${row.user_id}: debited ${row.debited}, planned ${row.planned}`),
  };
}

export const allocationsAllSound = {
  allocatedWrongly: [],
  strayPledges: [],
  undecidedWithPledge: [],
  walletsWrong: [],
};
