import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/index.ts';

/** `GET /projects/{id}`: the details page's one read; following and unfollowing re-read it. */
export function useProject(id: number) {
  return useApi().useQuery('get', '/projects/{id}', { params: { path: { id } } });
}

/**
 * Re-reads the project once it was followed or unfollowed (its `currentUserFollowed`), and the dashboard, whose
 * followed projects changed; resolves when the project has been read again.
 */
export function useProjectRefresh(id: number): () => Promise<unknown> {
  const $api = useApi();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('/dashboard/'),
    });
    return queryClient.invalidateQueries({
      queryKey: $api.queryOptions('get', '/projects/{id}', { params: { path: { id } } }).queryKey,
    });
  };
}
