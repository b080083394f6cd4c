// A child process of the benches: the real server (as `pnpm start` builds it, logs included) on a free port, with
// one signed-in investor, which records the statements of a request when asked (statement-capture.ts), or a bare Fastify hello world as the yardstick. Tells the parent where it listens over IPC.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { insertTestUser, tokenFor } from '../../src/testing/builders/users.ts';
import { benchJwtSecret } from './jwt-secret.ts';
import { lastLineKeeper } from './log-sink.ts';
import { captureStatementsOf } from './statement-capture.ts';

export interface Listening {
  url: string;
  token?: string;
}

async function serveHelloWorld(): Promise<string> {
  const server = Fastify();
  server.get('/', async () => ({ hello: 'world' }));
  return server.listen({ host: '127.0.0.1', port: 0 });
}

async function serveKeystone(databaseUrl: string | undefined): Promise<Listening> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'keystone-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: benchJwtSecret,
    SECOND_FACTOR_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
    LOG_LEVEL: 'info',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
  const database = await openDatabase(config.database);
  await migrate(database);
  // Logs are written as in production, into the same kind of sink as the fair bare server's.
  const sink = lastLineKeeper();
  sink.answerLastLineOverIpc();
  const app = await buildApp(config, database, { logStream: sink.stream });
  const investor = await insertTestUser(database.db, { email: `bench.${Date.now()}@example.co.uk` });
  const capture = captureStatementsOf(app.server);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // The bare comparator asks for the statements of one request: the real server answers it once unrecorded (caches
  // and prepared statements warm, as under load), then once recorded, with the session check read from the database
  // as it was before the session cache: the bare server re-reads the session on every request, the yardstick issue
  // 25 sets.
  process.on('message', (message: { capture?: { path: string; headers: Record<string, string> } }) => {
    if (!message.capture) return;
    const { path: requested, headers } = message.capture;
    void fetch(`${address}${requested}`, { headers })
      .then(() => {
        app.sessionCache.invalidateAll();
        return capture(`${address}${requested}`, headers);
      })
      .then((captured) => process.send?.({ captured }));
  });
  return { url: address, token: await tokenFor(config.jwtSecret, investor) };
}

const target = process.argv[2];
const listening: Listening =
  target === 'hello' ? { url: await serveHelloWorld() } : await serveKeystone(process.env.BENCH_DATABASE_URL);
process.send?.(listening);
