import type { Db } from '../db/database.ts';

/** The investor's KYC status (undefined for an unknown user). */
export function findInvestorKyc(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'kyc_status']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The same, holding the investor's row until the transaction ends: every way of investing takes it, so two
 * investments at once (a pledge's finish and a purchase, two purchases) cannot each fit the 12-month limit alone.
 */
export function lockInvestorKyc(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'kyc_status'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}
