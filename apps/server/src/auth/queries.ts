import { compiledOnce, type Parameters } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';

const userForRequest = compiledOnce((db, p: Parameters<{ userId: number; sessionId: string }>) =>
  db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_changed_at'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('ended_sessions').select('session_id').where('session_id', '=', p.sessionId))
        .as('signed_out'),
    )
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('user_totp')
              .select('user_id')
              .where('user_id', '=', p.userId)
              .where('secret', 'is not', null),
          ),
          eb.exists(eb.selectFrom('user_passkeys').select('id').where('user_id', '=', p.userId)),
        ])
        .as('second_factor'),
    )
    .where('id', '=', p.userId),
);

/**
 * What an authenticated request reads when the session cache has no answer, in one statement compiled once: the
 * user (who may have been deactivated since the token was issued), whether this session has been signed out, and
 * whether the user has a second factor (an admin without one may only set one up: authenticate.ts).
 */
export async function findUserForRequest(db: Db, userId: number, sessionId: string) {
  const [user] = await userForRequest(db, { userId, sessionId });
  return user;
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

/**
 * Signs out, in one statement, every session of the user still signed in at `now`, but `exceptSessionId` (the
 * caller's, when it stays) or only `onlySessionId`: each gets its row in ended_sessions, whose trigger tells every
 * server process (migration 031). Answers how many were ended.
 */
export async function endLiveSessions(
  db: Db,
  userId: number,
  now: Date,
  which: { exceptSessionId?: string; onlySessionId?: string } = {},
): Promise<number> {
  const { exceptSessionId, onlySessionId } = which;
  const result = await db
    .insertInto('ended_sessions')
    .columns(['session_id', 'user_id', 'expires_at'])
    .expression((eb) => {
      let live = eb
        .selectFrom('user_sessions')
        .select(['user_sessions.session_id', 'user_sessions.user_id', 'user_sessions.expires_at'])
        .where('user_sessions.user_id', '=', userId)
        .where('user_sessions.expires_at', '>', now);
      if (exceptSessionId !== undefined) live = live.where('user_sessions.session_id', '!=', exceptSessionId);
      if (onlySessionId !== undefined) live = live.where('user_sessions.session_id', '=', onlySessionId);
      return live;
    })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** An expired session can no longer be used or listed: its row goes (ended_sessions are purged beside it). */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('user_sessions').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A passkey challenge is good for 5 minutes: an expired one can never be answered (purge job). Here beside the sessions' purges so that the purge job depends on no feature folder. */
export async function purgeExpiredPasskeyChallenges(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('passkey_challenges').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
