import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadedFiles } from '../db/schema.generated.ts';

export async function insertUploadedFile(db: Db, file: Insertable<UploadedFiles>): Promise<void> {
  await db.insertInto('uploaded_files').values(file).execute();
}

export function findUploadedFile(db: Db, storageKey: string) {
  return db
    .selectFrom('uploaded_files')
    .select(['owner_id', 'original_name', 'mime_type'])
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}

export function findOwnedFile(db: Db, storageKey: string, ownerId: number) {
  return db
    .selectFrom('uploaded_files')
    .select('id')
    .where('storage_key', '=', storageKey)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
