import type { Db } from '../db/database.ts';
import type { Insertable } from 'kysely';
import type { DB } from '../db/schema.generated.ts';

export function insertContactRequest(db: Db, request: Insertable<DB['contact_requests']>) {
  return db.insertInto('contact_requests').values(request).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}
