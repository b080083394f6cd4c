import type { Db } from '../../db/database.ts';

/** Stores the bytes under a key; a second insert under the same key fails on the primary key. */
export async function insertFileBlob(db: Db, key: string, bytes: Buffer): Promise<void> {
  await db.insertInto('file_blobs').values({ storage_key: key, bytes }).execute();
}

export async function findFileBlob(db: Db, key: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('file_blobs').select('bytes').where('storage_key', '=', key).executeTakeFirst();
  return row?.bytes;
}
