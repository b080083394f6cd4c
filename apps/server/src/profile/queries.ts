import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Users } from '../db/schema.generated.ts';

/** Locks the user's row for the rest of the transaction: two changes of one profile apply one after the other. */
export function lockContactDetails(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone_number', 'awaiting_confirm_phone', 'awaiting_confirm_email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether an account other than `userId` has this (normalised) e-mail. */
export async function emailTakenByAnother(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's own profile-photo upload a storage key names. */
export function findOwnPhotoUpload(db: Db, storageKey: string, ownerId: number) {
  return db
    .selectFrom('uploaded_files')
    .select('id')
    .where('storage_key', '=', storageKey)
    .where('owner_id', '=', ownerId)
    .where('purpose', '=', 'PROFILE_PHOTO')
    .executeTakeFirst();
}

export async function updateProfile(db: Db, userId: number, changes: Updateable<Users>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Marks the address verified only if it is still the account's address (it may have changed since the mail). */
export async function markEmailVerified(db: Db, userId: number, email: string, verifiedAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(verifiedAt)) }))
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
