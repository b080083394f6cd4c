import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function findUserForSignIn(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_hash', 'password_changed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** What every authenticated request re-reads: the user may have been deactivated since the token was issued. */
export function findUserForRequest(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_changed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function accountExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export function findPasswordHash(db: Db, userId: number) {
  return db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirst();
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
      password_changed_at: sql<Date>`greatest(date_trunc('milliseconds', now()), password_changed_at + interval '1 millisecond')`,
    })
    .where('id', '=', userId)
    .returning(['id', 'email', 'role', 'password_changed_at'])
    .executeTakeFirstOrThrow();
}
