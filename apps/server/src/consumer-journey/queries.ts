import type { Insertable } from 'kysely';
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

/** The investor's whole log, oldest first: by when it happened, then as it was written. */
export function findJourneyLog(db: Db, userId: number) {
  return db
    .selectFrom('consumer_journey_log')
    .select(['occurred_at', 'recorded_at', 'step', 'action', 'text_version', 'place', 'ip', 'details'])
    .where('user_id', '=', userId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}
