// bench:projects' worker line: the real entry point (src/main.ts, as `pnpm start:source` runs it) with
// WEB_CONCURRENCY=1 and =2 side by side on the bench's database, measured in alternating rounds on one endpoint.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../src/testing/server-process.ts';
import { measure, median, type Measured } from './autocannon-runs.ts';
import { benchJwtSecret } from './jwt-secret.ts';

const mainScript = path.join(import.meta.dirname, '../../src/main.ts');
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));

async function startWorkers(count: number, databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: benchJwtSecret,
      SECOND_FACTOR_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
      WEB_CONCURRENCY: String(count),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Keystone is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`WEB_CONCURRENCY=${count}: the server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Requests per second of `path` with each number of worker processes, medians of alternating rounds. */
export async function benchWorkers(databaseUrl: string, path: string, token: string, counts: number[]) {
  const servers = [];
  for (const count of counts) servers.push(await startWorkers(count, databaseUrl));
  try {
    const headers = { authorization: `Bearer ${token}` };
    const runs = counts.map(() => [] as Measured[]);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, server] of servers.entries())
        runs[index]?.push(await measure(`${server.url}${path}`, headers));
    }
    const base = median((runs[0] ?? []).map((run) => run.rate));
    console.log(`\nGET ${path} by worker processes (WEB_CONCURRENCY; BENCH_WORKERS=${counts.join(',')}), medians`);
    for (const [index, count] of counts.entries()) {
      const rate = median((runs[index] ?? []).map((run) => run.rate));
      const p95 = median((runs[index] ?? []).map((run) => run.p95));
      console.log(
        `  ${`${count} worker${count === 1 ? '' : 's'}`.padEnd(12)} ${String(rate).padStart(7)} req/s  ` +
          `${`${((100 * rate) / base).toFixed(0)}%`.padStart(5)} of ${counts[0]}  p95 ${p95.toFixed(1)} ms`,
      );
    }
  } finally {
    // Closed before the bench drops the database under them.
    await Promise.all(
      servers.map(({ child }) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
    );
  }
}
