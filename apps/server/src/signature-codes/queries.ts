import type { Db } from '../db/database.ts';

// The SQL of an SMS signature code, on the row of what is signed: a pledge, a resale purchase or a standing
// authority. Their tables hold the same columns (status STARTED → SMS_SENT → signed or EXPIRED, sms_code_hash,
// sms_code_expires_at, sms_attempts), and their events go to agreement_logs under the row's own column.

export type SignedTable = 'pledges' | 'resale_purchases' | 'auto_invest_authorities';

const logColumn = {
  pledges: 'pledge_id',
  resale_purchases: 'resale_purchase_id',
  auto_invest_authorities: 'auto_invest_authority_id',
} as const;

/**
 * Stores a new code unless the last one expires after `lastExpiresBefore` (it was sent too recently): one statement,
 * so two requests at once cannot both send. Answers whether it was stored.
 */
export async function storeSmsCode(
  db: Db,
  table: SignedTable,
  id: number,
  code: { hash: string; expiresAt: Date; lastExpiresBefore: Date },
): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ sms_code_hash: code.hash, sms_code_expires_at: code.expiresAt, sms_attempts: 0, status: 'SMS_SENT' })
    .where('id', '=', id)
    .where('status', 'in', ['STARTED', 'SMS_SENT'])
    .where((eb) =>
      eb.or([eb('sms_code_expires_at', 'is', null), eb('sms_code_expires_at', '<=', code.lastExpiresBefore)]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The row's code state as it is now (after a refused store: why it was refused). */
export function findSmsCodeState(db: Db, table: SignedTable, id: number) {
  return db.selectFrom(table).select(['status', 'sms_code_expires_at']).where('id', '=', id).executeTakeFirst();
}

export async function updateSmsCodeState(
  db: Db,
  table: SignedTable,
  id: number,
  changes: { status?: 'EXPIRED'; sms_code_hash?: null; sms_attempts?: number },
): Promise<void> {
  await db.updateTable(table).set(changes).where('id', '=', id).execute();
}

/** The signer's phone number, confirmed by KYC (null: they cannot sign by SMS). */
export async function findPhoneNumber(db: Db, userId: number): Promise<string | null> {
  const user = await db.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.phone_number;
}

export async function insertSignatureLog(
  db: Db,
  table: SignedTable,
  id: number,
  log: { user_id: number; event: string; ip: string; created_at: Date; number?: string; code?: 'WRONG' | 'CORRECT' },
): Promise<void> {
  await db
    .insertInto('agreement_logs')
    .values({ ...log, [logColumn[table]]: id })
    .execute();
}
