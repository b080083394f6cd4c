import type { SessionCache } from '../session-cache/session-cache.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Jobs } from '../job-runner/job-runner.ts';
import type { Providers } from '../providers/providers.ts';

/** Where services read the time, so tests can move it instead of patching Date. */
export interface Clock {
  now(): Date;
}

// eslint-disable-next-line no-restricted-syntax -- the clock itself
export const systemClock: Clock = { now: () => new Date() };

/**
 * What every route factory and service receives: built once by buildApp (app.ts). Every service function takes it
 * first, whole and named `app`: `(app, request)` (docs/ADDING-A-FEATURE.md §3; `pnpm lint` refuses a `Db`, a
 * destructured or a `Pick`ed context there).
 */
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  providers: Providers;
  /** The job runner (job-runner/job-runner.ts): `send` a job after a commit, or inside a transaction with `trx`. */
  jobs: Jobs;
  /** Mail delivery (mail/delivery-job.ts): wake it after committing a transaction that queued mail. */
  mailOutbox: { wake(): void };
  /** The session check's cache in this process, kept in step by LISTEN/NOTIFY (session-cache/session-invalidations.ts). */
  sessionCache: SessionCache;
  /**
   * Set by `standaloneContext`: the seed and the test builders write history through the services, and history
   * tells nobody (`announce` in notifications/service.ts does nothing; it would need the job runner and the
   * configuration, which such a context does not have).
   */
  writesHistory?: true;
}

/**
 * The app whose `db` is `trx`: how a service that must run inside its caller's transaction is handed it. The
 * transaction travels in the one argument every service takes, rather than beside it, so such a service has the
 * same form as every other, reads the same clock and providers, and cannot be handed a transaction and, by
 * mistake, write through the pool beside it.
 */
export function inTransaction(app: AppContext, trx: Db): AppContext {
  return { ...app, db: trx };
}

/** A part of the app a standalone context was not given: using it fails, naming the part. */
function refused<Part extends object>(part: string): Part {
  return new Proxy({} as Part, {
    get(_target, key) {
      throw new Error(`this context has no ${part} (asked for ${String(key)})`);
    },
  });
}

/**
 * An app for code that runs outside the server and calls its services: the seed, and the test builders that write
 * rows as the services would. It has the database and whatever else it is given; a part it was not given (a mailer,
 * the configuration) throws when a service reaches for it, so a service that needs more says so at once.
 */
export function standaloneContext(parts: {
  db: Db;
  clock?: Clock;
  config?: Config;
  providers?: Partial<Providers>;
}): AppContext {
  return {
    db: parts.db,
    clock: parts.clock ?? systemClock,
    config: parts.config ?? refused<Config>('configuration'),
    providers: {
      mail: refused('mailer'),
      sms: refused('SMS sender'),
      kyc: refused('KYC provider'),
      storage: refused('file storage'),
      payments: refused('payment provider'),
      geocoder: undefined,
      ...parts.providers,
    },
    jobs: refused('job runner'),
    // Mail it queues stays in the outbox for the server's delivery job.
    mailOutbox: { wake: () => {} },
    sessionCache: refused('session cache'),
    writesHistory: true,
  };
}
