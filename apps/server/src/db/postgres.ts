import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Listener } from './database.ts';
import { listenOnPostgres } from './postgres-listener.ts';
import { preparingPool } from './prepared-statements.ts';
import type { DB } from './schema.generated.ts';
import { typeParsers } from './type-parsers.ts';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection that PostgreSQL ends (a restart, a dropped network, pg_terminate_backend) is an 'error' event
  // on the pool; unheard, it would end the process. The pool has already discarded it and opens a new one when asked.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL ended an idle connection (${error.message}); the next query opens another\n`);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  const listeners = new Set<Listener>();
  return {
    engine: 'postgres',
    db,
    jobConnection: { url },
    async listen(channel, handlers, options) {
      const listener = await listenOnPostgres(url, channel, handlers, options);
      listeners.add(listener);
      return listener;
    },
    async withRawTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, parameters) => (await client.query(sql, parameters)).rows,
          // A query without parameters goes through the simple protocol, which accepts several statements.
          exec: async (script) => {
            await client.query(script);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      // Its listening connections too: one left open would keep reconnecting to a database that is gone.
      await Promise.all([...listeners].map((listener) => listener.close()));
      await db.destroy();
      // Kysely only ends a pool it has used; migrations may have been the only users.
      if (!pool.ending) await pool.end();
    },
  };
}
