import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Records a visitor's request unless the address already asked or already has an account. One statement whatever
 * the case, so that the answer (and its timing) does not tell them apart.
 */
export async function recordInvitationRequest(db: Db, email: string, fullName: string): Promise<void> {
  await sql`
    INSERT INTO invitation_requests (email, full_name)
    SELECT ${email}, ${fullName}
    WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = ${email})
    ON CONFLICT (email) DO NOTHING
  `.execute(db);
}

/** Serialises invitations of one address, so two admins inviting it at once cannot leave two live tokens. */
export async function lockInvitationsOf(trx: Db, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`invitation:${email}`}))`.execute(trx);
}

export async function markInvitationRequestInvited(
  trx: Db,
  email: string,
  tokenId: number,
  invitedAt: Date,
): Promise<void> {
  await trx
    .updateTable('invitation_requests')
    .set({ invited_at: invitedAt, invitation_token_id: tokenId })
    .where('email', '=', email)
    .execute();
}

/** The oldest request not yet told it arrived, locked for this transaction; another worker skips it. */
export function takeUnconfirmedInvitationRequest(trx: Db) {
  return trx
    .selectFrom('invitation_requests')
    .select(['id', 'email', 'full_name'])
    .where('confirmation_mailed_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function markInvitationRequestConfirmed(trx: Db, id: number, at: Date): Promise<void> {
  await trx.updateTable('invitation_requests').set({ confirmation_mailed_at: at }).where('id', '=', id).execute();
}
