import { KYC_UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import type { FilePurpose, Role } from '@keystone/api';

export type UploadKind = 'jpeg' | 'png' | 'pdf';

/** What each purpose accepts (the contract's FilePurpose), and from whom. */
export const UPLOAD_RULES: Readonly<
  Record<FilePurpose, { kinds: UploadKind[]; maxBytes: number; uploaders: readonly Role[] }>
> = {
  // Only while the KYC wizard is open, too (service.ts).
  KYC_DOCUMENT: { kinds: ['jpeg', 'png', 'pdf'], maxBytes: KYC_UPLOAD_MAX_BYTES, uploaders: ['INVESTOR'] },
  // Not a KYC file: the 50 MB limit of seed 000 §5. Only investors have a profile to show it on.
  PROFILE_PHOTO: { kinds: ['jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES, uploaders: ['INVESTOR'] },
  PROJECT_IMAGE: { kinds: ['jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES, uploaders: ['ADMIN'] },
  PROJECT_DOCUMENT: { kinds: ['pdf'], maxBytes: UPLOAD_MAX_BYTES, uploaders: ['ADMIN'] },
};

export const MIME_TYPES: Readonly<Record<UploadKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const EXTENSIONS: Readonly<Record<UploadKind, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };
