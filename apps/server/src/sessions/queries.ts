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

/**
 * Marks the session as having given its second factor at `row.at` (the step-up's clock). A session with no row yet
 * (begun before migration 065, or by an API client's token issued elsewhere) gets one now.
 */
export async function upsertSessionSecondFactor(db: Db, row: SessionRow): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({
      session_id: row.sessionId,
      user_id: row.userId,
      signed_in_at: row.at,
      last_seen_at: row.at,
      expires_at: row.expiresAt,
      client_address: row.clientAddress,
      user_agent: row.userAgent,
      remembered: row.remembered,
      second_factor_at: row.at,
    })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ second_factor_at: row.at }))
    .execute();
}

/** When the session last gave its second factor, or null (never, or no row). */
export async function findSessionSecondFactorAt(db: Db, sessionId: string, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('user_sessions')
    .select('second_factor_at')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.second_factor_at ?? null;
}
