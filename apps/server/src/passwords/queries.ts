import type { Db } from '../db/database.ts';

export function findActiveUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email']).where('email', '=', email).where('status', '=', 'ACTIVE').executeTakeFirst();
}
