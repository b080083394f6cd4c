import type { TokenValidation, TokenValidationResult } from '@keystone/api';
import { errorText } from '@keystone/flows/errors';
import { isUnexpectedFailure } from '../../../api/unexpected-failure.ts';

export type CheckedTokenType = TokenValidation['tokenType'];

export type TokenCheck =
  | { state: 'checking' }
  | { state: 'valid'; email: string }
  /** Expired, used, of another type or never issued: the link is dead. */
  | { state: 'invalid' }
  /** The check itself did not happen; `message` says why when the server did, null when the generic modal does. */
  | { state: 'failed'; message: string | null };

const TOO_MANY_REQUESTS = 429;

interface ValidateAnswer {
  data?: TokenValidationResult;
  error?: unknown;
  response: Pick<Response, 'status'>;
}

/**
 * What `POST /auth/validate` answered, for the screen to act on. Only a refusal of the token makes the link invalid:
 * a broken server or a rate limit must not send a person with a good link to the "expired" path.
 */
export function tokenCheckFromAnswer({ data, error, response }: ValidateAnswer): TokenCheck {
  if (data) return { state: 'valid', email: data.email };
  if (isUnexpectedFailure(error, response)) return { state: 'failed', message: null };
  if (response.status === TOO_MANY_REQUESTS) return { state: 'failed', message: errorText(error) };
  return { state: 'invalid' };
}
