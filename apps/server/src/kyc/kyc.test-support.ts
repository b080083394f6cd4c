import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { fileUrl } from '../files/file-url.ts';
import { COMPETENCE_KEY } from './competence-key.ts';

/** An uploaded file row owned by `ownerId` (no bytes: the KYC rules only look at ownership), answered as its URL. */
export async function insertUploadedFile(db: Db, ownerId: number): Promise<string> {
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

export const rightAnswers = { ...COMPETENCE_KEY };

/** The right answers with the first one changed to another option. */
export const wrongAnswers = { ...COMPETENCE_KEY, q1: COMPETENCE_KEY.q1 === 'a' ? 'b' : 'a' };
