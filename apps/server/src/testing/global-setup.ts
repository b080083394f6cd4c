import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { createPglite, wrapPglite } from '../db/engines/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database (see test-database.ts). */
    pgliteDumpPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'keystone-server-tests-'));
  const pglite = await createPglite({});
  await migrate(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dumpPath = path.join(folder, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  return () => rm(folder, { recursive: true, force: true });
}
