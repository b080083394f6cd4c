// `pnpm bench:dashboard`: p50/p95 of one investor's dashboard (GET /dashboard/investor?loadFirstPageRelated=true)
// and of a wallet-history page, with 10,000 and then 1,000,000 ledger entries of other investors around them, on
// PostgreSQL (a database of its own on 127.0.0.1:5432, dropped afterwards). The investor's own history is the same
// at both sizes, so the ratio shows what other people's data costs them: the goal is p95(1M) ≤ 1.5 × p95(10k).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { demoProjects } from '@keystone/demo/fixtures';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { walletHistoryPageQuery } from '../src/dashboard/queries.ts';
import { projectWalletAccountId, systemAccountId } from '../src/ledger/queries.ts';
import { hashPassword } from '../src/passwords/hashing.ts';
import { payIntoWallet, recordUnsettledPayIn } from '../src/testing/builders/wallet.ts';
import { investFromWallet } from '../src/testing/builders/pledges.ts';
import { projectRow } from '../src/seed/demo-rows.ts';
import { insertTestUser, tokenFor } from '../src/testing/builders/users.ts';
import { checkLedgerInvariants, loadBackgroundEntries } from './bench/dashboard-load.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const warmUp = 100;
const sizes = [10_000, 1_000_000];
const dayMs = 86_400_000;

async function admin(statement: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  await client.query(statement);
  await client.end();
}

const name = `keystone_bench_dashboard_${process.pid}`;
await admin(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

try {
  const config = loadConfig({
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    PORT: '0',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'keystone-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    SECOND_FACTOR_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
  });
  const database = await openDatabase(config.database);
  await migrate(database);
  const app = await buildApp(config, database, {
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  const { db } = database;

  // The measured investor: a year of history of her own, the same at both sizes.
  const adminUser = await insertTestUser(db, { role: 'ADMIN' });
  const investor = await insertTestUser(db, { email: 'bench.investor@example.co.uk' });
  const { id: projectId } = await db
    .insertInto('projects')
    .values({ ...projectRow(demoProjects.complete, adminUser.id), title: 'Bench project' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await payIntoWallet(db, investor.id, 10_000_000, new Date(now - 400 * dayMs));
  for (let month = 0; month < 24; month += 1) {
    const at = new Date(now - (360 - month * 15) * dayMs);
    await payIntoWallet(db, investor.id, 20_000, at);
    await investFromWallet(db, {
      userId: investor.id,
      projectId,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 30_000,
      at: new Date(at.getTime() + dayMs),
    });
  }
  await recordUnsettledPayIn(db, investor.id, { amountPence: 50_000, status: 'PENDING', at: new Date(now - dayMs) });
  await db.insertInto('project_follows').values({ user_id: investor.id, project_id: projectId }).execute();

  const client = new pg.Client(databaseUrl.toString());
  await client.connect();
  const target = {
    projectId,
    projectWalletId: await projectWalletAccountId(db, projectId, 'PROJECT_SHORT_WALLET'),
    clearingId: await systemAccountId(db, 'PROVIDER_CLEARING'),
    passwordHash: await hashPassword('Bench2026x'),
  };

  const headers = { authorization: `Bearer ${await tokenFor(config.jwtSecret, investor)}` };
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  async function measure(url: string) {
    const timings: number[] = [];
    for (let i = 0; i < samples + warmUp; i += 1) {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url, headers });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      if (i >= warmUp) timings.push(ms); // the first ones warm the JIT, the caches and the prepared statements
    }
    timings.sort((a, b) => a - b);
    return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
  }

  const results: { size: number; dashboard: { p50: number; p95: number }; history: { p50: number; p95: number } }[] =
    [];
  let loaded = 0;
  for (const size of sizes) {
    const started = Date.now();
    await loadBackgroundEntries(client, `s${size}`, size - loaded, target);
    await checkLedgerInvariants(client);
    loaded = size;
    const { rows } = await client.query<{ entries: string; users: string }>(
      'SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM users) AS users',
    );
    console.log(
      `loaded to ${rows[0]?.entries} ledger entries, ${rows[0]?.users} users (${((Date.now() - started) / 1000).toFixed(1)} s); invariants hold`,
    );
    if (process.env.BENCH_EXPLAIN) {
      const query = walletHistoryPageQuery(investor.id, { from: new Date(0), limit: 15, offset: 15 }).compile(db);
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
        query.parameters as unknown[],
      );
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    results.push({
      size,
      dashboard: await measure('/api/dashboard/investor?loadFirstPageRelated=true'),
      history: await measure('/api/dashboard/investor/wallet-history?limit=15&offset=15'),
    });
  }
  await client.end();
  await app.close();
  await database.close();

  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  console.log(`\n${samples} requests each, in process (app.inject), PostgreSQL`);
  for (const { size, dashboard, history } of results) {
    console.log(`${String(size).padStart(9)} entries  dashboard p50 ${ms(dashboard.p50)} p95 ${ms(dashboard.p95)}`);
    console.log(`${' '.repeat(18)}wallet history p50 ${ms(history.p50)} p95 ${ms(history.p95)}`);
  }
  const [small, large] = results;
  if (small && large) {
    const ratio = (a: number, b: number) => (b / a).toFixed(2);
    console.log(
      `p95 ratio 1M / 10k: dashboard ${ratio(small.dashboard.p95, large.dashboard.p95)}, wallet history ${ratio(small.history.p95, large.history.p95)} (goal ≤ 1.5)`,
    );
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
