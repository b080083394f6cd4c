import type { FilePurpose, KycStatus, Role } from '@keystone/api';
import { UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES } from '@keystone/flows/constants';
import { showsKycWizard } from '@keystone/flows/kyc';
import { AppError } from '../errors/app-error.ts';
import { UPLOAD_RULES } from './upload-rules.ts';

/** The window the daily upload limit counts over. */
export const UPLOAD_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Uploader {
  role: Role;
  kyc_status: KycStatus;
  kyc_submitted_at: Date | null;
}

/** What the uploader stored through `POST /file/temp` in the window. */
export interface UploadUsage {
  files: number;
  bytes: number;
}

/**
 * Whether `uploader` may upload a file for `purpose` now: only the roles the purpose names (code 11); KYC documents
 * only while the wizard is open, as `PUT /user` saves them only then (code 16 while in review, 14 once finished);
 * and, but for admins, only until the daily limit is reached (code 40).
 */
export function assertMayUpload(uploader: Uploader, purpose: FilePurpose, usage: UploadUsage): void {
  if (!UPLOAD_RULES[purpose].uploaders.includes(uploader.role)) throw new AppError(11);
  const kycOpen = showsKycWizard({
    kycStatus: uploader.kyc_status,
    kycProcedureFinished: uploader.kyc_submitted_at !== null,
  });
  if (purpose === 'KYC_DOCUMENT' && !kycOpen) throw new AppError(uploader.kyc_status === 'IN_PROGRESS' ? 16 : 14);
  if (uploader.role === 'ADMIN') return;
  if (usage.files >= UPLOAD_DAILY_MAX_FILES || usage.bytes >= UPLOAD_DAILY_MAX_BYTES) throw new AppError(40);
}
