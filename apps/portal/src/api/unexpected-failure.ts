import { ERROR_HTTP_STATUS, isApiError } from '@keystone/flows/errors';

/**
 * A failure the person cannot act on (the server broke, the network dropped, the call timed out): the generic
 * modal's case, as opposed to an answer a screen words for itself (wrong e-mail, expired link, account exists).
 * The contract answers such codes with a 5xx (code 1 is also what the client makes of network failures and
 * timeouts), so the error alone tells, as the typed hooks throw it; a known 5xx status settles it too.
 */
export function isUnexpectedFailure(error: unknown, response?: Pick<Response, 'status'>): boolean {
  if (response !== undefined && response.status >= 500) return true;
  return !isApiError(error) || ERROR_HTTP_STATUS[error.errorCode] >= 500;
}
