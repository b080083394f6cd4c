// The fair yardstick of bench:api and bench:projects: each endpoint's requests per second as a share of a bare
// Fastify + node-postgres server (bench/bare-server.ts) that runs the statements captured from the real server
// answering that request (bench/statement-capture.ts) and answers the same bytes, checked before anything is
// measured. Rounds alternate (bare, ours, bare, ours…) and each figure is the median of the rounds; a bare hello
// world is measured in every round too, for scale.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { connections, measure, median, seconds, start, startChild, type Measured } from './autocannon-runs.ts';
import type { BareRoute } from './bare-server.ts';
import type { CapturedStatement } from './statement-capture.ts';
import type { Listening } from './serve.ts';

export interface Endpoint {
  label: string;
  /** Path and query, as requested. */
  path: string;
  signedIn: boolean;
}

interface Captured {
  status: number;
  contentType: string;
  body: string;
  statements: CapturedStatement[];
}

const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));

function captureFrom(keystone: ChildProcess, path: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve) => {
    const listener = (message: { captured?: Captured }) => {
      if (!message.captured) return;
      keystone.off('message', listener);
      resolve(message.captured);
    };
    keystone.on('message', listener);
    keystone.send({ capture: { path, headers } });
  });
}

/** Captures, starts the bare server, checks its bytes, measures the rounds and prints the table. */
export async function compareWithBare(
  keystone: { child: ChildProcess; at: Listening },
  databaseUrl: string,
  endpoints: Endpoint[],
  poolSize = 10,
): Promise<Map<string, { ours: Measured; bare: Measured; share: number }>> {
  const headersOf = (endpoint: Endpoint) =>
    endpoint.signedIn ? { authorization: `Bearer ${keystone.at.token ?? ''}` } : ({} as Record<string, string>);
  const routes: BareRoute[] = [];
  for (const endpoint of endpoints) {
    const captured = await captureFrom(keystone.child, endpoint.path, headersOf(endpoint));
    if (captured.status !== 200 || !captured.contentType.startsWith('application/json')) {
      throw new Error(`${endpoint.path} answered ${captured.status} ${captured.contentType}: nothing fair to compare`);
    }
    routes.push({ path: endpoint.path, statements: captured.statements, body: captured.body });
  }
  const bare = await startChild(
    path.join(import.meta.dirname, 'bare-server.ts'),
    [],
    {},
    {
      databaseUrl,
      poolSize,
      routes,
    },
  );
  const hello = await start('hello');
  try {
    for (const [index, endpoint] of endpoints.entries()) {
      const answer = await fetch(`${bare.at.url}${endpoint.path}`, { headers: headersOf(endpoint) });
      const body = await answer.text();
      if (answer.status !== 200 || body !== routes[index]?.body) {
        throw new Error(`the bare server's answer to ${endpoint.path} differs from the real one's bytes:\n${body}`);
      }
    }
    const runs = endpoints.map(() => ({ ours: [] as Measured[], bare: [] as Measured[] }));
    const helloRates: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      helloRates.push((await measure(hello.at.url)).rate);
      for (const [index, endpoint] of endpoints.entries()) {
        const run = runs[index];
        if (!run) continue;
        run.bare.push(await measure(`${bare.at.url}${endpoint.path}`, headersOf(endpoint)));
        run.ours.push(await measure(`${keystone.at.url}${endpoint.path}`, headersOf(endpoint)));
      }
    }
    const results = new Map<string, { ours: Measured; bare: Measured; share: number }>();
    const mid = (measured: Measured[]) => ({
      rate: median(measured.map((m) => m.rate)),
      p95: median(measured.map((m) => m.p95)),
    });
    console.log(
      `\nautocannon -c ${connections} -d ${seconds}, ${rounds} alternating rounds (bare, ours), medians; ` +
        `statements per request as captured`,
    );
    console.log(
      `  ${'endpoint'.padEnd(48)} ${'ours req/s'.padStart(10)} ${'bare req/s'.padStart(10)} ${'share'.padStart(7)}` +
        ` ${'p95 ours'.padStart(9)} ${'p95 bare'.padStart(9)}`,
    );
    console.log(`  ${'bare Fastify hello world (scale)'.padEnd(48)} ${String(median(helloRates)).padStart(10)}`);
    for (const [index, endpoint] of endpoints.entries()) {
      const run = runs[index];
      if (!run) continue;
      const ours = mid(run.ours);
      const bareFigures = mid(run.bare);
      const share = median(run.ours.map((m, i) => m.rate / (run.bare[i]?.rate ?? NaN)));
      results.set(endpoint.path, { ours, bare: bareFigures, share });
      const statements = routes[index]?.statements.length ?? 0;
      console.log(
        `  ${`${endpoint.label} [${statements}]`.padEnd(48)} ${String(ours.rate).padStart(10)} ` +
          `${String(bareFigures.rate).padStart(10)} ${`${(100 * share).toFixed(1)}%`.padStart(7)} ` +
          `${`${ours.p95.toFixed(1)} ms`.padStart(9)} ${`${bareFigures.p95.toFixed(1)} ms`.padStart(9)}`,
      );
    }
    return results;
  } finally {
    bare.child.kill();
    hello.child.kill();
  }
}
