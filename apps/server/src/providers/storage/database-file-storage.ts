import type { Db } from '../../db/database.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * The bytes in the database's `file_blobs` table (migration 016), so that several server processes on one
 * PostgreSQL serve each other's uploads. A second put under one key fails, as the local folder's does.
 */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes) {
      await db.insertInto('file_blobs').values({ storage_key: key, bytes }).execute();
    },
    async get(key) {
      const row = await db.selectFrom('file_blobs').select('bytes').where('storage_key', '=', key).executeTakeFirst();
      return row?.bytes;
    },
  };
}
