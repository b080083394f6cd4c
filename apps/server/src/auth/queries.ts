import type { Db } from '../db/database.ts';

/** What every authenticated request re-reads: the user may have been deactivated since the token was issued. */
export function findUserForRequest(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_changed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
