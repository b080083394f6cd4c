// What bench-api.ts and bench-projects.ts share: a database of their own on the machine's PostgreSQL, the servers in
// child processes (bench/serve.ts) and autocannon's requests per second, so the two benches measure alike.
import { fork, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Listening } from './serve.ts';

const serveScript = path.join(import.meta.dirname, 'serve.ts');
export const seconds = Number(process.env.BENCH_SECONDS ?? 8);
export const connections = 50;

/** A bare Fastify hello world (the yardstick) or the real server, each in its own process. */
export function start(
  target: 'hello' | 'keystone',
  databaseUrl?: string,
): Promise<{ child: ChildProcess; at: Listening }> {
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

export async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return Math.round(result.requests.average);
}

export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export interface BenchDatabase {
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
export async function postgresDatabase(label: string): Promise<BenchDatabase | undefined> {
  if (!(await postgresAnswers())) return undefined;
  const name = `keystone_${label}_${process.pid}`;
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
