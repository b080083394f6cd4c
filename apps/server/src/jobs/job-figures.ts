import type { FailedJob, FailedJobPage, JobFigures } from '@keystone/api';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { deadLetterQueue, type Jobs } from '../job-runner/job-runner.ts';

/** The queues the runner works, each with what its jobs are for in plain English (the admin's screen says it). */
export type QueueDescriptions = ReadonlyMap<string, string>;

/**
 * Work a job gave up on by itself, without failing (a delivery round gives up one mail and goes on with the next):
 * written to the dead-letter queue as a letter of its own, so that the admin's list shows it beside the jobs that
 * failed, and a retry hands `data` to the queue's `resume`.
 */
export interface GivenUp {
  /** The queue whose definition resumes it. */
  queue: string;
  /** What it was, for the admin ('Send e-mail: Your statement to o•••@example.co.uk'). */
  description: string;
  createdAt: Date;
  lastError: string | null;
  tries: number;
  data: object;
}

interface GivenUpLetter {
  givenUp: Omit<GivenUp, 'createdAt'> & { createdAt: string };
}

/** Writes the letter, in `trx` when given: then it exists exactly when the change that gave the work up commits. */
export async function recordGivenUp(jobs: Pick<Jobs, 'send'>, givenUp: GivenUp, trx?: Db): Promise<void> {
  const letter: GivenUpLetter = { givenUp: { ...givenUp, createdAt: givenUp.createdAt.toISOString() } };
  await jobs.send(deadLetterQueue, letter, trx === undefined ? {} : { trx });
}

function givenUpOf(data: unknown): GivenUpLetter['givenUp'] | undefined {
  if (typeof data !== 'object' || data === null || !('givenUp' in data)) return undefined;
  return (data as GivenUpLetter).givenUp;
}

/**
 * The jobs that failed for good: each left a copy in the dead-letter queue, which no worker takes, so the copies are
 * the list (a retry deletes its copy). The error and the tries are the original's, read from its own queue. A letter
 * a job wrote itself (`recordGivenUp`) is its own entry, under its own id.
 */
async function failedForGood(boss: PgBoss, descriptions: QueueDescriptions): Promise<FailedJob[]> {
  const letters = await boss.findJobs<object>(deadLetterQueue, { queued: true, limit: 100_000 });
  const jobs = await Promise.all(
    letters.map(async (letter): Promise<FailedJob | undefined> => {
      const givenUp = givenUpOf(letter.data);
      if (givenUp)
        return {
          id: letter.id,
          queue: givenUp.queue,
          description: givenUp.description,
          createdAt: givenUp.createdAt,
          failedAt: letter.createdOn.toISOString(),
          lastError: givenUp.lastError,
          tries: givenUp.tries,
        };
      if (!letter.sourceName || !letter.sourceId) return undefined;
      const [original] = await boss.findJobs(letter.sourceName, { id: letter.sourceId });
      return {
        id: letter.sourceId,
        queue: letter.sourceName,
        description: descriptions.get(letter.sourceName) ?? letter.sourceName,
        createdAt: (letter.sourceCreatedOn ?? original?.createdOn ?? letter.createdOn).toISOString(),
        failedAt: letter.createdOn.toISOString(),
        lastError: errorMessageOf(original?.output),
        tries: (letter.sourceRetryCount ?? original?.retryCount ?? 0) + 1,
      };
    }),
  );
  return jobs
    .filter((job) => job !== undefined)
    .sort((a, b) => b.failedAt.localeCompare(a.failedAt) || b.id.localeCompare(a.id));
}

/** A page of the jobs that failed for good, newest failure first. */
export async function listFailedJobs(
  boss: PgBoss,
  descriptions: QueueDescriptions,
  page: { limit: number; offset: number },
): Promise<FailedJobPage> {
  const jobs = await failedForGood(boss, descriptions);
  return { jobs: jobs.slice(page.offset, page.offset + page.limit), count: jobs.length };
}

/**
 * Runs a job that failed for good again, its tries counted afresh, in its own queue (its retries and dead letter as
 * before), and removes its dead-letter copy. Work a job gave up by itself goes back to its queue's `resume`, its letter
 * deleted first: a second retry finds nothing. False when no job of that id failed for good (or it was retried already).
 */
export async function retryFailedJob(
  boss: PgBoss,
  id: string,
  resumers: ReadonlyMap<string, (data: object) => Promise<void>>,
): Promise<boolean> {
  const letters = await boss.findJobs(deadLetterQueue, { queued: true, limit: 100_000 });
  const givenUpLetter = letters.find((candidate) => candidate.id === id && givenUpOf(candidate.data));
  const givenUp = givenUpOf(givenUpLetter?.data);
  const resume = givenUp && resumers.get(givenUp.queue);
  if (givenUpLetter && givenUp && resume) {
    await boss.deleteJob(deadLetterQueue, givenUpLetter.id);
    await resume(givenUp.data);
    return true;
  }
  const letter = letters.find((candidate) => candidate.sourceId === id);
  if (!letter?.sourceName) return false;
  await boss.retry(letter.sourceName, id);
  await boss.deleteJob(deadLetterQueue, letter.id);
  return true;
}

/** Each queue's figures, in the order of its name, with `failed` counted as the failed list counts it. */
export async function jobFigures(boss: PgBoss, descriptions: QueueDescriptions, countedAt: Date): Promise<JobFigures> {
  const [queues, failed] = await Promise.all([
    boss.getQueues([...descriptions.keys()]),
    failedForGood(boss, descriptions),
  ]);
  return {
    countedAt: countedAt.toISOString(),
    queues: queues
      .map((queue) => ({
        queue: queue.name,
        description: descriptions.get(queue.name) ?? queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        // What pg-boss still keeps beyond the waiting, running and failed (it never cancels a job of ours).
        completed: Math.max(0, queue.totalCount - queue.queuedCount - queue.activeCount - queue.failedCount),
        failed: failed.filter((job) => job.queue === queue.name).length,
      }))
      .sort((a, b) => a.queue.localeCompare(b.queue)),
  };
}

function errorMessageOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return JSON.stringify(output);
}
