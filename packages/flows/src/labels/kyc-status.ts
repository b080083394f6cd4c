import { kycStatuses, type KycStatus } from '@keystone/api';
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

export const KYC_STATUS_TONES: Readonly<Record<KycStatus, StatusTone>> = {
  DRAFT: 'neutral',
  IN_PROGRESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
};
