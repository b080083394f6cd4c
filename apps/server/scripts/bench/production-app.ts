// What bench-pledge.ts and bench-notify.ts share: the real app in this process, built as production builds it (its
// settings, migrations, jobs and logs, written to nowhere), on a PostgreSQL database of its own, closed and dropped
// afterwards. Requests go through Fastify's inject, so the figures are the server's and not a network's.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { postgresDatabase } from './autocannon-runs.ts';
import { benchJwtSecret } from './jwt-secret.ts';

export interface ProductionApp {
  server: FastifyInstance;
  config: Config;
  database: Database;
}

interface ProductionAppOptions extends Omit<BuildAppOptions, 'logStream'> {
  /** The app's LOG_LEVEL: its lines are written (their cost counts) and thrown away. */
  logLevel?: string;
}

/**
 * Runs `work` against the production app on a database `keystone_<label>_<pid>`; exits with a message when no
 * PostgreSQL answers on 127.0.0.1:5432. The app and its pool are closed before the database is dropped (the drop
 * cuts their connections), whether `work` succeeds or throws.
 */
export async function withProductionApp<T>(
  label: string,
  { logLevel = 'info', ...buildOptions }: ProductionAppOptions,
  work: (app: ProductionApp) => Promise<T>,
): Promise<T> {
  const postgres = await postgresDatabase(`bench_${label}`);
  if (!postgres) {
    console.error(`PostgreSQL: nothing answers on 127.0.0.1:5432; bench:${label} measures on PostgreSQL only`);
    process.exit(1);
  }
  const toClose: (() => Promise<void>)[] = [];
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      PORT: '0',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), `keystone-bench-${label}-`)),
      JWT_SECRET: benchJwtSecret,
      SECOND_FACTOR_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
      LOG_LEVEL: logLevel,
      DATABASE_URL: postgres.url,
    });
    const database = await openDatabase(config.database);
    toClose.unshift(() => database.close());
    await migrate(database);
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
    const server = await buildApp(config, database, { ...buildOptions, logStream: discard });
    toClose.unshift(() => server.close());
    await server.ready();
    return await work({ server, config, database });
  } finally {
    for (const close of toClose) await close();
    await postgres.drop();
  }
}

/** The nearest-rank percentile. */
export function percentile(values: number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)] ?? Number.NaN;
}
