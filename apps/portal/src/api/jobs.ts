import type { operations } from '@keystone/api';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/** The background jobs (issue 33 §2): the ones that failed for good, which an admin may run again. */
export const jobKeys = {
  /** Every page of `GET /jobs/failed`. */
  failedLists: ['get', '/jobs/failed'] as const,
  /** `GET /jobs/figures`: a retry moves a job from its queue's failed figure to its queued one. */
  figures: ['get', '/jobs/figures'] as const,
};

export type FailedJobsQuery = NonNullable<operations['listFailedJobs']['parameters']['query']>;

/** `GET /jobs/failed` for one page, newest failure first; the previous page stays on screen while the next loads. */
export function useListFailedJobs(query: FailedJobsQuery) {
  return useApi().useQuery('get', '/jobs/failed', { params: { query } }, { placeholderData: keepPreviousData });
}

/** After a retry the job is queued again: every page of the failed list and the figures are read again. */
export function invalidateJobs(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.failedLists }),
    queryClient.invalidateQueries({ queryKey: jobKeys.figures }),
  ]).then(() => undefined);
}

/**
 * `POST /jobs/failed/{id}/retry`. A refusal (404 code 42: another admin retried it first) also reads the list
 * again, so the job that is no longer there leaves the screen.
 */
export function useRetryFailedJob({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/jobs/failed/{id}/retry', {
    onError: (error) => {
      void invalidateJobs(queryClient);
      onError?.(error);
    },
    onSuccess: () => {
      void invalidateJobs(queryClient);
      onSuccess?.();
    },
  });
}
