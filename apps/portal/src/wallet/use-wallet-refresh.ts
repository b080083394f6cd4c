import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserKey } from '../session/current-user.ts';

/**
 * After a deposit or a withdrawal: the balance (GET /user) and every dashboard figure and list are read again, so a
 * withdrawal shows at once and a pending deposit joins the wallet history.
 */
export function useWalletRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    void queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('/dashboard/'),
    });
  }, [queryClient]);
}
