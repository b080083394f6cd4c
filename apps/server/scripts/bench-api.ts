// `pnpm bench:api`: requests per second of the API's reads beside a bare Fastify hello world measured in the same
// run, on PostgreSQL (when 127.0.0.1:5432 answers) and on the embedded database.
// Each server runs in a child process; autocannon (-c 50, 8 s, as the issue measured) runs here.
import { fork, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Listening } from './bench/serve.ts';

const serveScript = path.join(import.meta.dirname, 'bench/serve.ts');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 50;

function start(target: 'hello' | 'keystone', databaseUrl?: string): Promise<{ child: ChildProcess; at: Listening }> {
  const child = fork(serveScript, [target], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...(databaseUrl === undefined ? {} : { BENCH_DATABASE_URL: databaseUrl }) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (at) => resolve({ child, at: at as Listening }));
    child.once('exit', (code) => reject(new Error(`the ${target} server exited with ${code}`)));
  });
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return Math.round(result.requests.average);
}

interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A database of its own on the machine's PostgreSQL, dropped afterwards, so the bench never meets another run's rows. */
async function postgresDatabase(): Promise<BenchDatabase | undefined> {
  if (!(await postgresAnswers())) return undefined;
  const name = `keystone_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client('postgres://postgres@127.0.0.1:5432/postgres');
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

async function benchEngine(label: string, databaseUrl: string | undefined) {
  const hello = await start('hello');
  const helloRate = await requestsPerSecond(hello.at.url);
  hello.child.kill();
  const keystone = await start('keystone', databaseUrl);
  const settingsRate = await requestsPerSecond(`${keystone.at.url}/api/settings`);
  const userRate = await requestsPerSecond(`${keystone.at.url}/api/user`, {
    authorization: `Bearer ${keystone.at.token ?? ''}`,
  });
  keystone.child.kill();
  console.log(`\n${label}`);
  console.log(`  bare Fastify hello world   ${String(helloRate).padStart(7)} req/s`);
  console.log(
    `  GET /api/settings (public) ${String(settingsRate).padStart(7)} req/s  ${percent(settingsRate, helloRate)}`,
  );
  console.log(`  GET /api/user (signed in)  ${String(userRate).padStart(7)} req/s  ${percent(userRate, helloRate)}`);
}

console.log(`autocannon -c ${connections} -d ${seconds}, each server in its own process`);
const postgres = await postgresDatabase();
if (postgres) {
  try {
    await benchEngine('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\nPostgreSQL: nothing answers on 127.0.0.1:5432, skipped');
}
await benchEngine('embedded database (PGlite)', undefined);
