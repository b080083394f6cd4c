import type { KycStatus, User } from '@keystone/api';
import { KYC_IN_PROGRESS_REFRESH_MS, KYC_POLL_INTERVAL_MS, KYC_POLL_MAX_EXTRA_TIMES } from '../constants.ts';

// The finished screen's rules (seed 000 §4), all read from the current user: which screen shows, the combined
// reject reasons, when back works, and how often the profile is polled.

/** The wizard shows while the KYC is a DRAFT whose procedure has not been started; the finished screen otherwise. */
export function showsKycWizard(user: Pick<User, 'kycStatus' | 'kycProcedureFinished'>): boolean {
  return user.kycStatus === 'DRAFT' && !user.kycProcedureFinished;
}

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

const REJECT_REASON_SEPARATOR = '\n';

/** The combined reject reasons, one a line (render with `white-space: pre-line`), or nothing. */
export function kycRejectReasonsText(user: User): string | undefined {
  const reasons = kycRejectReasons(user);
  return reasons.length === 0 ? undefined : reasons.join(REJECT_REASON_SEPARATOR);
}

/** Only APPROVED (to the dashboard) and REJECTED (restart) enable the finished screen's back button. */
export function isKycBackEnabled(status: KycStatus): boolean {
  return status === 'APPROVED' || status === 'REJECTED';
}

/**
 * How long until the finished screen asks `GET /user` again (a query's `refetchInterval`), or `false` to stop:
 * every 5 s while DRAFT, up to 10 more times (failed polls count); every 5 minutes while IN_PROGRESS; never once
 * the status is final.
 */
export function kycRefetchInterval(user: Pick<User, 'kycStatus'> | undefined, refetchesSoFar: number): number | false {
  if (user?.kycStatus === 'DRAFT') return refetchesSoFar < KYC_POLL_MAX_EXTRA_TIMES ? KYC_POLL_INTERVAL_MS : false;
  if (user?.kycStatus === 'IN_PROGRESS') return KYC_IN_PROGRESS_REFRESH_MS;
  return false;
}
