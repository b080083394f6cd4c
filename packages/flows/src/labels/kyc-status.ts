export const KYC_STATUSES = ['DRAFT', 'IN_PROGRESS', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

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
