import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/engines/pglite.ts';
import { openPostgres } from '../db/engines/postgres.ts';
import { migrate } from '../db/migrate.ts';

export type Engine = Database['engine'];

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server we may create databases on. */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** Closes the connection and removes whatever the test created. */
  close(): Promise<void>;
}

/** A migrated database of its own for one test file, so files run in parallel and leave nothing behind. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  return engine === 'pglite' ? createPgliteCopy() : createPostgresDatabase();
}

async function createPgliteCopy(): Promise<TestDatabase> {
  const dump = await readFile(inject('pgliteDumpPath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `keystone_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** An empty database (no migrations) for the test that applies them itself. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `keystone_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * Drops the test database once its connections have gone. A closed pool may still be saying goodbye to the server;
 * forcing the drop at that moment would kill those sessions and surface as an error in the closed pool.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        const stillInUse = (error as { code?: string }).code === '55006';
        if (!stillInUse) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
