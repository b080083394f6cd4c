import type { AnswerAttemptsReset, KycStatus } from '@keystone/api';
import { userDisplayName } from '@keystone/flows/labels';
import { kycFormFromUser, kycRejectReasons, validateKycStage } from '@keystone/flows/kyc';
import {
  calendarDateIn,
  isBlank,
  validateAnswerAttemptsResetReason,
  validateKycRejectReason,
  type CompetenceAnswers,
} from '@keystone/flows/rules';
import type { Updateable } from 'kysely';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Schemas } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import type { Users } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { accountNotice, kycApprovedEmail, kycRejectedEmail } from '../mail/templates.ts';
import { ownUploadId } from '../files/service.ts';
import type { KycApplication } from '../providers/kyc/kyc-provider.ts';
import { changeUser, getUserProfile, kycDocumentKeys } from '../users/service.ts';
import { announce } from '../notifications/service.ts';
import { recordAnswerAttemptsReset } from '../consumer-journey/service.ts';
import type { UserView } from '../users/user-view.ts';
import { failedAttemptError, gradeServedAttempt, type GradeOutcome } from '../competence/service.ts';
import {
  columnValue,
  fieldErrors,
  KYC_COLUMNS,
  KYC_DOCUMENT_FIELDS,
  sentValues,
  type KycColumnField,
  type KycDocumentField,
  type KycInformation,
} from './kyc-fields.ts';
import { lockKycOf, reopenUnsentProcedure, saveKycDocument, updateKyc } from './queries.ts';

type KycRejection = Schemas['KycRejection'];

async function lockKyc(trx: Db, userId: number) {
  const locked = await lockKycOf(trx, userId);
  if (!locked) throw new AppError(13);
  return locked;
}

/**
 * The KYC information may change only while the wizard is open: not while the provider or an admin reviews it
 * (code 16), nor once it has been submitted or approved (code 14; a rejected investor restarts first).
 */
function assertKycEditable(user: { kyc_status: KycStatus; kyc_submitted_at: Date | null }): void {
  if (user.kyc_status === 'IN_PROGRESS') throw new AppError(16);
  if (user.kyc_status === 'APPROVED' || user.kyc_submitted_at !== null) throw new AppError(14);
}

/** The caller's own uploads the sent file URLs name; code 9 for any other URL. */
async function ownDocuments(app: AppContext, userId: number, sent: Map<keyof KycInformation, string>) {
  const documents: { field: KycDocumentField; fileId: number }[] = [];
  for (const field of Object.keys(KYC_DOCUMENT_FIELDS) as KycDocumentField[]) {
    const url = sent.get(field);
    if (url === undefined) continue;
    const fileId = await ownUploadId(app, userId, url);
    if (fileId === undefined) throw new AppError(9, { fieldErrors: [{ field, message: 'Illegal file url' }] });
    documents.push({ field, fileId });
  }
  return documents;
}

/**
 * `PUT /user`: saves the sent KYC fields and, with `validateQuestions`, grades the competence answers against the
 * questions served for the open attempt (competence/service.ts). A failed grade is committed with its attempt (and
 * the fields saved with it) before code 38 or 39 is answered.
 */
export async function updateKycInformation(
  app: AppContext,
  {
    userId,
    ip,
    body,
    validateQuestions,
  }: { userId: number; ip: string; body: KycInformation; validateQuestions: boolean },
): Promise<UserView> {
  const { db, clock } = app;
  const now = clock.now();
  const outcome = await db.transaction().execute(async (trx): Promise<GradeOutcome | undefined> => {
    const locked = await lockKyc(trx, userId);
    assertKycEditable(locked);

    const sent = sentValues(body);
    const errors = fieldErrors(await getUserProfile(inTransaction(app, trx), userId), sent, calendarDateIn(now));
    if (errors.length > 0) throw new AppError(2, { fieldErrors: errors });
    const documents = await ownDocuments(inTransaction(app, trx), userId, sent);

    const changes: Updateable<Users> = {};
    for (const field of Object.keys(KYC_COLUMNS) as KycColumnField[]) {
      const value = sent.get(field);
      if (value !== undefined) (changes as Record<string, string>)[KYC_COLUMNS[field]] = columnValue(field, value);
    }

    if (body.riskStatementAccepted !== undefined) {
      changes.risk_statement_accepted_at = body.riskStatementAccepted ? now : null;
    }

    let outcome: GradeOutcome | undefined;
    if (validateQuestions && locked.competence_passed_at === null) {
      const answers: CompetenceAnswers = body.answers ?? {};
      const graded = await gradeServedAttempt(inTransaction(app, trx), { userId, ip, state: locked, answers, now });
      changes.competence_answers = { ...answers };
      Object.assign(changes, graded.userChanges);
      outcome = graded.outcome;
    }

    if (Object.keys(changes).length > 0) await updateKyc(trx, userId, changes);
    for (const { field, fileId } of documents) {
      await saveKycDocument(trx, { userId, kind: KYC_DOCUMENT_FIELDS[field], fileId, savedAt: now });
    }
    return outcome;
  });
  if (outcome?.kind === 'failed') throw failedAttemptError(outcome);
  return getUserProfile(app, userId);
}

/**
 * `PUT /user/start-kyc-procedure`: checks every stage of the wizard with the flows rules (code 15 with the failing
 * fields), marks the procedure finished, and after the commit hands the documents to the provider (code 18, and
 * the procedure reopened, when it cannot take them).
 */
export async function startKycProcedure(app: AppContext, userId: number): Promise<UserView> {
  const { db, clock, providers } = app;
  const now = clock.now();
  const application = await db.transaction().execute(async (trx): Promise<KycApplication> => {
    const locked = await lockKyc(trx, userId);
    if (locked.kyc_status === 'IN_PROGRESS') throw new AppError(16);
    if (locked.kyc_status !== 'DRAFT' || locked.kyc_submitted_at !== null) throw new AppError(14);

    const user = await getUserProfile(inTransaction(app, trx), userId);
    const form = kycFormFromUser(user);
    const errors = validateKycStage('reviewAnswers', form, {
      today: calendarDateIn(now),
      competenceReviewPassed: user.competenceReviewPassed,
    });
    if (errors.length > 0) throw new AppError(15, { fieldErrors: errors });

    await updateKyc(trx, userId, { kyc_submitted_at: now });
    const documents = await kycDocumentKeys(inTransaction(app, trx), userId);
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
    await providers.kyc.submit(application);
  } catch (error) {
    await reopenUnsentProcedure(db, userId);
    throw new AppError(18, { cause: error });
  }
  return getUserProfile(app, userId);
}

const noRejectReasons = {
  kyc_reject_reason: null,
  address_proof_reject_reason: null,
  articles_of_association_reject_reason: null,
  identity_proof_reject_reason: null,
  registration_proof_reject_reason: null,
  shareholder_declaration_reject_reason: null,
} satisfies Updateable<Users>;

/** `PUT /user/restart-kyc-procedure`: back to an open wizard (DRAFT, not finished, no rejection reasons). */
export async function restartKycProcedure(app: AppContext, userId: number): Promise<UserView> {
  const { db } = app;
  await db.transaction().execute(async (trx) => {
    const locked = await lockKyc(trx, userId);
    if (locked.kyc_status === 'IN_PROGRESS') throw new AppError(16);
    if (locked.kyc_status === 'APPROVED') throw new AppError(14);
    await updateKyc(trx, userId, { ...noRejectReasons, kyc_status: 'DRAFT', kyc_submitted_at: null });
  });
  return getUserProfile(app, userId);
}

/**
 * Only a finished procedure (code 15 otherwise) that is not approved already (code 14) can be approved. The investor
 * is e-mailed once the approval is committed.
 */
export async function approveKyc(app: AppContext, admin: AuthenticatedUser, userId: number): Promise<UserView> {
  const { clock, config, mailOutbox } = app;
  const decidedAt = clock.now();
  const user = await changeUser(
    app,
    userId,
    (locked) => {
      if (locked.kyc_submitted_at === null) throw new AppError(15);
      if (locked.kyc_status === 'APPROVED') throw new AppError(14);
      return { ...noRejectReasons, kyc_status: 'APPROVED', kyc_reviewed_at: decidedAt, kyc_reviewed_by: admin.id };
    },
    (changed) => kycApprovedEmail(accountNotice(changed, decidedAt), `${config.publicUrl}/login`),
    (trx) => announce(inTransaction(app, trx), { kind: 'KYC_DECIDED', userId, approved: true }),
  );
  mailOutbox.wake();
  return user;
}

/**
 * Rejects a finished procedure with the admin's reason and any per-document reasons (each absent one is cleared),
 * then e-mails the investor the reasons they will also read on the KYC screen.
 */
export async function rejectKyc(
  app: AppContext,
  admin: AuthenticatedUser,
  userId: number,
  rejection: KycRejection,
): Promise<UserView> {
  const { clock, config, mailOutbox } = app;
  assertFieldsValid(rejection, { kycRejectReason: validateKycRejectReason });
  const reason = rejection.kycRejectReason.trim();
  const documentReason = (value: string | undefined) => (isBlank(value) ? null : value.trim());
  const decidedAt = clock.now();
  const user = await changeUser(
    app,
    userId,
    (locked) => {
      if (locked.kyc_submitted_at === null) throw new AppError(15);
      // An approved investor may already have invested: taking approval back is not this call's job.
      if (locked.kyc_status === 'APPROVED') throw new AppError(14);
      return {
        kyc_status: 'REJECTED',
        kyc_reviewed_at: decidedAt,
        kyc_reviewed_by: admin.id,
        kyc_reject_reason: reason,
        address_proof_reject_reason: documentReason(rejection.addressProofRejectReason),
        articles_of_association_reject_reason: documentReason(rejection.articlesOfAssociationRejectReason),
        identity_proof_reject_reason: documentReason(rejection.identityProofRejectReason),
        registration_proof_reject_reason: documentReason(rejection.registrationProofRejectReason),
        shareholder_declaration_reject_reason: documentReason(rejection.shareholderDeclarationRejectReason),
      };
    },
    (changed) =>
      kycRejectedEmail(
        accountNotice(changed, decidedAt),
        kycRejectReasons(changed),
        `${config.publicUrl}/login`,
        config.supportEmail,
      ),
    (trx) => announce(inTransaction(app, trx), { kind: 'KYC_DECIDED', userId, approved: false }),
  );
  mailOutbox.wake();
  return user;
}

/**
 * Seed 001: 'Reset questions' is for users whose KYC is not approved (code 14 for an approved one). It also ends the
 * wait after a failed attempt (issue 24 §5). The admin's reason is required, and the reset goes into the user's
 * consumer journey log in the same transaction (who, when, why, the attempts used before it), so the record never
 * shows a fourth attempt after three failures without it (issue 32).
 */
export async function resetAnswerAttempts(
  app: AppContext,
  admin: AuthenticatedUser,
  userId: number,
  request: AnswerAttemptsReset & { ip: string },
): Promise<UserView> {
  const { clock } = app;
  assertFieldsValid(request, { reason: validateAnswerAttemptsResetReason });
  const at = clock.now();
  return changeUser(
    app,
    userId,
    (user) => {
      if (user.kyc_status === 'APPROVED') throw new AppError(14);
      return { used_answer_attempts: 0, competence_attempt_opens_at: null };
    },
    undefined,
    async (trx, before) =>
      recordAnswerAttemptsReset(inTransaction(app, trx), {
        userId,
        ip: request.ip,
        at,
        resetById: admin.id,
        resetBy: userDisplayName(await getUserProfile(inTransaction(app, trx), admin.id)),
        reason: request.reason.trim(),
        attemptsUsedBefore: before.used_answer_attempts,
      }),
  );
}
