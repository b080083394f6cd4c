import { KYC_UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import type { FilePurpose } from '@keystone/api';

type UploadKind = 'jpeg' | 'png' | 'pdf';

/** What each purpose accepts (the contract's FilePurpose). */
export const UPLOAD_RULES: Readonly<Record<FilePurpose, { kinds: UploadKind[]; maxBytes: number }>> = {
  KYC_DOCUMENT: { kinds: ['jpeg', 'png', 'pdf'], maxBytes: KYC_UPLOAD_MAX_BYTES },
  // Not a KYC file: the 50 MB limit of seed 000 §5 applies.
  PROFILE_PHOTO: { kinds: ['jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES },
  PROJECT_IMAGE: { kinds: ['jpeg', 'png'], maxBytes: UPLOAD_MAX_BYTES },
  PROJECT_DOCUMENT: { kinds: ['pdf'], maxBytes: UPLOAD_MAX_BYTES },
};

export const MIME_TYPES: Readonly<Record<UploadKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const EXTENSIONS: Readonly<Record<UploadKind, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };
