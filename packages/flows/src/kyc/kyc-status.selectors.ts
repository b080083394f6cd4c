import type { KycStatus, User } from '@keystone/api';
import type { SnapshotFrom } from 'xstate';
import { kycStatusLabel } from '../labels/kyc-status.ts';
import type { kycStatusMachine } from './kyc-status.machine.ts';

export type KycStatusSnapshot = SnapshotFrom<typeof kycStatusMachine>;

// The admin's reason first, then the provider's, in the order seed 000 §3 lists them.
const REJECT_REASON_FIELDS = [
  'kycRejectReason',
  'addressProofRejectReason',
  'articlesOfAssociationRejectReason',
  'identityProofRejectReason',
  'registrationProofRejectReason',
  'shareholderDeclarationRejectReason',
] as const satisfies ReadonlyArray<keyof User>;

/** Every non-empty rejection reason of the user, each once. */
export function kycRejectReasons(user: User): string[] {
  const reasons = REJECT_REASON_FIELDS.map((field) => user[field]?.trim() ?? '').filter((reason) => reason !== '');
  return [...new Set(reasons)];
}

export const REJECT_REASON_SEPARATOR = '\n';

export function selectKycStatus(snapshot: KycStatusSnapshot): KycStatus {
  return snapshot.context.user.kycStatus;
}

/** 'Submitted and awaiting review', 'Accepted and under review', 'Activated' or 'Rejected'. */
export function selectStatusLabel(snapshot: KycStatusSnapshot): string {
  return kycStatusLabel(selectKycStatus(snapshot));
}

/** The combined reject reasons, one a line (render with `white-space: pre-line`), or nothing. */
export function selectRejectReasons(snapshot: KycStatusSnapshot): string | undefined {
  const reasons = kycRejectReasons(snapshot.context.user);
  return reasons.length === 0 ? undefined : reasons.join(REJECT_REASON_SEPARATOR);
}

/** Only APPROVED (to the dashboard) and REJECTED (restart) enable the finished screen's back button. */
export function selectIsBackEnabled(snapshot: KycStatusSnapshot): boolean {
  return snapshot.hasTag('backEnabled');
}

export function selectIsRefreshing(snapshot: KycStatusSnapshot): boolean {
  return snapshot.hasTag('refreshing');
}

export function selectIsRestarting(snapshot: KycStatusSnapshot): boolean {
  return snapshot.hasTag('restarting');
}

/** Why the restart failed (dismissed with DISMISS_ERROR). */
export function selectStatusErrorMessage(snapshot: KycStatusSnapshot): string | undefined {
  return snapshot.context.errorMessage;
}
