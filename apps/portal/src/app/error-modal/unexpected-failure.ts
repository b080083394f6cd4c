import { isApiError } from '@keystone/flows/errors';

/** Code 1 is what the server answers for its own faults and what the client makes of network failures and timeouts. */
const UNEXPECTED_CODE = 1;

/**
 * A failure the person cannot act on (the server broke, the network dropped, the call timed out): the generic
 * modal's case, as opposed to an answer a screen words for itself (wrong e-mail, expired link, account exists).
 */
export function isUnexpectedFailure(error: unknown, response?: Pick<Response, 'status'>): boolean {
  if (response !== undefined && response.status >= 500) return true;
  return !isApiError(error) || error.errorCode === UNEXPECTED_CODE;
}
