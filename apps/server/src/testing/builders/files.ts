import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { fileUrl } from '../../files/file-url.ts';

let counter = 0;

/** An uploaded file row (no bytes stored: the project answers only name its URL). */
export async function insertTestFile(
  db: Db,
  purpose: 'PROJECT_IMAGE' | 'PROJECT_DOCUMENT',
): Promise<{ id: number; key: string }> {
  counter += 1;
  const key = `test-${purpose.toLowerCase()}-${counter}-${Date.now()}`;
  const row = await db
    .insertInto('uploaded_files')
    .values({
      storage_key: key,
      mime_type: purpose === 'PROJECT_IMAGE' ? 'image/jpeg' : 'application/pdf',
      size_bytes: 10,
      purpose,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

/** An uploaded KYC document owned by `ownerId` (no bytes: the KYC rules only look at ownership), as its URL. */
export async function insertTestKycFile(db: Db, ownerId: number): Promise<string> {
  const storageKey = `${randomUUID()}.pdf`;
  await db
    .insertInto('uploaded_files')
    .values({
      owner_id: ownerId,
      storage_key: storageKey,
      mime_type: 'application/pdf',
      size_bytes: 10,
      purpose: 'KYC_DOCUMENT',
    })
    .execute();
  return fileUrl(storageKey);
}

/** A file `ownerId` uploaded through `POST /file/temp` at `createdAt`, `sizeBytes` as stored (no bytes kept). */
export async function insertTestUpload(
  db: Db,
  { ownerId, sizeBytes, createdAt }: { ownerId: number; sizeBytes: number; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('uploaded_files')
    .values({
      owner_id: ownerId,
      storage_key: `${randomUUID()}.jpg`,
      mime_type: 'image/jpeg',
      size_bytes: sizeBytes,
      purpose: 'KYC_DOCUMENT',
      created_at: createdAt,
    })
    .execute();
}
