import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { createDatabase, databaseUrl, dropDatabase, newDatabaseName } from './postgres-admin.ts';

export type Engine = Database['engine'];

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server we may create databases on. */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** Closes the connection and removes whatever the test created. */
  close(): Promise<void>;
  /** PostgreSQL's address of this database, where a second server instance connects (none for PGlite). */
  url?: string;
}

/** How many PostgreSQL connections a test database pools, unless a test asks for more. */
const defaultPostgresPoolSize = 4;

export interface TestDatabaseOptions {
  /**
   * PostgreSQL connections in the pool: a concurrency test raises it so that its requests really run side by side
   * instead of queueing for a connection. PGlite has one connection whatever this says.
   */
  postgresPoolSize?: number;
}

/** A migrated database of its own for one test file, so files run in parallel and leave nothing behind. */
export async function createTestDatabase(engine: Engine, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return engine === 'pglite' ? createPgliteCopy() : createPostgresDatabase(options.postgresPoolSize);
}

async function createPgliteCopy(): Promise<TestDatabase> {
  const dump = await readFile(inject('pgliteDumpPath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/** A copy of the database the global setup migrated once (see global-setup.ts). */
async function createPostgresDatabase(poolSize = defaultPostgresPoolSize): Promise<TestDatabase> {
  const adminUrl = requireAdminUrl();
  const template = inject('postgresTemplate');
  if (!template)
    throw new Error('the global setup made no PostgreSQL template: is TEST_DATABASE_URL set for the whole run?');
  const name = newDatabaseName('test');
  await createDatabase(adminUrl, name, template);
  const url = databaseUrl(adminUrl, name);
  const database = openPostgres(url, poolSize);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** An empty database (no migrations) for the test that applies them itself. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requireAdminUrl();
  const name = newDatabaseName('test');
  await createDatabase(adminUrl, name);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

function requireAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}
