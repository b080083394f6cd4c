import type { Db } from '../db/database.ts';
import type { UserKycDocumentsKind as KycDocumentKind } from '../db/schema.generated.ts';

export function findUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('uploaded_files as photo', 'photo.id', 'users.photo_file_id')
    .selectAll('users')
    .select('photo.storage_key as photo_storage_key')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function findKycDocumentKeys(db: Db, userId: number): Promise<Map<KycDocumentKind, string>> {
  const rows = await db
    .selectFrom('user_kyc_documents')
    .innerJoin('uploaded_files', 'uploaded_files.id', 'user_kyc_documents.file_id')
    .select(['user_kyc_documents.kind', 'uploaded_files.storage_key'])
    .where('user_kyc_documents.user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.kind, row.storage_key]));
}
