import { kycRejectReasons } from '@keystone/flows/kyc';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { announce } from '../notifications/service.ts';
import type { Users } from '../db/schema.generated.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { accountNotice, kycRejectedEmail } from '../mail/templates.ts';
import type { ProviderDecision, ProviderRejectReason } from '../providers/kyc/kyc-provider.ts';
import { getUserProfile } from '../users/service.ts';
import { updateWaitingProcedure } from './queries.ts';

const reasonColumns = {
  addressProof: 'address_proof_reject_reason',
  articlesOfAssociation: 'articles_of_association_reject_reason',
  identityProof: 'identity_proof_reject_reason',
  registrationProof: 'registration_proof_reject_reason',
  shareholderDeclaration: 'shareholder_declaration_reject_reason',
} as const satisfies Record<ProviderRejectReason, keyof Users>;

/**
 * The provider's answer: accepted documents go under review (IN_PROGRESS), refused ones end the procedure as
 * REJECTED with the provider's reason. Applies only to a procedure still waiting for it; answers whether it did.
 */
export async function recordProviderDecision(
  app: AppContext,
  userId: number,
  reference: string,
  decision: ProviderDecision,
): Promise<boolean> {
  const { db } = app;
  return updateWaitingProcedure(
    db,
    userId,
    decision.accepted
      ? { kyc_status: 'IN_PROGRESS', kyc_provider_reference: reference }
      : {
          kyc_status: 'REJECTED',
          kyc_provider_reference: reference,
          [reasonColumns[decision.reason]]: decision.message,
        },
  );
}

/**
 * Records the provider's answer and, when it ended the procedure as REJECTED, e-mails the investor its reason as an
 * admin's rejection does. Acceptance only moves the procedure on to the admin's review: nothing to tell yet.
 */
export async function settleProviderDecision(
  app: AppContext,
  userId: number,
  reference: string,
  decision: ProviderDecision,
): Promise<void> {
  const { db, clock, config, mailOutbox } = app;
  await db.transaction().execute(async (trx) => {
    const recorded = await recordProviderDecision(inTransaction(app, trx), userId, reference, decision);
    if (!recorded || decision.accepted) return;
    const user = await getUserProfile(inTransaction(app, trx), userId);
    const notice = accountNotice(user, clock.now());
    const loginLink = `${config.publicUrl}/login`;
    await announce(inTransaction(app, trx), { kind: 'KYC_DECIDED', userId, approved: false });
    await queueMail(trx, kycRejectedEmail(notice, kycRejectReasons(user), loginLink, config.supportEmail));
  });
  mailOutbox.wake();
}
