import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.generated.ts';
import { typeParsers } from './type-parsers.ts';

interface PgliteOptions {
  /** A folder for the files; undefined keeps everything in memory. */
  directory?: string | undefined;
  /** A dump from `dumpDataDir()` to start from (tests reuse one migrated dump). */
  loadDataDir?: Blob | undefined;
}

export async function createPglite(options: PgliteOptions): Promise<PGlite> {
  if (options.directory !== undefined) await createDatabaseFolder(options.directory);
  return PGlite.create({
    ...(options.directory === undefined ? {} : { dataDir: options.directory }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    parsers: typeParsers,
    // The project search's trigram indexes (migration 029) need it loaded before anything reads them.
    extensions: { pg_trgm },
  });
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  return wrapPglite(await createPglite(options));
}

export function wrapPglite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    engine: 'pglite',
    db,
    jobConnection: { pglite },
    async listen(channel, handlers) {
      // Delivered on the commit's own response, before the committing query's promise settles.
      const unlisten = await pglite.listen(channel, (payload) => handlers.onNotification(payload));
      handlers.onListening();
      return {
        applicationName: undefined,
        async close() {
          if (!pglite.closed) await unlisten();
        },
      };
    },
    withRawTransaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: async (sql, parameters) => (await tx.query<Record<string, unknown>>(sql, parameters)).rows,
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** PGlite creates its own folder but not the ones above it: a DATA_DIR that does not exist yet is created here. */
export async function createDatabaseFolder(directory: string): Promise<void> {
  try {
    await mkdir(directory, { recursive: true });
  } catch (error) {
    throw new Error(
      `The database folder ${directory} (under DATA_DIR) does not exist and cannot be created: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
