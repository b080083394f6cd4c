// What bench-api.ts and bench-projects.ts share: a database of their own on the machine's PostgreSQL, the servers in
// child processes (bench/serve.ts) and autocannon's requests per second, so the two benches measure alike.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  return startChild(serveScript, [target], databaseUrl === undefined ? {} : { BENCH_DATABASE_URL: databaseUrl });
}

/** A script of bench/ in a child process of its own, resolved when it sends where it listens. */
export function startChild(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
  firstMessage?: unknown,
): Promise<{ child: ChildProcess; at: Listening }> {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (firstMessage !== undefined) child.send(firstMessage as object);
  return new Promise((resolve, reject) => {
    child.once('message', (at) => resolve({ child, at: at as Listening }));
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}`)));
  });
}

export async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  return (await measure(url, headers)).rate;
}

export interface Measured {
  rate: number;
  /** Milliseconds; autocannon's summary has no 95th percentile, so it is taken from every response's time. */
  p95: number;
  /** Milliseconds of the server process's CPU (user and system) per answer, when its pid was given. */
  cpuPerRequest: number;
}

// Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux the benches run on.
const ticksPerSecond = 100;

/** CPU milliseconds a process has used so far (Linux), or NaN where /proc cannot say. */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    // The name field (2nd) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/**
 * Requests per second and p95 under autocannon, and, given the server's pid, the CPU it spent per answer: on a
 * machine others load too, the rate follows whatever CPU the server was left, while its CPU per answer follows the
 * work each answer takes.
 */
export async function measure(url: string, headers: Record<string, string> = {}, pid?: number): Promise<Measured> {
  const times: number[] = [];
  const cpuBefore = cpuMsOf(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, duration: seconds, headers }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  const cpuPerRequest = (cpuMsOf(pid) - cpuBefore) / result['2xx'];
  times.sort((a, b) => a - b);
  return {
    rate: Math.round(result.requests.average),
    p95: times[Math.floor(0.95 * (times.length - 1))] ?? NaN,
    cpuPerRequest,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

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
