import { requireRole } from '../auth/require-role.ts';
import type { AppContext } from '../context/app-context.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { AppError } from '../errors/app-error.ts';
import type { JobRunner } from '../job-runner/job-runner.ts';
import { jobFigures, listFailedJobs, retryFailedJob } from './job-figures.ts';

const defaultPageSize = 20;

/** The background jobs (issue 33 §2): admins see those that failed for good and each queue's figures, and may retry. */
export function jobRoutes(app: AppContext, runner: () => JobRunner): Partial<ServiceHandlers> {
  return {
    listFailedJobs: async (request) => {
      requireRole(request, 'ADMIN');
      const { limit, offset } = request.query;
      return listFailedJobs(runner().boss, runner().descriptions, {
        limit: limit ?? defaultPageSize,
        offset: offset ?? 0,
      });
    },
    retryFailedJob: async (request, reply) => {
      const admin = requireRole(request, 'ADMIN');
      if (!(await retryFailedJob(runner().boss, request.params.id, runner().resumers))) throw new AppError(42);
      request.log.info({ jobId: request.params.id, adminId: admin.id }, 'failed job retried by an admin');
      noContent(reply);
    },
    getJobFigures: async (request) => {
      requireRole(request, 'ADMIN');
      return jobFigures(runner().boss, runner().descriptions, app.clock.now());
    },
  };
}
