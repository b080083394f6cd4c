import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { FileStorage } from './storage.ts';

export interface StoredFile {
  bytes: Buffer;
  mimeType: string;
  /** The name it was uploaded with, without any folder, or the storage key when it had none. */
  name: string;
}

/** `GET /files/{key}`: the owner and admins may read a file; anyone else gets code 10, an unknown key code 5. */
export async function readStoredFile(
  { db, storage }: { db: Db; storage: FileStorage },
  { key, viewer }: { key: string; viewer: AuthenticatedUser },
): Promise<StoredFile> {
  const file = await db
    .selectFrom('uploaded_files')
    .select(['owner_id', 'original_name', 'mime_type'])
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (!file) throw new AppError(5);
  if (viewer.role !== 'ADMIN' && file.owner_id !== viewer.id) throw new AppError(10);
  const bytes = await storage.get(key);
  if (bytes === undefined) throw new AppError(5);
  return { bytes, mimeType: file.mime_type, name: baseName(file.original_name) || key };
}

// Browsers send whatever path the picker gave; only the last segment is the file's name.
function baseName(originalName: string | null): string {
  return (originalName ?? '').split(/[/\\]/).pop()?.trim() ?? '';
}
