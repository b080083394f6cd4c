import type { FileUploadResponse } from '@keystone/api';
import { useCallback } from 'react';
import { useSession } from '../../../session/session-context.tsx';
import { uploadTempFile } from './temp-file-upload.ts';

/** The `upload` a FileUpload takes, signed in as the session's user. */
export function useTempFileUpload(): (file: File, onProgress: (ratio: number) => void) => Promise<FileUploadResponse> {
  const { token } = useSession();
  return useCallback((file, onProgress) => uploadTempFile({ file, token, onProgress }), [token]);
}
