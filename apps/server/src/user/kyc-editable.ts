import { AppError } from '../errors/app-error.ts';
import type { KycStatus } from '@keystone/api';

/**
 * The KYC information may change only while the wizard is open: not while the provider or an admin reviews it
 * (code 16), nor once it has been submitted or approved (code 14; a rejected investor restarts first).
 */
export function assertKycEditable(user: { kyc_status: KycStatus; kyc_submitted_at: Date | null }): void {
  if (user.kyc_status === 'IN_PROGRESS') throw new AppError(16);
  if (user.kyc_status === 'APPROVED' || user.kyc_submitted_at !== null) throw new AppError(14);
}
