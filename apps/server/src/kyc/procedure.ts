import { kycFormFromUser, validateKycStage } from '@keystone/flows/kyc';
import { calendarDateIn } from '@keystone/flows/rules';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findKycDocumentKeys } from '../user/queries.ts';
import { getUserProfile } from '../user/service.ts';
import type { UserView } from '../user/user-view.ts';
import type { KycApplication, KycProvider } from './provider.ts';

async function lockUser(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['kyc_status', 'kyc_submitted_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new AppError(13);
  return user;
}

/**
 * `PUT /user/start-kyc-procedure`: checks every stage of the wizard with the flows rules (code 15 with the failing
 * fields), marks the procedure finished, and after the commit hands the documents to the provider (code 18, and
 * the procedure reopened, when it cannot take them).
 */
export async function startKycProcedure(db: Db, provider: KycProvider, userId: number, now = new Date()): Promise<UserView> {
  const application = await db.transaction().execute(async (trx): Promise<KycApplication> => {
    const locked = await lockUser(trx, userId);
    if (locked.kyc_status === 'IN_PROGRESS') throw new AppError(16);
    if (locked.kyc_status !== 'DRAFT' || locked.kyc_submitted_at !== null) throw new AppError(14);

    const user = await getUserProfile(trx, userId);
    // The risk-statement box is ticked on the investor-type stage and never stored: the wizard cannot pass without it.
    const form = { ...kycFormFromUser(user), riskStatementAccepted: true };
    const errors = validateKycStage('reviewAnswers', form, {
      today: calendarDateIn(now),
      competenceReviewPassed: user.competenceReviewPassed,
    });
    if (errors.length > 0) throw new AppError(15, { fieldErrors: errors });

    await trx.updateTable('users').set({ kyc_submitted_at: now }).where('id', '=', userId).execute();
    const documents = await findKycDocumentKeys(trx, userId);
    return {
      userId,
      personType: form.personType || 'INDIVIDUAL',
      firstName: form.firstName,
      lastName: form.lastName,
      dateOfBirth: form.dateOfBirth,
      documents: [...documents].map(([kind, storageKey]) => ({ kind, storageKey })),
    };
  });

  try {
    await provider.submit(application);
  } catch (error) {
    await db
      .updateTable('users')
      .set({ kyc_submitted_at: null })
      .where('id', '=', userId)
      .where('kyc_status', '=', 'DRAFT')
      .execute();
    throw new AppError(18, { cause: error });
  }
  return getUserProfile(db, userId);
}

/** `PUT /user/restart-kyc-procedure`: back to an open wizard (DRAFT, not finished, no rejection reasons). */
export async function restartKycProcedure(db: Db, userId: number): Promise<UserView> {
  await db.transaction().execute(async (trx) => {
    const locked = await lockUser(trx, userId);
    if (locked.kyc_status === 'IN_PROGRESS') throw new AppError(16);
    if (locked.kyc_status === 'APPROVED') throw new AppError(14);
    await trx
      .updateTable('users')
      .set({
        kyc_status: 'DRAFT',
        kyc_submitted_at: null,
        kyc_reject_reason: null,
        address_proof_reject_reason: null,
        articles_of_association_reject_reason: null,
        identity_proof_reject_reason: null,
        registration_proof_reject_reason: null,
        shareholder_declaration_reject_reason: null,
      })
      .where('id', '=', userId)
      .execute();
  });
  return getUserProfile(db, userId);
}
