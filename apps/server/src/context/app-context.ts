import type { SessionCache } from '../session-cache/session-cache.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Jobs } from '../jobs/job-runner.ts';
import type { Providers } from '../providers/providers.ts';

/** Where services read the time, so tests can move it instead of patching Date. */
export interface Clock {
  now(): Date;
}

// eslint-disable-next-line no-restricted-syntax -- the clock itself
export const systemClock: Clock = { now: () => new Date() };

/** What every route factory and service receives: built once by buildApp (app.ts). */
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  providers: Providers;
  /** The job runner (jobs/job-runner.ts): `send` a job after a commit, or inside a transaction with `trx`. */
  jobs: Jobs;
  /** Mail delivery (mail/delivery-job.ts): wake it after committing a transaction that queued mail. */
  mailOutbox: { wake(): void };
  /** The session check's cache in this process, kept in step by LISTEN/NOTIFY (session-cache/session-invalidations.ts). */
  sessionCache: SessionCache;
}
