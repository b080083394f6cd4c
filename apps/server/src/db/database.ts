import type { PGlite } from '@electric-sql/pglite';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseConfig } from '../config/config.ts';
import type { DB, Users } from './schema.generated.ts';

/** The tables as migrations/ creates them: `pnpm --filter @keystone/server generate:db` writes the types. */
export type Db = Kysely<DB>;
export type NewUser = Insertable<Users>;

/** Plain SQL access for the few things a query builder cannot do: multi-statement scripts (migrations). */
interface RawSession {
  query(sql: string, parameters?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs a script of several statements; no parameters. */
  exec(script: string): Promise<void>;
}

/** What a LISTEN connection tells its owner. */
export interface ListenHandlers {
  onNotification(payload: string): void;
  /** LISTEN is in place (again): every notification committed from now on arrives. */
  onListening(): void;
  /** The connection is gone: notifications may be missed until onListening is called again. */
  onLost(): void;
}

export interface ListenOptions {
  /** PostgreSQL: the first wait before reconnecting, doubled after each failure up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** PostgreSQL, tests: no reconnection before this settles, so a test can watch the app while it cannot hear. */
  reconnectAfter?: Promise<void>;
}

export interface Listener {
  /** PostgreSQL: the `application_name` of the listening connection, to find it in pg_stat_activity. */
  readonly applicationName: string | undefined;
  close(): Promise<void>;
}

/** How the job runner (job-runner/job-runner.ts) reaches the same database: PGlite's one instance, or PostgreSQL's URL. */
export type JobConnection = { pglite: PGlite } | { url: string };

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  jobConnection: JobConnection;
  /**
   * LISTENs on `channel`. On PostgreSQL that is a connection of its own (a pooled one would be handed to other
   * work), reconnected with backoff whenever it is lost; PGlite's one connection is never lost.
   */
  listen(channel: string, handlers: ListenHandlers, options?: ListenOptions): Promise<Listener>;
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  withRawTransaction<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.engine === 'postgres') {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.url, config.poolSize);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite({ directory: config.directory });
}
