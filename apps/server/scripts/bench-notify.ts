// `pnpm bench:notify`: an update posted on a project with 10,000 investors, then 100,000 (BENCH_NOTIFY_SIZES), on
// PostgreSQL (a database of its own on 127.0.0.1:5432, dropped afterwards). Two figures per size:
//  - the admin's request: the real `POST /api/projects/{id}/updates` (issue 34 §2), answered over HTTP by the real
//    server (Fastify's inject): the update, its first revision, and the event with its fan-out job (`announce`), all
//    in the request's transaction. p50 and p95 of BENCH_NOTIFY_REQUESTS requests, while the fan-outs they start run
//    in the background as they would;
//  - the whole fan-out of one more update once those are done: from the request's answer until every notification
//    is written and every e-mail queued in the outbox.
// BENCH_NOTIFY_PAGE_CONCURRENCY sets how many page jobs the server's process runs side by side (the app's default, 1,
// when unset). Goal: p95 of the request under 200 ms.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { insertTestProject } from '../src/testing/builders/projects.ts';
import { bearer, insertTestUser, tokenFor } from '../src/testing/builders/users.ts';
import { percentile, withProductionApp } from './bench/production-app.ts';

const sizes = (process.env.BENCH_NOTIFY_SIZES ?? '10000,100000').split(',').map(Number);
const requests = Number(process.env.BENCH_NOTIFY_REQUESTS ?? 20);
const warmUps = Number(process.env.BENCH_NOTIFY_WARMUPS ?? 3);
// Page jobs run side by side in the server's process (the app's default when unset).
const pageConcurrency =
  process.env.BENCH_NOTIFY_PAGE_CONCURRENCY === undefined
    ? undefined
    : Number(process.env.BENCH_NOTIFY_PAGE_CONCURRENCY);
const goalMs = 200;

const options = { logLevel: 'warn', notificationPageConcurrency: pageConcurrency };
await withProductionApp('notify', options, async ({ server, config, database }) => {
  const { db } = database;
  const admin = await insertTestUser(db, { role: 'ADMIN', email: 'bench.notify.admin@example.co.uk' });
  const headers = bearer(await tokenFor(config.jwtSecret, admin));

  const post = async (projectId: number, title: string): Promise<number> => {
    const payload = {
      title,
      text: 'Work on site is going to plan this month.',
      audience: 'INVESTORS_AND_FOLLOWERS',
      photos: [],
      documents: [],
    };
    const started = performance.now();
    const response = await server.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/updates`,
      headers,
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`the request answered ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };
  const pendingFanOuts = async () =>
    Number(
      (
        await sql<{
          count: string;
        }>`SELECT count(*) AS count FROM notification_events WHERE fanned_out_at IS NULL`.execute(db)
      ).rows[0]?.count,
    );
  const until = async (condition: () => Promise<boolean>) => {
    // The fan-out's progress is read from the database every 50 ms: closer reads would take the machine from the jobs.
    while (!(await condition())) await sleep(50);
  };

  const results: string[] = [];
  for (const size of sizes) {
    const projectId = await seedInvestors(size);
    // Warm-up, not counted: the first requests compile the statements and open the pool's connections.
    for (let index = 0; index < warmUps; index += 1) await post(projectId, `Warm-up ${index + 1}`);
    await until(async () => (await pendingFanOuts()) === 0);
    const times: number[] = [];
    for (let index = 0; index < requests; index += 1) times.push(await post(projectId, `Update ${index + 1}`));
    await until(async () => (await pendingFanOuts()) === 0);

    const before = await countRows('email_outbox');
    const notificationsBefore = await countRows('notifications');
    const started = performance.now();
    await post(projectId, 'The one timed from end to end');
    await until(async () => (await pendingFanOuts()) === 0);
    const fanOutMs = performance.now() - started;
    const written = (await countRows('notifications')) - notificationsBefore;
    const mailed = (await countRows('email_outbox')) - before;
    if (written !== size || mailed !== size) throw new Error(`expected ${size}, wrote ${written} and mailed ${mailed}`);
    const line =
      `${size.toLocaleString('en-GB').padStart(7)} investors: admin's request p50 ${ms(percentile(times, 50))} ` +
      `p95 ${ms(percentile(times, 95))} (${requests} requests, fan-outs running); ` +
      `whole fan-out ${ms(fanOutMs)} (${written} notifications written, ${mailed} e-mails queued)`;
    console.log(line);
    results.push(line);
    const p95 = percentile(times, 95);
    console.log(`goal: p95 under ${goalMs} ms at ${size}: ${p95 < goalMs ? 'met' : 'missed'}`);
  }

  /**
   * `count` active investors, each with one succeeded investment in a new project, written in bulk: replica mode
   * leaves out the triggers (the ledger's balance check, the wallet accounts) that the notifications never read.
   */
  async function seedInvestors(count: number): Promise<number> {
    const label = `b${count}x${Date.now()}`;
    const projectId = await insertTestProject(db, { title: `Bench project ${label}` });
    return database.withRawTransaction(async (session) => {
      await session.exec(`SET LOCAL session_replication_role = replica`);
      await session.exec(`
        CREATE TEMP TABLE bench_investors ON COMMIT DROP AS
        WITH inserted AS (
          INSERT INTO users (email, role, status, password_hash, full_name)
          SELECT 'investor' || n || '.${label}@example.co.uk', 'INVESTOR', 'ACTIVE', 'not-a-hash', 'Bench Investor'
          FROM generate_series(1, ${count}) AS n
          RETURNING id
        ) SELECT id, row_number() OVER (ORDER BY id) AS n FROM inserted;
        CREATE TEMP TABLE bench_pledges ON COMMIT DROP AS
        WITH inserted AS (
          INSERT INTO pledges (user_id, project_id, invest_strategy, short_amount_pence)
          SELECT id, ${projectId}, 'DEBT', 100000 FROM bench_investors ORDER BY id
          RETURNING id, user_id
        ) SELECT * FROM inserted;
        CREATE TEMP TABLE bench_ledger ON COMMIT DROP AS
        WITH inserted AS (
          INSERT INTO ledger_transactions (kind, description)
          SELECT 'TRANSFER_TO_PROJECT', 'bench' FROM generate_series(1, ${count})
          RETURNING id
        ) SELECT id, row_number() OVER (ORDER BY id) AS n FROM inserted;
        INSERT INTO investments (pledge_id, user_id, project_id, term, invest_strategy, amount_pence, source,
          reference_number, status, paid_at, ledger_transaction_id)
        SELECT p.id, p.user_id, ${projectId}, 'SHORT', 'DEBT', 100000, 'E_WALLET',
          'BN' || lpad(p.id::text, 12, '0'), 'SUCCEEDED', now(), l.id
        FROM bench_pledges p
        JOIN bench_investors i ON i.id = p.user_id
        JOIN bench_ledger l ON l.n = i.n;
      `);
      return projectId;
    });
  }

  async function countRows(table: 'notifications' | 'email_outbox'): Promise<number> {
    const { rows } = await sql<{ count: string }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(db);
    return Number(rows[0]?.count);
  }

  const pages = `page jobs side by side: ${pageConcurrency ?? 'the default'}`;
  console.log(`\nbench:notify on PostgreSQL (${pages}):\n${results.join('\n')}`);
});

function ms(value: number): string {
  return `${value.toFixed(1).padStart(8)} ms`;
}
