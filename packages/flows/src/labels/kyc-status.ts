import { kycStatuses, type KycStatus, type User } from '@keystone/api';
import type { StatusTone } from './tones.ts';

export type { KycStatus };
export const KYC_STATUSES = kycStatuses;

/** Admin user list and the wizard's finished screen (seed 000 §4). */
export const KYC_STATUS_LABELS: Readonly<Record<KycStatus, string>> = {
  DRAFT: 'Submitted and awaiting review',
  IN_PROGRESS: 'Accepted and under review',
  APPROVED: 'Activated',
  REJECTED: 'Rejected',
};

export function kycStatusLabel(status: KycStatus): string {
  return KYC_STATUS_LABELS[status];
}

/** The tone of a submitted procedure; DRAFT then awaits review, as IN_PROGRESS does (see `userKycStatusTone`). */
export const KYC_STATUS_TONES: Readonly<Record<KycStatus, StatusTone>> = {
  DRAFT: 'info',
  IN_PROGRESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** Before the procedure is submitted the user is still DRAFT, but nothing awaits review yet. */
export const KYC_NOT_STARTED_LABEL = 'Not started';

type KycProgress = Pick<User, 'kycStatus' | 'kycProcedureFinished'>;

const notStarted = (user: KycProgress) => user.kycStatus === 'DRAFT' && !user.kycProcedureFinished;

/**
 * A user's KYC as the admin list and profile show it: 'Not started' until the procedure is submitted, then the
 * seed's label for the status (seed 000 §4 words DRAFT as 'Submitted and awaiting review').
 */
export function userKycStatusLabel(user: KycProgress): string {
  return notStarted(user) ? KYC_NOT_STARTED_LABEL : kycStatusLabel(user.kycStatus);
}

export function userKycStatusTone(user: KycProgress): StatusTone {
  // Waiting for the admin (DRAFT once submitted) is worth noticing; not having started is not.
  return notStarted(user) ? 'neutral' : KYC_STATUS_TONES[user.kycStatus];
}
