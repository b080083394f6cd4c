// `pnpm bench:projects`: requests per second of an investor's project list (GET /api/projects, first page, default
// status filter) and of a search (?searchTerm=…), at 10,000 and 100,000 projects in PostgreSQL (a database of its
// own on 127.0.0.1:5432 for each, dropped afterwards), as a share of a bare Fastify + node-postgres server running the
// same statements (bench/bare-comparator.ts), with each one's p95. The servers run in child processes.
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/db/schema.generated.ts';
import { findProjectPage } from '../src/projects/queries.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { insertTestUser } from '../src/testing/builders/users.ts';
import { postgresDatabase, start } from './bench/autocannon-runs.ts';
import { compareWithBare } from './bench/bare-comparator.ts';
import { benchWorkers } from './bench/workers.ts';
import { loadBenchProjects } from './bench/projects-load.ts';

// Project counts to measure at, one fresh database each: `pnpm bench:projects 10000,100000` or BENCH_PROJECTS.
const projectCounts = (process.argv[2] ?? process.env.BENCH_PROJECTS ?? '10000,100000').split(',').map(Number);
// A city (a tenth of the listed projects match) and, unless BENCH_SEARCH names the terms, the name of one listed
// project as the loaded data has it (a fixed name was listed at one project count and not at another).
const chosenSearchTerms = process.env.BENCH_SEARCH?.split(',');

async function searchTermsIn(client: pg.Client): Promise<string[]> {
  if (chosenSearchTerms) return chosenSearchTerms;
  const { rows } = await client.query<{ title: string }>(
    `SELECT title FROM projects WHERE status IN ('COMING_SOON', 'AVAILABLE_TO_PLEDGE') ORDER BY id DESC LIMIT 1`,
  );
  return ['Leeds', rows[0]?.title ?? 'Leeds'];
}

for (const projectCount of projectCounts) await benchAt(projectCount);

async function benchAt(projectCount: number) {
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
    console.log(`\nloaded ${rows[0]?.projects} projects (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const searchTerms = await searchTermsIn(client);
    if (process.env.BENCH_EXPLAIN) await explainPages(client, postgres.url, searchTerms);
    await client.end();

    const keystone = await start('keystone', postgres.url);
    try {
      const firstPage = '/api/projects';
      const searches = searchTerms.map((term) => `/api/projects?searchTerm=${encodeURIComponent(term)}`);
      // What each measured request answers, so a fast error page cannot pass for a fast list.
      for (const path of [firstPage, ...searches]) {
        const answer = (await (
          await fetch(`${keystone.at.url}${path}`, { headers: { authorization: `Bearer ${keystone.at.token ?? ''}` } })
        ).json()) as { projects: unknown[]; count: number };
        console.log(`${path}: ${answer.projects.length} projects of ${answer.count}`);
        if (answer.projects.length === 0) throw new Error(`${path} found no project: the bench would measure nothing`);
      }
      const results = await compareWithBare(keystone, postgres.url, [
        { label: 'GET /api/projects (investor, first page)', path: firstPage, signedIn: true },
        ...searchTerms.map((term, index) => ({
          label: `GET /api/projects?searchTerm=${term}`,
          path: searches[index] ?? '',
          signedIn: true,
        })),
      ]);
      const firstP95 = results.get(firstPage)?.ours.p95 ?? NaN;
      for (const [index, term] of searchTerms.entries()) {
        const searchP95 = results.get(searches[index] ?? '')?.ours.p95 ?? NaN;
        console.log(
          `search "${term}" p95 ${searchP95.toFixed(1)} ms is ${(searchP95 / firstP95).toFixed(2)}× the first ` +
            `page's ${firstP95.toFixed(1)} ms at ${projectCount} projects (goal: within 2×)`,
        );
      }
      const workers = (process.env.BENCH_WORKERS ?? '1,2').split(',').filter(Boolean).map(Number);
      if (workers.length > 0) await benchWorkers(postgres.url, firstPage, keystone.at.token ?? '', workers);
    } finally {
      keystone.child.kill();
    }
  } finally {
    await postgres.drop();
  }
}

/** BENCH_EXPLAIN=1: PostgreSQL's plan of both measured lists, as the server sends them (captured from Kysely). */
async function explainPages(client: pg.Client, url: string, searchTerms: string[]) {
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
  for (const term of [undefined, ...searchTerms]) {
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
