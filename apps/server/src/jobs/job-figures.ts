import type { PgBoss } from 'pg-boss';
import { deadLetterQueue } from './job-runner.ts';

/** One queue's figures, as the admin's summary and the periodic log line give them. */
export interface QueueFigures {
  queue: string;
  /** Waiting to run now. */
  ready: number;
  /** Waiting for their time (a delayed decision, a retry's backoff). */
  deferred: number;
  active: number;
  /** Failed for good and still in the dead-letter queue. */
  failedForGood: number;
}

/** A job that failed for good: what, when, the last error, how many tries. */
export interface FailedJob {
  /** The dead-letter copy's id: what a retry names. */
  id: string;
  queue: string;
  failedAt: Date;
  lastError: string | null;
  tries: number;
  data: object;
}

const listedAtMost = 500;

/** Every queue but the dead-letter one, with how many of its jobs sit in the dead-letter queue. */
export async function queueFigures(boss: PgBoss): Promise<QueueFigures[]> {
  const [queues, failed] = await Promise.all([boss.getQueues(), failedJobs(boss)]);
  return queues
    .filter((queue) => queue.name !== deadLetterQueue)
    .map((queue) => ({
      queue: queue.name,
      ready: queue.readyCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
      failedForGood: failed.filter((job) => job.queue === queue.name).length,
    }))
    .sort((a, b) => a.queue.localeCompare(b.queue));
}

/** The jobs in the dead-letter queue, newest first, each with the error its last try ended on. */
export async function failedJobs(boss: PgBoss): Promise<FailedJob[]> {
  const letters = await boss.findJobs<object>(deadLetterQueue, { queued: true });
  const listed = await Promise.all(
    letters
      .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
      .slice(0, listedAtMost)
      .map(async (letter) => {
        const [original] =
          letter.sourceName && letter.sourceId ? await boss.findJobs(letter.sourceName, { id: letter.sourceId }) : [];
        return {
          id: letter.id,
          queue: letter.sourceName ?? deadLetterQueue,
          failedAt: original?.completedOn ?? letter.createdOn,
          lastError: errorMessageOf(original?.output),
          tries: (letter.sourceRetryCount ?? 0) + 1,
          data: letter.data,
        };
      }),
  );
  return listed;
}

/**
 * Runs a failed job again from its first try: the original is retried in its queue (its retries and dead letter as
 * before) and its dead-letter copy removed. False when there is no such failed job (already retried, say).
 */
export async function retryFailedJob(boss: PgBoss, id: string): Promise<boolean> {
  const [letter] = await boss.findJobs(deadLetterQueue, { id });
  if (!letter?.sourceName || !letter.sourceId) return false;
  await boss.retry(letter.sourceName, letter.sourceId);
  await boss.deleteJob(deadLetterQueue, id);
  return true;
}

function errorMessageOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return JSON.stringify(output);
}
