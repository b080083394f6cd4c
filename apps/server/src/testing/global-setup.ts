import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { installJobSchema } from '../job-runner/job-runner.ts';
import { createPglite, wrapPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { createDatabase, databaseUrl, dropDatabase, newDatabaseName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database (see test-database.ts). */
    pgliteDumpPath: string;
    /** A migrated PostgreSQL database that each test file copies ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/** Migrates once per run, for each engine, so that every test file starts from a copy instead of migrating. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'keystone-server-tests-'));
  const pglite = await createPglite({});
  await migrate(wrapPglite(pglite));
  // pg-boss's own schema too: each test app's job runner then finds it ready instead of creating it.
  await installJobSchema(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dumpPath = path.join(folder, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createPostgresTemplate(adminUrl) : '';
  project.provide('postgresTemplate', template);

  return async () => {
    if (adminUrl && template) await dropDatabase(adminUrl, template);
    await rm(folder, { recursive: true, force: true });
  };
}

async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = newDatabaseName('template');
  await createDatabase(adminUrl, name);
  // Copying needs the template to have no connections left: close the pool before any test copies it.
  const database = openPostgres(databaseUrl(adminUrl, name), 1);
  try {
    await migrate(database);
    await installJobSchema(database);
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  await database.close();
  return name;
}
