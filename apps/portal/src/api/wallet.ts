import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateDashboards } from './dashboard-keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';
import { currentUserKey } from './user.ts';

/**
 * The investor's e-wallet (seed 000 §6): deposits, withdrawals and one payment's details. The balance is the
 * user's (`GET /user`), the history the dashboard's.
 */

/**
 * Money moved: the balances (GET /user holds the e-wallet's and the ISA's), every dashboard figure and list and the
 * ISA's reads are read again, so a withdrawal shows at once, a pending deposit joins the wallet history, and a pledge
 * paid from the ISA or a payment into it shows on 'My ISA'.
 */
export function invalidateWallet(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserKey });
  void invalidateDashboards(queryClient);
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isIsaKey(queryKey) });
}

/** The ISA's reads (`isaKeys`, `isaTransferKeys`: `/isa`, `/isa/movements`, `/isa/transfers`). */
const isIsaKey = (queryKey: readonly unknown[]) =>
  queryKey[1] === '/isa' || (typeof queryKey[1] === 'string' && queryKey[1].startsWith('/isa/'));

/** `invalidateWallet` for a screen whose change moved money elsewhere (a pledge). */
export function useWalletRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateWallet(queryClient), [queryClient]);
}

/** `PUT /investments/fund-wallet` (`fundWallet`): answers the bank-transfer instructions of a pending deposit. */
export function useFundWallet({ onError }: MutationCallbacks) {
  const refresh = useWalletRefresh();
  return useApi().useMutation('put', '/investments/fund-wallet', { onError, onSuccess: refresh });
}

/** `PUT /investments/withdraw` (`withdrawFromWallet`), to the bank details on the profile. */
export function useWithdrawFromWallet({ onError }: MutationCallbacks) {
  const refresh = useWalletRefresh();
  return useApi().useMutation('put', '/investments/withdraw', { onError, onSuccess: refresh });
}

/** `GET /investments/{id}` (`getInvestmentPaymentInfo`): one payment of the wallet history. */
export function useInvestmentPaymentInfo(id: number) {
  return useApi().useQuery('get', '/investments/{id}', { params: { path: { id } } });
}
