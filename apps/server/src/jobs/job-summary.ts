import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../context/app-context.ts';
import type { JobDefinition, JobRunner, JobSchedule } from '../job-runner/job-runner.ts';
import { jobFigures } from './job-figures.ts';

export const jobSummaryQueue = 'job-summary';

/**
 * Writes each queue's figures to the log, as `GET /api/jobs/figures` answers them, for operators who read the log.
 * A job that fails for good is logged when it does (job-runner.ts); this is the periodic view.
 */
export function jobSummaryJob(
  runner: () => Pick<JobRunner, 'boss' | 'descriptions'>,
  clock: Clock,
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    queue: jobSummaryQueue,
    description: "Write the job figures to the server's log",
    options: { policy: 'singleton', retryLimit: 1 },
    async run() {
      const { countedAt, queues } = await jobFigures(runner().boss, runner().descriptions, clock.now());
      const failed = queues.reduce((sum, queue) => sum + queue.failed, 0);
      log.info({ countedAt, queues, failed }, 'job figures');
    },
  };
}

/** Every quarter of an hour, once across every server process. */
export const jobSummarySchedule: JobSchedule = { queue: jobSummaryQueue, cron: '*/15 * * * *' };
