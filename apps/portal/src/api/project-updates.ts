import type { ProjectUpdate, ProjectUpdateInput } from '@keystone/api';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { projectUpdateKeys } from './project-update-keys.ts';
import { useApi } from './use-api.ts';

/** Project updates' server state (issue 34 §2): a project's timeline, the investor's feed, posting and editing. */
export { projectUpdateKeys };

/** One page of the project's updates the reader may read; the page shown stays while the next one loads. */
export function useProjectUpdates(id: number, offset: number) {
  return useApi().useQuery(
    'get',
    '/projects/{id}/updates',
    { params: { path: { id }, query: { offset } } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * The update's earlier versions, newest first (never silently changed: issue 34 §2); read only once `enabled`, when
 * the reader asks to see them.
 */
export function useProjectUpdateRevisions(id: number, updateId: number, { enabled }: { enabled: boolean }) {
  return useApi().useQuery(
    'get',
    '/projects/{id}/updates/{updateId}/revisions',
    { params: { path: { id, updateId } } },
    { enabled },
  );
}

/** One page of the investor's feed of updates. */
export function useUpdatesFeed(offset: number) {
  return useApi().useQuery(
    'get',
    '/updates/feed',
    { params: { query: { offset } } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * Posts an update on the project, or edits the one whose id is given; then the project's timeline, the feed and
 * its updates' earlier versions are read again.
 */
export function useSaveProjectUpdate(projectId: number, { onSuccess, onError }: MutationCallbacks<ProjectUpdate>) {
  const $api = useApi();
  const queryClient = useQueryClient();
  const saved = {
    onError,
    onSuccess: (update: ProjectUpdate) => {
      void queryClient.invalidateQueries({ queryKey: projectUpdateKeys.timeline(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectUpdateKeys.feed });
      void queryClient.invalidateQueries({ queryKey: projectUpdateKeys.revisionsOf(projectId) });
      onSuccess?.(update);
    },
  };
  const create = $api.useMutation('post', '/projects/{id}/updates', saved);
  const edit = $api.useMutation('put', '/projects/{id}/updates/{updateId}', saved);
  return {
    save: (body: ProjectUpdateInput, updateId?: number) =>
      updateId === undefined
        ? create.mutate({ params: { path: { id: projectId } }, body })
        : edit.mutate({ params: { path: { id: projectId, updateId } }, body }),
    isPending: create.isPending || edit.isPending,
  };
}
