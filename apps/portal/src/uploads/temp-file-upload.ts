import { API_BASE_URL } from '../api/index.ts';
import {
  apiError,
  isApiError,
  REQUEST_TIMEOUT_MS,
  type ApiError,
  type FilePurpose,
  type FileUploadResponse,
} from '@keystone/api';

/** What the uploader needs of XMLHttpRequest; tests give it a fake. */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'status'
  | 'responseText'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'onabort'
  | 'ontimeout'
  | 'timeout'
>;

export interface TempFileUploadOptions {
  file: File;
  /**
   * A bearer token, for callers other than the portal; the portal leaves it out, as a same-origin request carries
   * the session cookie by itself.
   */
  token?: string | null;
  /** What the file is for (the server's accepted types and size limit); KYC_DOCUMENT when left out. */
  purpose?: FilePurpose;
  /** Ratio sent so far, from 0 to 1. */
  onProgress?: (ratio: number) => void;
  /** Where the API lives; the portal is served beside it under /api. */
  baseUrl?: string;
  createRequest?: () => UploadRequest;
  timeoutMs?: number;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `POST /file/temp` (`uploadTempFile`) through XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with `{ fileUrl }`; rejects with the contract's error body (code 1 when the answer is not ours), so
 * callers word failures as they do for every other call.
 */
export function uploadTempFile({
  file,
  token,
  onProgress,
  purpose,
  baseUrl = API_BASE_URL,
  createRequest = () => new XMLHttpRequest(),
  timeoutMs = REQUEST_TIMEOUT_MS,
}: TempFileUploadOptions): Promise<FileUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', `${baseUrl}/file/temp${purpose ? `?purpose=${purpose}` : ''}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.timeout = timeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300 && isFileUrl(body)) {
        onProgress?.(1);
        resolve({ fileUrl: body.fileUrl });
        return;
      }
      reject(isApiError(body) ? body : failure());
    };
    request.onerror = () => reject(failure());
    request.onabort = () => reject(failure());
    request.ontimeout = () => reject(failure());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function isFileUrl(body: unknown): body is FileUploadResponse {
  return typeof body === 'object' && body !== null && typeof (body as { fileUrl?: unknown }).fileUrl === 'string';
}

function failure(): ApiError {
  return apiError(1);
}
