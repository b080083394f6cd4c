import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function findActiveUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/**
 * The password hash, with the user's row locked for the rest of the transaction: of two changes checking the same
 * current password, the second waits and checks it against what the first committed. NO KEY UPDATE is the lock
 * the UPDATE of the password takes anyway; unlike FOR UPDATE it does not hold up rows that merely reference the
 * user (a reset link being issued, a ledger entry) while the password is verified.
 */
export function lockPasswordOf(trx: Db, userId: number) {
  return trx.selectFrom('users').select(['password_hash']).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/**
 * Sets a new password and moves `password_changed_at` on, which ends every session whose token carries the old
 * value. Tokens carry it in milliseconds, so it always moves forward by at least one whole millisecond: two
 * changes can never leave the same stamp.
 */
export function setPassword(db: Db, userId: number, passwordHash: string) {
  return db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      // Only a version the token must match (never shown nor compared with a time): the database's clock will do.
      // eslint-disable-next-line no-restricted-syntax
      password_changed_at: sql<Date>`greatest(date_trunc('milliseconds', now()), password_changed_at + interval '1 millisecond')`,
    })
    .where('id', '=', userId)
    .returning(['id', 'email', 'role', 'password_changed_at'])
    .executeTakeFirstOrThrow();
}

export async function recordResetRequest(db: Db, email: string): Promise<void> {
  await db.insertInto('password_reset_requests').values({ email }).execute();
}

/** Removes and answers the oldest request no other transaction is handling. */
export function takeResetRequest(trx: Db) {
  return trx
    .deleteFrom('password_reset_requests')
    .where('id', '=', (eb) =>
      eb.selectFrom('password_reset_requests').select('id').orderBy('id').limit(1).forUpdate().skipLocked(),
    )
    .returning('email')
    .executeTakeFirst();
}
