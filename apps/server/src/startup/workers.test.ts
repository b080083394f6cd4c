import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../../scripts/bundle-server.ts';
import { exited, freePort, serverBundle } from '../testing/server-process.ts';
import { createEmptyPostgresDatabase, testEngines } from '../testing/test-database.ts';

const host = '127.0.0.1';
const jwtSecret = 'workers-test-secret-long-enough-for-hs256-0123456789';

/** The built server's environment with two workers asked for, on a free port, plus what a test sets. */
async function twoWorkersEnv(settings: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: host,
    JWT_SECRET: jwtSecret,
    WEB_CONCURRENCY: '2',
    PORT: String(await freePort()),
    ...settings,
  };
}

/** /proc/<pid>/stat: the parent's pid and the CPU time spent so far (user + system, in clock ticks). */
function processStat(pid: number): { parent: number; ticks: number } {
  // The command name (field 2) is in parentheses and may hold spaces: count fields from after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** What the process prints on stdout until `pattern` matches it. */
function outputUntil(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  let output = '';
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${errors}`)));
  });
}

/** A GET on a connection of its own: the primary hands each new connection to the next worker. */
function getOnNewConnection(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host, port, path, agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    sent.once('error', reject);
    sent.end();
  });
}

describe.runIf(testEngines.includes('postgres'))('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
  });
  afterAll(() => database.drop());

  it('migrates once, starts two workers under one primary, and both answer', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, [await serverBundle()], {
      cwd: serverPackageRoot,
      env: await twoWorkersEnv({ PORT: String(port), DATABASE_URL: database.url, DATABASE_POOL_SIZE: '3' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const banner = await outputUntil(server, /Workers\s+2 processes \(pids (\d+), (\d+)\), up to 3 database/);
      const workers = [Number(banner[1]), Number(banner[2])];
      expect(workers.map((pid) => processStat(pid).parent)).toEqual([server.pid, server.pid]);

      const before = workers.map((pid) => processStat(pid).ticks);
      for (let batch = 0; batch < 30; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 20 }, () => getOnNewConnection(port, '/api/settings')));
        expect(statuses.every((status) => status === 200)).toBe(true);
      }
      // Each worker spent CPU time on its share of the 600 requests (an idle worker spends none that a tick shows).
      const spent = workers.map((pid, index) => processStat(pid).ticks - (before[index] ?? 0));
      expect(spent.every((ticks) => ticks >= 5)).toBe(true);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
    expect(server.exitCode).toBe(0);
  }, 90_000);
});

describe('WEB_CONCURRENCY with the embedded database', () => {
  it('refuses to start, in one sentence', async () => {
    const run = promisify(execFile)(process.execPath, [await serverBundle()], {
      cwd: serverPackageRoot,
      env: await twoWorkersEnv({ DATABASE_URL: '', DATA_DIR: '.tmp/workers-test-never-created' }),
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'Keystone cannot start: WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database can be ' +
        'opened by one process only, so leave WEB_CONCURRENCY at 1 or set DATABASE_URL.\n',
    });
  }, 60_000);
});
