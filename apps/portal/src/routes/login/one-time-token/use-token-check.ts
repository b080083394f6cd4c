import { useApi } from '../../../api/index.ts';
import { tokenCheckFromAnswer, type CheckedTokenType, type TokenCheck } from './token-check.ts';

/**
 * Checks an e-mailed link's token once (`POST /auth/validate`, which does not consume it). When the check itself
 * fails unexpectedly the query client opens the generic modal; `retry` checks again.
 */
export function useTokenCheck(token: string, tokenType: CheckedTokenType): TokenCheck & { retry(): void } {
  const query = useApi().useQuery(
    'post',
    '/auth/validate',
    { body: { token, tokenType } },
    {
      // A token is checked when the page opens, never again behind the person's back.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
    },
  );
  const check: TokenCheck =
    query.isFetching || query.isPending
      ? { state: 'checking' }
      : tokenCheckFromAnswer(query.isError ? { error: query.error } : { data: query.data });
  return { ...check, retry: () => void query.refetch() };
}
