import type { Db } from '../db/database.ts';
import type { ProviderDecision, ProviderRejectReason } from './provider.ts';

const reasonColumns = {
  addressProof: 'address_proof_reject_reason',
  articlesOfAssociation: 'articles_of_association_reject_reason',
  identityProof: 'identity_proof_reject_reason',
  registrationProof: 'registration_proof_reject_reason',
  shareholderDeclaration: 'shareholder_declaration_reject_reason',
} as const satisfies Record<ProviderRejectReason, string>;

/**
 * The provider's answer: accepted documents go under review (IN_PROGRESS), refused ones end the procedure as
 * REJECTED with the provider's reason. Applies only to a procedure still waiting for it (a restart or an admin
 * decision in between wins).
 */
export async function recordProviderDecision(db: Db, userId: number, reference: string, decision: ProviderDecision): Promise<void> {
  await db
    .updateTable('users')
    .set(
      decision.accepted
        ? { kyc_status: 'IN_PROGRESS', kyc_provider_reference: reference }
        : { kyc_status: 'REJECTED', kyc_provider_reference: reference, [reasonColumns[decision.reason]]: decision.message },
    )
    .where('id', '=', userId)
    .where('kyc_status', '=', 'DRAFT')
    .where('kyc_submitted_at', 'is not', null)
    .execute();
}
