import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { findRepoRoot, type Config } from '../config/config.ts';
import { loadFirmConfig } from '../config/firm.ts';
import { openPostgres } from '../db/postgres.ts';
import { configuredClock } from '../context/offset-file-clock.ts';
import { registerTestClock } from './test-clocks.ts';
import { testSecondFactorKey } from './second-factor.ts';
import { createTestDatabase, type Engine, type TestDatabase, type TestDatabaseOptions } from './test-database.ts';

function testConfig(overrides: Partial<Config> = {}): Config {
  const repoRoot = findRepoRoot();
  return {
    environment: 'test',
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://portal.test',
    trustProxy: false,
    logLevel: 'info',
    logFile: undefined,
    dataDir: path.join(repoRoot, '.tmp', 'server-tests'),
    database: { engine: 'pglite', directory: undefined },
    webConcurrency: 1,
    jwtSecret: randomBytes(32),
    secondFactorKey: testSecondFactorKey,
    supportEmail: 'support@keystone.example',
    firm: loadFirmConfig({}, repoRoot),
    smtpUrl: undefined,
    mailFrom: '"Keystone Property Crowdfunding" <no-reply@keystone.example>',
    kycSandboxDelayMs: 0,
    paymentsSandboxDelayMs: 0,
    testClockFile: undefined,
    overduePaymentsCron: undefined,
    map: { tileUrl: null, tileAttribution: null },
    geocoderUrl: undefined,
    // No built apps unless a test points at one.
    portalDist: path.join(repoRoot, '.tmp', 'no-portal-build'),
    storybookDist: path.join(repoRoot, '.tmp', 'no-storybook-build'),
    specificationPath: path.join(repoRoot, 'openapi.yaml'),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

interface TestAppOptions extends Omit<BuildAppOptions, 'logStream'>, TestDatabaseOptions {
  /** Wraps the database the app is given (a statement counter, say). */
  wrapDatabase?: (database: TestDatabase) => TestDatabase;
}

/**
 * `options` swaps the clock or any provider (a fake mailer, a KYC provider that never answers...), may size the
 * PostgreSQL pool and may wrap the database.
 */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<Config> = {},
  { wrapDatabase = (database) => database, postgresPoolSize, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const database = wrapDatabase(await createTestDatabase(engine, { postgresPoolSize }));
  return startTestApp(database, testConfig(overrides), options);
}

/**
 * Another server process beside `first`, as when several run behind a load balancer: its own app, connection pool,
 * upload folder and copy of the JWT secret (the same bytes, so no cache keyed by the secret is shared in memory),
 * on the same PostgreSQL database. Closing it leaves the database to `first`.
 */
export async function createSecondInstance(first: TestApp, options: Omit<BuildAppOptions, 'logStream'> = {}) {
  const { url } = first.database;
  if (url === undefined) throw new Error('a second instance needs PostgreSQL: PGlite is open in one process only');
  const pool = openPostgres(url, 4);
  const database: TestDatabase = { ...pool, url, close: () => pool.close() };
  const config: Config = {
    ...first.config,
    dataDir: path.join(first.config.dataDir, `second-instance-${randomBytes(4).toString('hex')}`),
    jwtSecret: Uint8Array.from(first.config.jwtSecret),
  };
  return startTestApp(database, config, options);
}

async function startTestApp(
  database: TestDatabase,
  config: Config,
  options: Omit<BuildAppOptions, 'logStream'>,
): Promise<TestApp> {
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  registerTestClock(config.jwtSecret, options.clock ?? configuredClock(config.testClockFile));
  // Every test database is a copy of the template the global setup installed pg-boss's schema in.
  const app = await buildApp(config, database, { jobSchemaInstalled: true, ...options, logStream });
  await app.ready();
  // A delivery round (mail left unsent by an earlier run) is done before the test begins, so that a test counting
  // the statements of a request does not count it too.
  await app.mailOutbox.settled();
  return {
    app,
    database,
    config,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
