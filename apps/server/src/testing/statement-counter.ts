import type { KyselyPlugin } from 'kysely';
import type { TestDatabase } from './test-database.ts';
import type { JobRunner } from '../job-runner/job-runner.ts';
import type { SessionCache } from '../session-cache/session-cache.ts';
import { lastSeenOf } from '../sessions/last-seen.ts';

export interface StatementCounter {
  /** Statements sent (and answered) since the last reset. */
  readonly count: number;
  /** Queries Kysely built and compiled since the last reset (a query compiled once and reused adds nothing). */
  readonly compiled: number;
  reset(): void;
  /** The same database, counting every statement sent through it. */
  wrap(database: TestDatabase): TestDatabase;
}

/**
 * Counts the SQL statements the app sends, for tests of what a request costs. A plugin sees a query when Kysely
 * compiles it (transformQuery) and each time its result comes back (transformResult): executions are counted at the
 * second, since a compiled query may run many times (db/compiled-query.ts).
 */
export function statementCounter(): StatementCounter {
  let count = 0;
  let compiled = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      compiled += 1;
      return args.node;
    },
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return {
    get count() {
      return count;
    },
    get compiled() {
      return compiled;
    },
    reset: () => {
      count = 0;
      compiled = 0;
    },
    wrap: (database) => ({ ...database, db: database.db.withPlugin(plugin) }),
  };
}

/**
 * Stops every job queue's worker in this app (mail delivery asked for at start-up, the sandboxes' decisions,
 * schedules) and the sessions' last-seen touches (sessions/last-seen.ts, written after the answer): their statements
 * go through the same database and would be counted as a request's. Jobs sent after this wait in their queues.
 * Resolves once the jobs and touches under way have finished.
 */
export async function stopBackgroundWork(app: { jobRunner: JobRunner; sessionCache: SessionCache }): Promise<void> {
  for (const queue of app.jobRunner.descriptions.keys()) await app.jobRunner.boss.offWork(queue);
  const lastSeen = lastSeenOf(app);
  lastSeen.pause();
  await lastSeen.settled();
}
