import type { FastifyBaseLogger } from 'fastify';
import { fromKysely, fromPglite, PgBoss, type Job, type JobWithMetadata, type Queue } from 'pg-boss';
import type { Database, Db } from '../db/database.ts';

/** pg-boss keeps its tables in a schema of its own, which it creates and migrates at start; ours never touch it. */
export const jobSchema = 'pgboss';

/** Where every job that failed for good is copied, whatever its queue: what the admin's list reads. */
export const deadLetterQueue = 'dead-letter';

/**
 * Retries with a doubling wait (pg-boss adds jitter), from 2 s to 5 minutes, then the dead-letter queue: about half
 * an hour of tries. A heartbeat every 10 s lets another process take over within seconds of a crash mid-job.
 */
export const defaultQueueOptions = {
  retryLimit: 8,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 10,
  deadLetter: deadLetterQueue,
  notify: true,
} satisfies Omit<Queue, 'name'>;

/** One kind of background work: its queue, how it retries, and what runs it. */
export interface JobDefinition<Data extends object = object> {
  queue: string;
  /** What its jobs are for, in plain English: the admin's list of failed jobs and the figures say it. */
  description: string;
  /** The queue's settings over `defaultQueueOptions` (a policy such as 'singleton', shorter retries). */
  options?: Omit<Queue, 'name'>;
  /**
   * How many of its jobs each server process runs side by side (1 unless said): a worker each, fetching with
   * `SKIP LOCKED`, so no job is run twice at once. For jobs that may run in any order and beside each other (a
   * fan-out's pages). On PGlite, whose one connection runs one statement at a time, always 1.
   */
  concurrency?: number;
  /** Throws to fail the attempt: pg-boss retries it, and after the last retry moves it to the dead-letter queue. */
  run(job: JobWithMetadata<Data>): Promise<void>;
  /**
   * For work a job gives up on by itself rather than by throwing (one mail of a delivery round): what an admin's
   * retry of a failure it recorded (`recordGivenUp`) does with the failure's `data`.
   */
  resume?(data: object): Promise<void>;
}

/** A recurring job: pg-boss sends it on the cron expression, once across every process on the database. */
export interface JobSchedule {
  queue: string;
  cron: string;
}

export interface SendJobOptions {
  /** Not before this many milliseconds from now (real time: a moved test clock is the caller's to subtract). */
  delayMs?: number;
  /** At most one such job waiting in a queue whose policy honours keys ('short', 'singleton', 'stately'). */
  singletonKey?: string;
  /** The transaction to write the job in: it then exists exactly when the change that asked for it commits. */
  trx?: Db;
}

/** What services see of the runner (the app context's `jobs`). */
export interface Jobs {
  /** Queues a job; answers its id, or null when the queue's policy found one already waiting. */
  send(queue: string, data?: object, options?: SendJobOptions): Promise<string | null>;
}

export interface JobRunner extends Jobs {
  readonly boss: PgBoss;
  /** Each queue worked here, with what its jobs are for. */
  readonly descriptions: ReadonlyMap<string, string>;
  /** Each queue that records its own failures, with what a retry of one does (`JobDefinition.resume`). */
  readonly resumers: ReadonlyMap<string, (data: object) => Promise<void>>;
  /** Creates the schema and queues, starts the workers and schedules. */
  start(): Promise<void>;
  /** Stops fetching and waits (up to `stopTimeoutMs`) for the jobs under way. */
  stop(): Promise<void>;
  /** Looks for due jobs of `queue` now instead of at the next poll (a retry's time has come, say). */
  wake(queue: string): void;
  /** Resolves once the job `id` has finished, here or in another process (tests wait on it instead of on a clock). */
  finished(queue: string, id: string): Promise<void>;
}

const recentlyFinishedKept = 1_000;
/** How often `finished` reads the job's row, for a job another process may have taken. */
const elsewhereCheckMs = 100;
/** The database reads its own clock for `startAfter`: a wake a little late finds the job due. */
const hintMarginMs = 25;

/** Where the runner reports failures: the app's logger. */
type JobLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

interface JobRunnerOptions {
  database: Database;
  log: JobLog;
  definitions: readonly JobDefinition<never>[];
  schedules: readonly JobSchedule[];
  /** How long stop() waits for jobs under way: a job cut off is retried by the next start. */
  stopTimeoutMs?: number;
  /** Seconds between checks for a job whose process went silent; tests of a crash shorten it. */
  superviseSeconds?: number;
  /**
   * False when pg-boss's schema is known to be at this version already (a copy of the tests' template, which
   * `installJobSchema` migrated): pg-boss then only checks the version instead of taking the migration path, and
   * starts no background-migration poller, whose statements would queue on PGlite's one connection in every test.
   */
  migrate?: boolean;
}

/**
 * pg-boss on the app's database: through the PGlite adapter on the embedded engine (its one connection), through a
 * small pool of its own on PostgreSQL, where `SKIP LOCKED` hands each job to one process however many run.
 */
export function createJobRunner({
  database,
  log,
  definitions,
  schedules,
  stopTimeoutMs = 30_000,
  superviseSeconds = 5,
  migrate = true,
}: JobRunnerOptions): JobRunner {
  const connection = database.jobConnection;
  const boss = new PgBoss({
    schema: jobSchema,
    ...('url' in connection ? { connectionString: connection.url, max: 3 } : { db: fromPglite(connection.pglite) }),
    ...('url' in connection ? {} : { backend: 'pglite' as const }),
    useListenNotify: true,
    migrate,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // No OpenTelemetry SDK is registered: its spans would be no-ops, and the job rows stay lean.
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job runner warning'));

  const workers = new Map<string, string[]>();
  const waiting = new Map<string, () => void>();
  const done = new Set<string>();
  let stopped = false;

  const hints = new Set<NodeJS.Timeout>();

  function markFinished(id: string): void {
    const resolve = waiting.get(id);
    if (resolve) {
      waiting.delete(id);
      resolve();
      return;
    }
    // Kept for a `finished` asked after the fact; only the latest few, so a long-running server holds no list.
    done.add(id);
    if (done.size > recentlyFinishedKept) done.delete(done.values().next().value as string);
  }

  function wake(queue: string): void {
    if (stopped) return;
    for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
  }

  return {
    boss,
    descriptions: new Map(definitions.map((definition) => [definition.queue, definition.description])),
    resumers: new Map(
      (definitions as readonly JobDefinition[]).flatMap(({ queue, resume }) =>
        resume === undefined ? [] : [[queue, resume] as const],
      ),
    ),
    async start() {
      await boss.start();
      // The queues that exist, read in one statement rather than one per queue, and a queue written only when it is
      // missing or its settings changed: a restart (or a test app on a template that has them) writes nothing.
      const existing = new Map(
        (await boss.getQueues([deadLetterQueue, ...definitions.map((definition) => definition.queue)])).map((queue) => [
          queue.name,
          queue,
        ]),
      );
      if (!existing.has(deadLetterQueue))
        await boss.createQueue(deadLetterQueue, {
          retentionSeconds: 60 * 60 * 24 * 30,
          deleteAfterSeconds: 60 * 60 * 24 * 30,
        });
      for (const definition of definitions) {
        const merged: Omit<Queue, 'name'> = { ...defaultQueueOptions, ...definition.options };
        // pg-boss takes a longest wait only with backoff: a queue that turns backoff off drops it.
        const { retryDelayMax, ...rest } = merged;
        const options = merged.retryBackoff ? { ...rest, retryDelayMax } : rest;
        const queue = existing.get(definition.queue);
        if (!queue) await boss.createQueue(definition.queue, options);
        else if (changed(queue, withoutFixed(options))) await boss.updateQueue(definition.queue, withoutFixed(options));
      }
      // One connection on PGlite: a second worker would only queue its statements behind the first's.
      const concurrencyOf = (definition: JobDefinition) => ('url' in connection ? (definition.concurrency ?? 1) : 1);
      for (const definition of definitions as readonly JobDefinition[]) {
        const ids: string[] = [];
        // A worker each rather than pg-boss's `localConcurrency`, which answers one id: `wake` must reach every one.
        for (let index = 0; index < concurrencyOf(definition); index += 1) {
          ids.push(
            await boss.work(
              definition.queue,
              { includeMetadata: true, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 10 },
              async ([job]: JobWithMetadata<object>[]) => {
                if (!job) return;
                const about = { queue: job.name, jobId: job.id, attempt: job.retryCount + 1 };
                try {
                  await definition.run(job);
                } catch (error) {
                  const last = job.retryCount >= job.retryLimit;
                  if (last) log.error({ ...about, err: error }, 'job failed for good: moved to the dead-letter queue');
                  else log.warn({ ...about, err: error }, 'job failed: will retry');
                  throw error;
                } finally {
                  // Fetch again as soon as this job is settled rather than after a poll's wait: a 'singleton' queue's
                  // next job (which every process's fetch passed over while this one ran) and any backlog go at once.
                  wake(definition.queue);
                  markFinished(job.id);
                }
              },
            ),
          );
        }
        workers.set(definition.queue, ids);
      }
      for (const schedule of schedules)
        await boss.schedule(schedule.queue, schedule.cron, null, { tz: 'Europe/London' });
    },
    async stop() {
      stopped = true;
      for (const hint of hints) clearTimeout(hint);
      hints.clear();
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, close: true });
    },
    async send(queue, data = {}, options = {}) {
      const delaySeconds = options.delayMs === undefined || options.delayMs <= 0 ? undefined : options.delayMs / 1000;
      const id = await boss.send(queue, data, {
        ...(delaySeconds === undefined ? {} : { startAfter: delaySeconds }),
        ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
        ...(options.trx === undefined ? {} : { db: fromKysely(options.trx) }),
      });
      // Inside a transaction the job is not visible until commit: the worker finds it at its next poll or NOTIFY.
      if (options.trx === undefined && delaySeconds === undefined) wake(queue);
      // A delayed job is in the database and any process's poll runs it; this only spares its waiting out a poll.
      if (options.trx === undefined && options.delayMs !== undefined && options.delayMs > 0) {
        const hint = setTimeout(() => {
          hints.delete(hint);
          wake(queue);
        }, options.delayMs + hintMarginMs);
        hint.unref();
        hints.add(hint);
      }
      return id;
    },
    wake,
    async finished(queue, id) {
      if (done.delete(id)) return;
      // Run here, heard at once; run by another process on the database, seen in its row.
      let settled = false;
      const here = new Promise<void>((resolve) => waiting.set(id, resolve));
      const elsewhere = (async () => {
        while (!settled) {
          const [job] = await boss.findJobs(queue, { id });
          if (!job || ['completed', 'failed', 'cancelled'].includes(job.state)) return;
          await new Promise((resolve) => setTimeout(resolve, elsewhereCheckMs));
        }
      })();
      await Promise.race([here, elsewhere]);
      settled = true;
      waiting.delete(id);
    },
  };
}

/** Whether a queue's stored settings differ from those it is to have. */
function changed(queue: Queue, options: Omit<Queue, 'name'>): boolean {
  return Object.entries(options).some(([key, value]) => queue[key as keyof Queue] !== value);
}

/** What `updateQueue` may change on a queue that exists (policy, dead letter and heartbeat are fixed at creation). */
function withoutFixed(options: Omit<Queue, 'name'>) {
  const {
    policy: _policy,
    partition: _partition,
    deadLetter: _deadLetter,
    retryDelayMax: _max,
    heartbeatSeconds: _hb,
    ...rest
  } = options;
  return rest;
}

export type { Job, JobWithMetadata };

/**
 * Creates (or migrates) pg-boss's schema and stops: what the first start of a runner would do, done once ahead (the
 * tests' migrated template, so that each test app's runner finds it ready).
 */
export async function installJobSchema(database: Database): Promise<void> {
  const log = { error: (...what: unknown[]) => console.error(...what), warn: () => undefined };
  const runner = createJobRunner({ database, log, definitions: [], schedules: [] });
  await runner.start();
  await runner.stop();
}
