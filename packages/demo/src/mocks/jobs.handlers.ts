import type { FailedJob } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { demoFailedJobs, demoJobFigures } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

export interface JobsMock {
  /** The admin jobs calls, answered from a list of failed jobs that a retry empties. */
  handlers: ReturnType<typeof jobsHandlersOver>;
  /** Back to the starting list; call it in a story's `beforeEach`, as Storybook reuses the module between runs. */
  reset(): void;
  /** The ids `retryFailedJob` put back in their queue, oldest first. */
  retried(): readonly string[];
}

interface FailedJobList {
  all(): readonly FailedJob[];
  retry(id: string): boolean;
}

function jobsHandlersOver(jobs: FailedJobList) {
  return {
    // Newest failure first, as the list is kept; no search or sort to read.
    listFailedJobs: http.get('/jobs/failed', ({ request, response }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const { page, count } = listPage(jobs.all(), request, { defaultLimit: PAGE_SIZE.adminLists });
      return response(200).json({ jobs: page, count });
    }),

    /** 404 code 42 for an id that is not a job that failed for good, as the server answers. */
    retryFailedJob: http.post('/jobs/failed/{id}/retry', ({ request, params, response }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      return jobs.retry(String(params.id)) ? response(204).empty() : errorResponse(42);
    }),

    getJobFigures: http.get('/jobs/figures', ({ request, response }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const failed = jobs.all();
      return response(200).json({
        ...demoJobFigures,
        queues: demoJobFigures.queues.map((queue) => ({
          ...queue,
          failed: failed.filter((job) => job.queue === queue.queue).length,
        })),
      });
    }),
  };
}

/**
 * The admin jobs calls over `initial` failed jobs: a retry takes the job off the list (it is queued again), so a
 * story sees the list and the figures change as they would against the server.
 */
export function createJobsMock(initial: readonly FailedJob[]): JobsMock {
  let jobs = [...initial];
  let retried: string[] = [];
  const handlers = jobsHandlersOver({
    all: () => jobs,
    retry: (id) => {
      if (!jobs.some((job) => job.id === id)) return false;
      jobs = jobs.filter((job) => job.id !== id);
      retried = [...retried, id];
      return true;
    },
  });
  return {
    handlers,
    reset() {
      jobs = [...initial];
      retried = [];
    },
    retried: () => retried,
  };
}

/** The default admin jobs calls: over the demo's failed jobs, forgetting every retry (each call starts from them). */
export const jobsHandlers = jobsHandlersOver({
  all: () => demoFailedJobs,
  retry: (id) => demoFailedJobs.some((job) => job.id === id),
});
