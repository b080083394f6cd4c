import type { Db } from '../db/database.ts';

/**
 * What every authenticated request re-reads, in one statement: the user (who may have been deactivated since the
 * token was issued) and whether this session has been signed out.
 */
export function findUserForRequest(db: Db, userId: number, sessionId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_changed_at'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('ended_sessions').select('session_id').where('session_id', '=', sessionId))
        .as('signed_out'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Ends one session until its token would have expired anyway; ending it twice changes nothing. */
export async function endSession(db: Db, session: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('ended_sessions')
    .values({ session_id: session.id, user_id: session.userId, expires_at: session.expiresAt })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
}

/** Ended sessions whose tokens have expired need no remembering. */
export async function purgeEndedSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('ended_sessions').where('expires_at', '<', now).execute();
}
