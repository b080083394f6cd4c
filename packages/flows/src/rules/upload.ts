import { ACCEPTED_UPLOAD_EXTENSIONS, KYC_UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES } from '../constants.ts';
import { errorCatalogue, ErrorCode } from '../errors/catalogue.ts';

/** What a rule needs of a file: a browser `File` fits, and so does the server's multipart part. */
export interface FileDescriptor {
  name: string;
  size: number;
  /** The MIME type the sender declared; empty when the browser does not know it. */
  type?: string;
}

export type UploadExtension = (typeof ACCEPTED_UPLOAD_EXTENSIONS)[number];

const MIME_TYPES: Record<UploadExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The seeds' words for a refused file, an uploaded one, and 'error: ' with the failure's message (else the catalogue's). */
export const UPLOAD_MESSAGES = {
  rejected: 'Incorrect format',
  uploaded: 'successfully uploaded',
  failed: (message?: string) => `error: ${message ?? errorCatalogue[ErrorCode.UNABLE_TO_UPLOAD_FILE].message}`,
} as const;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

interface UploadOptions {
  maxBytes: number;
  accept: ReadonlyArray<UploadExtension>;
  message: string;
}

/** The file's name and declared type must both agree with an accepted kind; empty and oversized files are refused. */
export function uploadRule({ maxBytes, accept, message }: UploadOptions): (file: FileDescriptor) => string | undefined {
  return (file) => {
    const extension = accept.find((accepted) => accepted === extensionOf(file.name));
    if (extension === undefined) return message;
    if (file.type && file.type !== MIME_TYPES[extension]) return message;
    if (file.size <= 0 || file.size > maxBytes) return message;
    return undefined;
  };
}

export const validateKycUpload = uploadRule({
  maxBytes: KYC_UPLOAD_MAX_BYTES,
  accept: ACCEPTED_UPLOAD_EXTENSIONS,
  message: UPLOAD_MESSAGES.rejected,
});

export const validateUpload = uploadRule({
  maxBytes: UPLOAD_MAX_BYTES,
  accept: ACCEPTED_UPLOAD_EXTENSIONS,
  message: UPLOAD_MESSAGES.rejected,
});

export const validateProjectImageUpload = uploadRule({
  maxBytes: UPLOAD_MAX_BYTES,
  accept: ['jpg', 'jpeg', 'png'],
  message: UPLOAD_MESSAGES.rejected,
});

export const validateProjectDocumentUpload = uploadRule({
  maxBytes: UPLOAD_MAX_BYTES,
  accept: ['pdf'],
  message: UPLOAD_MESSAGES.rejected,
});

/**
 * What the first bytes say the file is, whatever its name claims: the server checks uploads by content.
 * Eight bytes are enough.
 */
export function sniffFileKind(head: Uint8Array): 'jpeg' | 'png' | 'pdf' | undefined {
  const startsWith = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return undefined;
}
