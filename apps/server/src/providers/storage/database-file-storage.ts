import type { Db } from '../../db/database.ts';
import type { FileStorage } from './file-storage.ts';
import { findFileBlob, insertFileBlob } from './queries.ts';

/**
 * The bytes in the database's `file_blobs` table (migration 016), so that several server processes on one
 * PostgreSQL serve each other's uploads. A second put under one key fails, as the local folder's does.
 */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    put: (key, bytes) => insertFileBlob(db, key, bytes),
    get: (key) => findFileBlob(db, key),
  };
}
