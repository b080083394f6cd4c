import type { FilePurpose, FileUploadResponse } from '@keystone/api';
import { useCallback } from 'react';
import { uploadTempFile } from './temp-file-upload.ts';

/** The `upload` a FileUpload takes, signed in by the session cookie the browser sends with it. */
export function useTempFileUpload(
  purpose?: FilePurpose,
): (file: File, onProgress: (ratio: number) => void) => Promise<FileUploadResponse> {
  return useCallback((file, onProgress) => uploadTempFile({ file, onProgress, purpose }), [purpose]);
}
