import type { Db } from '../db/database.ts';

export function findUserForSignIn(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_hash', 'password_changed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** One session as its row is written: at sign-in, or when a session from before the rows were kept is next used. */
export interface SessionRow {
  sessionId: string;
  userId: number;
  at: Date;
  expiresAt: Date;
  clientAddress: string;
  userAgent: string;
  remembered: boolean;
}

/** The columns of a session's row as it is first written, from what its beginning or a request knows. */
function sessionValues(row: SessionRow) {
  return {
    session_id: row.sessionId,
    user_id: row.userId,
    signed_in_at: row.at,
    last_seen_at: row.at,
    expires_at: row.expiresAt,
    client_address: row.clientAddress,
    user_agent: row.userAgent,
    remembered: row.remembered,
  };
}

/**
 * Marks the session as having given its second factor at `row.at` (the step-up's clock). A session with no row yet
 * (begun before migration 065, or by an API client's token issued elsewhere) gets one now.
 */
export async function upsertSessionSecondFactor(db: Db, row: SessionRow): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({ ...sessionValues(row), second_factor_at: row.at })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ second_factor_at: row.at }))
    .execute();
}

/** Writes a session's row as it begins (sign-in, registration): `second_factor_at` is when this sign-in gave one. */
export async function insertSession(db: Db, row: SessionRow & { secondFactorAt: Date | null }): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({ ...sessionValues(row), second_factor_at: row.secondFactorAt })
    .execute();
}

/**
 * The session was seen at `row.at`: its `last_seen_at` moves there. A session with no row yet (a token issued before
 * migration 065, or a test's) gets one, from what the request knows.
 */
export async function touchSession(db: Db, row: SessionRow): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values(sessionValues(row))
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ last_seen_at: row.at }))
    .execute();
}

/** The user's sessions still signed in at `now`: not signed out (ended_sessions) and not expired; latest seen first. */
export function findLiveSessions(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('user_sessions')
    .select(['session_id', 'signed_in_at', 'last_seen_at', 'expires_at', 'client_address', 'user_agent', 'remembered'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ended_sessions')
            .select('session_id')
            .whereRef('ended_sessions.session_id', '=', 'user_sessions.session_id'),
        ),
      ),
    )
    .orderBy('last_seen_at', 'desc')
    .orderBy('session_id')
    .execute();
}
