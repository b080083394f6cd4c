import type { Db } from '../db/database.ts';

export function findUserForSignIn(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'password_hash', 'password_changed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}
