import type { Db } from '../db/database.ts';

export function insertInvestor(
  trx: Db,
  investor: { email: string; fullName: string; passwordHash: string; registeredAt: Date },
) {
  return trx
    .insertInto('users')
    .values({
      email: investor.email,
      full_name: investor.fullName,
      password_hash: investor.passwordHash,
      role: 'INVESTOR',
      status: 'ACTIVE',
      kyc_status: 'DRAFT',
      created_at: investor.registeredAt,
    })
    .returning(['id', 'email', 'role', 'password_changed_at'])
    .executeTakeFirstOrThrow();
}
