import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database name, unique across the test processes of one run and of runs side by side. */
export function newDatabaseName(purpose: 'test' | 'template'): string {
  return `keystone_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `template` copies a migrated database instead of migrating again (a file copy, much faster). */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
}

/**
 * Drops the test database once its connections have gone. A closed pool may still be saying goodbye to the server;
 * forcing the drop at that moment would kill those sessions and surface as an error in the closed pool.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
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
