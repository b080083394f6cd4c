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
 * Money moved: the balance (GET /user) and every dashboard figure and list are read again, so a withdrawal shows at
 * once and a pending deposit joins the wallet history.
 */
export function invalidateWallet(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserKey });
  void invalidateDashboards(queryClient);
}

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
