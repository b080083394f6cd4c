import { useQueryClient } from '@tanstack/react-query';

/** Re-reads every page and tab of the project's payments (and the admin dashboard, whose figures move with them). */
export function usePaymentsRefresh(projectId: number): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/dashboard/admin'] });
    return queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[1] === '/projects/{id}/payments' &&
        (queryKey[2] as { params?: { path?: { id?: number } } } | undefined)?.params?.path?.id === projectId,
    });
  };
}
