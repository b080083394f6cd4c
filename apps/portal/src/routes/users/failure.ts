import { errorText } from '@keystone/flows/errors';
import { isUnexpectedFailure } from '../../api/unexpected-failure.ts';
import { ApiCallError } from './api-call.ts';

export interface Failure {
  /** A server fault, a dropped connection or a timeout: the generic modal's case (seed 000 §8). */
  unexpected: boolean;
  /** The server's message, else the generic error text. */
  text: string;
  errorCode: number | null;
}

/** How the users screens word whatever a query or an action threw. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof ApiCallError) {
    return {
      unexpected: isUnexpectedFailure(error.apiError, { status: error.status }),
      text: errorText(error.apiError),
      errorCode: error.apiError.errorCode,
    };
  }
  return { unexpected: true, text: errorText(error), errorCode: null };
}

/** Queries try once more after a server fault or a dropped connection; a refusal (403, 404) will not change. */
export const retryOnceIfUnexpected = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && describeFailure(error).unexpected;
