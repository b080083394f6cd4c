import type { TokenValidation, TokenValidationResult } from '@keystone/api';
import { ErrorCode, errorText, hasErrorCode } from '@keystone/flows/errors';
import { refusal } from '../../../api/index.ts';

export type CheckedTokenType = TokenValidation['tokenType'];

export type TokenCheck =
  | { state: 'checking' }
  | { state: 'valid'; email: string }
  /** Expired, used, of another type or never issued: the link is dead. */
  | { state: 'invalid' }
  /** The check itself did not happen; `message` says why when the server did, null when the generic modal does. */
  | { state: 'failed'; message: string | null };

type CheckAnswer = { data: TokenValidationResult; error?: never } | { data?: never; error: unknown };

/**
 * What `POST /auth/validate` answered, for the screen to act on. Only a refusal of the token makes the link invalid:
 * a broken server or a rate limit must not send a person with a good link to the "expired" path.
 */
export function tokenCheckFromAnswer({ data, error }: CheckAnswer): TokenCheck {
  if (data) return { state: 'valid', email: data.email };
  const refused = refusal(error, (refusedError): TokenCheck =>
    hasErrorCode(refusedError, ErrorCode.TOO_MANY_ATTEMPTS)
      ? { state: 'failed', message: errorText(refusedError) }
      : { state: 'invalid' },
  );
  return refused ?? { state: 'failed', message: null };
}
