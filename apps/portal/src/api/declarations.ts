import type { InvestorDeclarationStatus } from '@keystone/api';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from './use-api.ts';

/**
 * The investor's categorisation declaration (COBS 4.12A, issue 24 §4): the current one with the everyday investor's
 * limit, and signing it. The key is the one `$api.queryOptions` makes (`keys.test.ts`).
 */
export const declarationKeys = {
  /** `GET /user/declaration`. */
  current: ['get', '/user/declaration'] as const,
};

/**
 * `GET /user/declaration`, read afresh when a pledge opens (a declaration expires after 12 months by the server's
 * clock, and the everyday limit moves with every pledge).
 */
export function useInvestorDeclaration({
  enabled = true,
  refetchOnMount = true,
}: {
  enabled?: boolean;
  /** false where the page read it already as the pledge opened (`usePledgeOpening`): one read, not two. */
  refetchOnMount?: boolean;
} = {}) {
  return useApi().useQuery('get', '/user/declaration', undefined, { staleTime: 0, enabled, refetchOnMount });
}

/**
 * `POST /user/declarations`: the one way to sign. The answer replaces the cached declaration, so the gate before a
 * pledge opens the flow at once. A refusal is the form's (its fields, its message).
 */
export function useSignDeclaration({
  onSuccess,
  onError,
}: { onSuccess?: (status: InvestorDeclarationStatus) => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/user/declarations', {
    onSuccess: (status) => {
      queryClient.setQueryData(declarationKeys.current, status);
      onSuccess?.(status);
    },
    ...(onError && { onError }),
  });
}
