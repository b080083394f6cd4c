import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.generated.ts';

export type JourneyLogRow = Insertable<DB['consumer_journey_log']>;

/**
 * What the journey rule reads of one investor, in one statement: whether they ever finished a pledge (an investment, paid or not),
 * their first 'Continue' on the personalised warning, their first 'Continue' after the cooling-off, and whether
 * the cooling-off's end is logged yet.
 */
export async function findJourneyFacts(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => [
      eb
        .exists(eb.selectFrom('investments').select('investments.id').whereRef('investments.user_id', '=', 'users.id'))
        .as('has_invested'),
      eb
        .selectFrom('consumer_journey_log')
        .select((inner) => inner.fn.min('occurred_at').as('at'))
        .whereRef('consumer_journey_log.user_id', '=', 'users.id')
        .where('step', '=', 'PERSONALISED_WARNING')
        .where('action', '=', 'CONTINUE')
        .as('warning_continued_at'),
      eb
        .selectFrom('consumer_journey_log')
        .select((inner) => inner.fn.min('occurred_at').as('at'))
        .whereRef('consumer_journey_log.user_id', '=', 'users.id')
        .where('step', '=', 'CONFIRM_AFTER_COOLING_OFF')
        .where('action', '=', 'CONTINUE')
        .as('confirmed_at'),
      eb
        .exists(
          eb
            .selectFrom('consumer_journey_log')
            .select('consumer_journey_log.id')
            .whereRef('consumer_journey_log.user_id', '=', 'users.id')
            .where('step', '=', 'COOLING_OFF')
            .where('action', '=', 'ENDED'),
        )
        .as('end_logged'),
    ])
    .executeTakeFirst();
  return row;
}

/** Holds the investor's row until the transaction ends, so two answers at once cannot both start a cooling-off. */
export function lockJourneyOf(db: Db, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

export function insertJourneyLog(db: Db, rows: JourneyLogRow[]) {
  return db.insertInto('consumer_journey_log').values(rows).execute();
}

const journeyColumns = [
  'occurred_at',
  'recorded_at',
  'step',
  'action',
  'text_version',
  'place',
  'ip',
  'details',
] as const;

/** The investor's log, oldest first (by when it happened, then as it was written): all of it, or `limit` from `offset`. */
export function findJourneyLog(db: Db, userId: number, page?: { limit: number; offset: number }) {
  const query = db
    .selectFrom('consumer_journey_log')
    .select(journeyColumns)
    .where('user_id', '=', userId)
    .orderBy('occurred_at')
    .orderBy('id');
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
}

/**
 * How many entries the investor's log has, and their first pledge as the investments it made
 * say (the pledge of their earliest investment: its moment, its amount over both terms, its agreement references,
 * short term first, as `investmentReference` wrote them at the finish, and its project), with the number of log
 * entries at or before that moment, which is where the pledge stands in the log.
 */
export async function findJourneyOutline(db: Db, userId: number) {
  const firstPledge = db
    .selectFrom('investments')
    .select('pledge_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1);
  const pledge = await db
    .selectFrom('investments')
    .innerJoin('projects', 'projects.id', 'investments.project_id')
    .where('investments.pledge_id', '=', firstPledge)
    .groupBy(['investments.pledge_id', 'projects.title'])
    .select((eb) => [
      eb.fn.min('investments.created_at').as('finished_at'),
      eb.fn.sum<string | number>('investments.amount_pence').as('amount_pence'),
      sql<string>`string_agg(investments.reference_number, ', ' ORDER BY investments.term DESC)`.as('references'),
      'projects.title as project_name',
    ])
    .executeTakeFirst();
  const counted = await db
    .selectFrom('consumer_journey_log')
    .where('user_id', '=', userId)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('entries'),
      pledge
        ? sql<string | number>`count(*) filter (where occurred_at <= ${pledge.finished_at})`.as('before_pledge')
        : sql<number>`0`.as('before_pledge'),
    ])
    .executeTakeFirstOrThrow();
  return { entries: Number(counted.entries), beforePledge: Number(counted.before_pledge), pledge };
}
