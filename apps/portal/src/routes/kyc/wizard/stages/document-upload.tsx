import { uploadLimitsText } from '@keystone/flows/format';
import { ACCEPTED_UPLOAD_EXTENSIONS, KYC_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@keystone/flows';
import { FileUpload } from '@keystone/ui';
import type { Ref } from 'react';
import { useTempFileUpload } from '../../../../uploads/use-temp-file-upload.ts';

const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`);

/** The name a stored file goes by: the last part of its URL. */
export function fileNameOf(fileUrl: string): string | undefined {
  const name = fileUrl.trim().split('/').pop();
  return name ? decodeURIComponent(name) : undefined;
}

interface DocumentUploadProps {
  label: string;
  fileUrl: string;
  onUploaded: (fileUrl: string) => void;
  error?: string;
  required?: boolean;
  /** The form binding's `ref`: a refused Next and the error summary focus the choose button. */
  ref?: Ref<HTMLButtonElement>;
}

/** One KYC document: jpg, jpeg, png or pdf up to 7 MB, through `POST /file/temp` with progress. */
export function DocumentUpload({ label, fileUrl, onUploaded, error, required, ref }: DocumentUploadProps) {
  const upload = useTempFileUpload();
  return (
    <FileUpload
      ref={ref}
      label={label}
      upload={upload}
      accept={ACCEPT}
      maxBytes={KYC_UPLOAD_MAX_BYTES}
      limits={uploadLimitsText(ACCEPT, KYC_UPLOAD_MAX_BYTES)}
      messages={UPLOAD_MESSAGES}
      uploadedFileName={fileNameOf(fileUrl)}
      onUploaded={(result) => onUploaded(result.fileUrl)}
      error={error}
      required={required}
    />
  );
}
