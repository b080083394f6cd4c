import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The SQL of a project's auto-invest round (issue 38): written when the project opens for pledges, the reserve it
// keeps of each term, and the platform's most a project may keep.

/** What opening a round reads of the project, its row locked by the opening's transaction already. */
export function findProjectToOpen(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select([
      'id',
      'allow_long_term',
      'auto_invest_share_percent',
      'short_funding_target_pence',
      'short_funded_pence',
      'long_funding_target_pence',
      'long_funded_pence',
    ])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** The project's round, written at most once: answers whether this call wrote it. */
export async function insertRound(
  db: Db,
  round: {
    projectId: number;
    sharePercent: number;
    poolShortPence: number;
    poolLongPence: number;
    startedAt: Date;
    finished: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .insertInto('auto_invest_rounds')
    .values({
      project_id: round.projectId,
      share_percent: round.sharePercent,
      pool_short_pence: round.poolShortPence,
      pool_long_pence: round.poolLongPence,
      started_at: round.startedAt,
      status: round.finished ? 'FINISHED' : 'ALLOCATING',
      finished_at: round.finished ? round.startedAt : null,
      planned_at: round.finished ? round.startedAt : null,
    })
    .onConflict((conflict) => conflict.column('project_id').doNothing())
    .returning('project_id')
    .execute();
  return rows.length > 0;
}

/** What the project keeps of each term for auto-investors, set outright (the opening, the plan, the finish). */
export async function setProjectReserve(
  db: Db,
  projectId: number,
  reserve: { shortPence: number; longPence: number },
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ auto_invest_reserved_short_pence: reserve.shortPence, auto_invest_reserved_long_pence: reserve.longPence })
    .where('id', '=', projectId)
    .execute();
}

/** Gives back part of the reserve (one allocation's share, invested or skipped); never below nothing. */
export async function releaseFromReserve(
  db: Db,
  projectId: number,
  released: { shortPence: number; longPence: number },
): Promise<void> {
  await db
    .updateTable('projects')
    .set({
      auto_invest_reserved_short_pence: sql`greatest(0, auto_invest_reserved_short_pence - ${released.shortPence})`,
      auto_invest_reserved_long_pence: sql`greatest(0, auto_invest_reserved_long_pence - ${released.longPence})`,
    })
    .where('id', '=', projectId)
    .execute();
}

/** The platform's most a project may keep for auto-investors, in percent. */
export async function findMaxSharePercent(db: Db): Promise<number> {
  const row = await db.selectFrom('auto_invest_settings').select('max_share_percent').executeTakeFirstOrThrow();
  return row.max_share_percent;
}
