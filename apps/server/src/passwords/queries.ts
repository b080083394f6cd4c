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
