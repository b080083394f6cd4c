import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobRunner, JobSchedule } from './job-runner.ts';
import { queueFigures } from './job-figures.ts';

export const jobSummaryQueue = 'job-summary';

/** Writes each queue's figures to the log, for operators who read the log rather than the admin's screen. */
export function jobSummaryJob(runner: () => Pick<JobRunner, 'boss'>, log: FastifyBaseLogger): JobDefinition {
  return {
    queue: jobSummaryQueue,
    options: { policy: 'singleton', retryLimit: 1 },
    async run() {
      const queues = await queueFigures(runner().boss);
      const failedForGood = queues.reduce((sum, queue) => sum + queue.failedForGood, 0);
      log.info({ queues, failedForGood }, 'job queues');
    },
  };
}

/** Every quarter of an hour, once across every server process. */
export const jobSummarySchedule: JobSchedule = { queue: jobSummaryQueue, cron: '*/15 * * * *' };
