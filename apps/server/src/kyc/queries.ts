import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserKycDocumentsKind, Users } from '../db/schema.generated.ts';

/** Locks the investor's row for the rest of the transaction: one KYC change at a time. */
export function lockKycOf(trx: Db, userId: number) {
  return trx
    .selectFrom('users')
    .select([
      'kyc_status',
      'kyc_submitted_at',
      'used_answer_attempts',
      'competence_passed_at',
      'competence_attempt_opens_at',
    ])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateKyc(db: Db, userId: number, changes: Updateable<Users>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

export async function saveKycDocument(
  trx: Db,
  document: { userId: number; kind: UserKycDocumentsKind; fileId: number; savedAt: Date },
): Promise<void> {
  await trx
    .insertInto('user_kyc_documents')
    .values({ user_id: document.userId, kind: document.kind, file_id: document.fileId })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ file_id: document.fileId, created_at: document.savedAt }),
    )
    .execute();
}

/** After the provider could not take the documents: the procedure is open again, unless something decided meanwhile. */
export async function reopenUnsentProcedure(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ kyc_submitted_at: null })
    .where('id', '=', userId)
    .where('kyc_status', '=', 'DRAFT')
    .execute();
}

/** Applies only to a procedure still waiting for the provider (a restart or an admin decision in between wins). */
/** Whether a procedure was waiting (and so changed). */
export async function updateWaitingProcedure(db: Db, userId: number, changes: Updateable<Users>): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .where('kyc_status', '=', 'DRAFT')
    .where('kyc_submitted_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
