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

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
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
