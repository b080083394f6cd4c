import type { operations, Project, ProjectInput } from '@keystone/api';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateDashboards } from './dashboard-keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/**
 * Projects' server state (seed 001 §2-§5): the list, one project, saving, deleting and following. Every key is the
 * one `$api.queryOptions` makes (`keys.test.ts` holds them to it); a shorter key matches every longer one.
 */
export const projectKeys = {
  /** Every page and filter of `GET /projects`. */
  lists: ['get', '/projects'] as const,
  /** `GET /projects/{id}`. */
  detail: (id: number) => ['get', '/projects/{id}', { params: { path: { id } } }] as const,
  /** Every project's `GET /projects/{id}` (its repayment state among them). */
  details: ['get', '/projects/{id}'] as const,
};

export type ProjectsQuery = NonNullable<operations['listProjects']['parameters']['query']>;

/** `GET /projects` for one page and filter; the previous page stays on screen while the next one loads. */
export function useProjects(query: ProjectsQuery) {
  return useApi().useQuery('get', '/projects', { params: { query } }, { placeholderData: keepPreviousData });
}

/** `GET /projects/{id}`: the details, payments and edit pages' one read of the project. */
export function useProject(id: number) {
  return useApi().useQuery('get', '/projects/{id}', { params: { path: { id } } });
}

/** Every project list is read again: a project was saved or deleted. */
export function invalidateProjects(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
}

/**
 * Creates a project, or updates the one whose id is given (seed 001 §5). The answer becomes the cached project and
 * every list is read again.
 */
export function useSaveProject({ onSuccess, onError }: MutationCallbacks<Project>) {
  const $api = useApi();
  const queryClient = useQueryClient();
  const saved = {
    onError,
    onSuccess: (project: Project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void invalidateProjects(queryClient);
      onSuccess?.(project);
    },
  };
  const create = $api.useMutation('post', '/projects', saved);
  const update = $api.useMutation('put', '/projects/{id}', saved);
  return {
    save: (body: ProjectInput, id?: number) =>
      id === undefined ? create.mutate({ body }) : update.mutate({ params: { path: { id } }, body }),
    isPending: create.isPending || update.isPending,
  };
}

/** Deletes a DRAFT or COMING_SOON project (seed 001 §5): it leaves the cache and every list is read again. */
export function useDeleteProject(id: number, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/projects/{id}', {
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void invalidateProjects(queryClient);
      onSuccess?.();
    },
    onError,
  });
}

/**
 * Re-reads the project (after following it, or pledging to it) and the dashboards, whose followed and invested
 * projects changed; resolves once the project has been read again.
 */
export function useRefreshProject(id: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void invalidateDashboards(queryClient);
    return queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
  }, [queryClient, id]);
}

/**
 * Follow and unfollow (seed 001 §4 'Following'). Each resolves once the project (its `currentUserFollowed`) has been
 * read again, so a button can stay busy until the page shows the new state.
 */
export function useFollowProject(id: number) {
  const $api = useApi();
  const refresh = useRefreshProject(id);
  return {
    follow: $api.useMutation('post', '/projects/{id}/subscribe', { onSuccess: refresh }),
    unfollow: $api.useMutation('delete', '/projects/{id}/unsubscribe', { onSuccess: refresh }),
  };
}
