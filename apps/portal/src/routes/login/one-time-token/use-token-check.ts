import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useErrorModal } from '../../../app/error-modal/index.ts';
import { useSession } from '../../../session/session-context.tsx';
import { tokenCheckFromAnswer, type CheckedTokenType, type TokenCheck } from './token-check.ts';

/**
 * Checks an e-mailed link's token once (`POST /auth/validate`, which does not consume it). Opens the generic modal
 * when the check itself failed unexpectedly; `retry` checks again.
 */
export function useTokenCheck(token: string, tokenType: CheckedTokenType): TokenCheck & { retry(): void } {
  const { api } = useSession();
  const errorModal = useErrorModal();
  const query = useQuery({
    queryKey: ['token-check', tokenType, token],
    // A token is checked when the page opens, never again behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async () => tokenCheckFromAnswer(await api.POST('/auth/validate', { body: { token, tokenType } })),
  });
  const check: TokenCheck = query.isFetching
    ? { state: 'checking' }
    : (query.data ?? (query.isError ? { state: 'failed', message: null } : { state: 'checking' }));

  const failedUnexpectedly = check.state === 'failed' && check.message === null;
  useEffect(() => {
    if (failedUnexpectedly) errorModal.show();
  }, [failedUnexpectedly, query.dataUpdatedAt, query.errorUpdatedAt, errorModal]);

  return { ...check, retry: () => void query.refetch() };
}
