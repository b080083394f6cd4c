// `pnpm bench:projects`: requests per second of an investor's project list (GET /api/projects, first page, default
// status filter) and of a search (?searchTerm=…), with 10,000 projects in PostgreSQL (a database of its own on
// 127.0.0.1:5432, dropped afterwards), beside a bare Fastify hello world measured in the same run. Goal: each at
// least 50% of hello world. The servers run in child processes; autocannon runs here (see bench/autocannon-runs.ts).
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/db/schema.generated.ts';
import { findProjectPage } from '../src/projects/queries.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { insertTestUser } from '../src/testing/builders/users.ts';
import { connections, percent, postgresDatabase, requestsPerSecond, seconds, start } from './bench/autocannon-runs.ts';
import { loadBenchProjects } from './bench/projects-load.ts';

const projectCount = Number(process.env.BENCH_PROJECTS ?? 10_000);
const searchTerm = process.env.BENCH_SEARCH ?? 'Leeds';
const goal = 0.5;

const postgres = await postgresDatabase('bench_projects');
if (!postgres) {
  console.error('PostgreSQL: nothing answers on 127.0.0.1:5432; bench:projects measures on PostgreSQL only');
  process.exit(1);
}

try {
  const started = Date.now();
  const database = await openDatabase({ engine: 'postgres', url: postgres.url });
  await migrate(database);
  const admin = await insertTestUser(database.db, { role: 'ADMIN', email: 'bench.admin@example.co.uk' });
  await database.close();
  const client = new pg.Client(postgres.url);
  await client.connect();
  await loadBenchProjects(client, projectCount, admin.id);
  const { rows } = await client.query<{ projects: string }>('SELECT count(*) AS projects FROM projects');
  console.log(`loaded ${rows[0]?.projects} projects (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (process.env.BENCH_EXPLAIN) await explainPages(client, postgres.url);
  await client.end();

  const hello = await start('hello');
  const helloRate = await requestsPerSecond(hello.at.url);
  hello.child.kill();

  const keystone = await start('keystone', postgres.url);
  const headers = { authorization: `Bearer ${keystone.at.token ?? ''}` };
  const firstPage = `${keystone.at.url}/api/projects`;
  const search = `${keystone.at.url}/api/projects?searchTerm=${encodeURIComponent(searchTerm)}`;
  // What each measured request answers, so a fast error page cannot pass for a fast list.
  for (const url of [firstPage, search]) {
    const answer = (await (await fetch(url, { headers })).json()) as { projects: unknown[]; count: number };
    console.log(`${url.slice(keystone.at.url.length)}: ${answer.projects.length} projects of ${answer.count}`);
    if (answer.projects.length === 0) throw new Error(`${url} found no project: the bench would measure nothing`);
  }
  const firstPageRate = await requestsPerSecond(firstPage, headers);
  const searchRate = await requestsPerSecond(search, headers);
  // The server's own ceiling: its cheapest answer (public, no database), through the same hooks, headers and logs.
  const settingsRate = await requestsPerSecond(`${keystone.at.url}/api/settings`);
  keystone.child.kill();

  const row = (label: string, rate: number) =>
    `  ${label.padEnd(44)} ${String(rate).padStart(7)} req/s  ${percent(rate, helloRate).padStart(6)}`;
  console.log(`\nautocannon -c ${connections} -d ${seconds}, each server in its own process, ${projectCount} projects`);
  console.log(row('bare Fastify hello world', helloRate));
  console.log(row('GET /api/projects (investor, first page)', firstPageRate));
  console.log(row(`GET /api/projects?searchTerm=${searchTerm}`, searchRate));
  console.log(row('GET /api/settings (public, no database)', settingsRate));
  const missed = [firstPageRate, searchRate].filter((rate) => rate < goal * helloRate).length;
  console.log(`goal: at least ${goal * 100}% of hello world: ${missed === 0 ? 'met' : `missed by ${missed} of 2`}`);
} finally {
  await postgres.drop();
}

/** BENCH_EXPLAIN=1: PostgreSQL's plan of both measured lists, as the server sends them (captured from Kysely). */
async function explainPages(client: pg.Client, url: string) {
  let captured: CompiledQuery | undefined;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      captured = event.query;
    },
  });
  const reader = { userId: 0, isAdmin: false };
  const page = {
    limit: 12,
    offset: 0,
    column: 'createdAt',
    direction: 'DESC',
    statuses: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'],
    hideDrafts: true,
  } as const;
  for (const term of [undefined, searchTerm]) {
    await findProjectPage(db, { ...page, ...(term === undefined ? {} : { searchTerm: term }) }, reader);
    if (!captured) throw new Error('no query captured');
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${captured.sql}`,
      captured.parameters as unknown[],
    );
    console.log(`\n${captured.sql}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  await db.destroy();
}
