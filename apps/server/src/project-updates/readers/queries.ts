import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.generated.ts';

// Who may read a project update, in one place: the timeline and the feed (project-updates/queries.ts), an update's
// files (files/queries.ts) and the notification of a new update (notifications/queries.ts) ask the same question.
// A folder of its own, below them all, because project-updates announces through notifications and reads files.

/**
 * Whether the user may read the update: an investor whose investment in its project succeeded reads all of them,
 * a follower of the project those written for followers too. Callers add that a DRAFT project shows nobody.
 */
export function readableBy(eb: ExpressionBuilder<DB, 'project_updates'>, userId: number | Expression<number>) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('investments')
        .select(sql.lit(1).as('one'))
        .whereRef('investments.project_id', '=', 'project_updates.project_id')
        .where('investments.user_id', '=', userId)
        .where('investments.status', '=', sql.lit('SUCCEEDED')),
    ),
    eb.and([
      eb('project_updates.audience', '=', sql.lit('INVESTORS_AND_FOLLOWERS')),
      eb.exists(
        eb
          .selectFrom('project_follows')
          .select(sql.lit(1).as('one'))
          .whereRef('project_follows.project_id', '=', 'project_updates.project_id')
          .where('project_follows.user_id', '=', userId),
      ),
    ]),
  ]);
}

/**
 * The same rule as a set, for telling many at once: the ids of everyone `readableBy` lets read the update (its
 * project's investors whose investment succeeded, and its followers when the update is for them too), none for a
 * DRAFT project's. A fan-out asks it once a page, as one hashed set; `readableBy` asked per user cost a probe of the
 * project's investments for each (minutes a page at 100,000 investors, measured by `pnpm bench:notify`).
 * project-updates.test.ts checks the two agree: the timeline's readers are exactly those told of an update.
 */
export function readerIdsOf(db: Db, updateId: number) {
  const update = () =>
    db
      .selectFrom('project_updates')
      .innerJoin('projects', 'projects.id', 'project_updates.project_id')
      .where('project_updates.id', '=', updateId)
      .where('projects.status', '<>', sql.lit('DRAFT'));
  return update()
    .innerJoin('investments', (join) =>
      join
        .onRef('investments.project_id', '=', 'project_updates.project_id')
        .on('investments.status', '=', sql.lit('SUCCEEDED')),
    )
    .select('investments.user_id as id')
    .union(
      update()
        .innerJoin('project_follows', 'project_follows.project_id', 'project_updates.project_id')
        .where('project_updates.audience', '=', sql.lit('INVESTORS_AND_FOLLOWERS'))
        .select('project_follows.user_id as id'),
    );
}
