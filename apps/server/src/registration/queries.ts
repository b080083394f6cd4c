import type { Db } from '../db/database.ts';

export function insertInvestor(trx: Db, investor: { email: string; fullName: string; passwordHash: string }) {
  return trx
    .insertInto('users')
    .values({
      email: investor.email,
      full_name: investor.fullName,
      password_hash: investor.passwordHash,
      role: 'INVESTOR',
      status: 'ACTIVE',
      kyc_status: 'DRAFT',
    })
    .returning(['id', 'email', 'role', 'password_changed_at'])
    .executeTakeFirstOrThrow();
}
