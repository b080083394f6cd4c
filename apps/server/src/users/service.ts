import type { Updateable } from 'kysely';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Schemas } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import type { Users } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import { getUserProfile } from '../user/service.ts';
import { toUserView, type UserView } from '../user/user-view.ts';
import {
  countUsers,
  findKycDocumentKeysOf,
  findUserPage,
  lockUserForReview,
  walletBalancesPence,
  type UserListPage,
} from './queries.ts';

export type KycRejection = Schemas['KycRejection'];

export async function listUsers(db: Db, page: UserListPage): Promise<{ users: UserView[]; count: number }> {
  const [rows, count] = await Promise.all([findUserPage(db, page), countUsers(db, page)]);
  const ids = rows.map((row) => row.id);
  const [documents, balances] = await Promise.all([findKycDocumentKeysOf(db, ids), walletBalancesPence(db, ids)]);
  const users = rows.map((row) => toUserView(row, documents.get(row.id) ?? new Map(), balances.get(row.id) ?? 0));
  return { users, count };
}

type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUserForReview>>>;

/**
 * One admin action on one user, in one transaction: lock the row, let `decide` refuse (by throwing) or say what
 * changes, write it, and answer the user as they are now.
 */
async function changeUser(
  db: Db,
  userId: number,
  decide: (user: LockedUser) => Updateable<Users>,
): Promise<UserView> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUserForReview(trx, userId);
    if (!user) throw new AppError(13);
    await trx.updateTable('users').set(decide(user)).where('id', '=', userId).execute();
    return getUserProfile(trx, userId);
  });
}

const noRejectReasons = {
  kyc_reject_reason: null,
  address_proof_reject_reason: null,
  articles_of_association_reject_reason: null,
  identity_proof_reject_reason: null,
  registration_proof_reject_reason: null,
  shareholder_declaration_reject_reason: null,
} satisfies Updateable<Users>;

/** Only a finished procedure (code 15 otherwise) that is not approved already (code 14) can be approved. */
export function approveKyc(db: Db, admin: AuthenticatedUser, userId: number): Promise<UserView> {
  return changeUser(db, userId, (user) => {
    if (user.kyc_submitted_at === null) throw new AppError(15);
    if (user.kyc_status === 'APPROVED') throw new AppError(14);
    return { ...noRejectReasons, kyc_status: 'APPROVED', kyc_reviewed_at: new Date(), kyc_reviewed_by: admin.id };
  });
}

/** Rejects a finished procedure with the admin's reason and any per-document reasons (each absent one is cleared). */
export function rejectKyc(db: Db, admin: AuthenticatedUser, userId: number, rejection: KycRejection): Promise<UserView> {
  const reason = rejection.kycRejectReason.trim();
  if (reason === '') throw new AppError(2, { fieldErrors: [{ field: 'kycRejectReason', message: 'Field is required' }] });
  const documentReason = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  return changeUser(db, userId, (user) => {
    if (user.kyc_submitted_at === null) throw new AppError(15);
    // An approved investor may already have invested: taking approval back is not this call's job.
    if (user.kyc_status === 'APPROVED') throw new AppError(14);
    return {
      kyc_status: 'REJECTED',
      kyc_reviewed_at: new Date(),
      kyc_reviewed_by: admin.id,
      kyc_reject_reason: reason,
      address_proof_reject_reason: documentReason(rejection.addressProofRejectReason),
      articles_of_association_reject_reason: documentReason(rejection.articlesOfAssociationRejectReason),
      identity_proof_reject_reason: documentReason(rejection.identityProofRejectReason),
      registration_proof_reject_reason: documentReason(rejection.registrationProofRejectReason),
      shareholder_declaration_reject_reason: documentReason(rejection.shareholderDeclarationRejectReason),
    };
  });
}

/** Seed 001: 'Reset questions' is for users whose KYC is not approved (code 14 for an approved one). */
export function resetAnswerAttempts(db: Db, userId: number): Promise<UserView> {
  return changeUser(db, userId, (user) => {
    if (user.kyc_status === 'APPROVED') throw new AppError(14);
    return { used_answer_attempts: 0 };
  });
}

export function activateUser(db: Db, userId: number): Promise<UserView> {
  return changeUser(db, userId, () => ({ status: 'ACTIVE' }));
}

/** Every request re-reads the user (auth/authenticate.ts), so their still-valid tokens stop working at once. */
export function deactivateUser(db: Db, admin: AuthenticatedUser, userId: number): Promise<UserView> {
  // An admin locking themselves out could leave the platform with nobody to undo it.
  if (userId === admin.id) throw new AppError(10);
  return changeUser(db, userId, () => ({ status: 'NOT_ACTIVE' }));
}
