import { ISA_MOVEMENTS_PAGE_SIZE } from '@keystone/flows/isa';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { API_BASE_URL } from './portal-api.ts';
import { useApi } from './use-api.ts';
import { invalidateWallet } from './wallet.ts';

/** The investor's Innovative Finance ISA (issue 35 §2): the ISA and its allowance, its movements, paying in and out. */
export const isaKeys = {
  isa: ['get', '/isa'] as const,
  /** Every page of the movements. */
  movements: ['get', '/isa/movements'] as const,
};

/** The signed application, opened in a new tab with the session cookie. */
export const ISA_APPLICATION_URL = `${API_BASE_URL}/isa/application/document`;

function useIsaRefresh(): () => void {
  const queryClient = useQueryClient();
  // Money moved in or out of the ISA: the ISA, its movements and the e-wallet (balance and history) are read again.
  return useCallback(() => invalidateWallet(queryClient), [queryClient]);
}

/** `GET /isa` (`getIsa`). */
export function useIsa() {
  return useApi().useQuery('get', '/isa');
}

/** `GET /isa/movements` (`listIsaMovements`), one page; the previous page stays on screen while the next loads. */
export function useIsaMovements({ offset }: { offset: number }) {
  return useApi().useQuery(
    'get',
    '/isa/movements',
    { params: { query: { limit: ISA_MOVEMENTS_PAGE_SIZE, offset } } },
    { placeholderData: keepPreviousData },
  );
}

/** `POST /isa` (`openIsa`): the answer is the open ISA. */
export function useOpenIsa({ onError }: MutationCallbacks) {
  const refresh = useIsaRefresh();
  return useApi().useMutation('post', '/isa', { onError, onSuccess: refresh });
}

/** `PUT /isa/other-subscriptions` (`declareOtherIsaSubscriptions`). */
export function useDeclareOtherIsaSubscriptions({ onError }: MutationCallbacks) {
  const refresh = useIsaRefresh();
  return useApi().useMutation('put', '/isa/other-subscriptions', { onError, onSuccess: refresh });
}

/** `PUT /isa/subscriptions` (`subscribeToIsa`), one Idempotency-Key per submission. */
export function useSubscribeToIsa({ onError }: MutationCallbacks) {
  const refresh = useIsaRefresh();
  return useApi().useMutation('put', '/isa/subscriptions', { onError, onSuccess: refresh });
}

/** `PUT /isa/withdrawals` (`withdrawFromIsa`), one Idempotency-Key per submission. */
export function useWithdrawFromIsa({ onError }: MutationCallbacks) {
  const refresh = useIsaRefresh();
  return useApi().useMutation('put', '/isa/withdrawals', { onError, onSuccess: refresh });
}
