import { useTokenValidation } from '../../../api/auth.ts';
import { tokenCheckFromAnswer, type CheckedTokenType, type TokenCheck } from './token-check.ts';

/**
 * Checks an e-mailed link's token once (`POST /auth/validate`, which does not consume it). When the check itself
 * fails unexpectedly the query client opens the generic modal; `retry` checks again.
 */
export function useTokenCheck(token: string, tokenType: CheckedTokenType): TokenCheck & { retry(): void } {
  const query = useTokenValidation(token, tokenType);
  const check: TokenCheck =
    query.isFetching || query.isPending
      ? { state: 'checking' }
      : tokenCheckFromAnswer(query.isError ? { error: query.error } : { data: query.data });
  return { ...check, retry: () => void query.refetch() };
}
