// The yardsticks of bench:api and bench:projects: each endpoint's requests per second as a share of a bare Fastify +
// node-postgres server (bench/bare-server.ts) that runs the statements captured from the real server answering that
// request (bench/statement-capture.ts) and answers the same bytes, checked before anything is measured. Two of them:
// the fair one also sends our headers and writes our log line (checked too), so its share measures our framework; the
// old one (issue 25's) sends neither. Rounds alternate (bare, fair, ours, …) and each figure is the median of the
// rounds; a bare hello world is measured in every round too, for scale.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { connections, measure, median, seconds, start, startChild, type Measured } from './autocannon-runs.ts';
import type { BareRoute, BareSpec } from './bare-server.ts';
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

export interface Compared {
  ours: Measured;
  bare: Measured;
  fair: Measured;
  /** Ours as a share of the old bare server, and of the fair one: medians of each round's ratio. */
  share: number;
  fairShare: number;
  /** The same shares by CPU per answer (the yardstick's CPU per answer over ours), medians of each round's ratio. */
  cpuShare: number;
  fairCpuShare: number;
}

const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));

/** Headers that differ between any two answers, or that Node and Fastify write for every server alike. */
const perAnswerHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'x-request-id',
]);

function ask<T>(child: ChildProcess, question: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', listener);
      resolve(message[key] as T);
    };
    child.on('message', listener);
    child.send(question);
  });
}

/** An answer as autocannon gets it: no compression asked for. */
async function plainAnswer(url: string, headers: Record<string, string>) {
  const answer = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

/** A log line with what changes from one request to the next (time, id, duration, process) left out. */
function comparableLine(line: string): string {
  const { time, requestId, responseTime, pid, hostname, ...rest } = JSON.parse(line) as Record<string, unknown>;
  for (const [name, value] of Object.entries({ time, requestId, responseTime, pid, hostname })) {
    if (value === undefined) throw new Error(`the log line has no ${name}: ${line}`);
  }
  return JSON.stringify(rest);
}

/** Captures, starts the bare servers, checks their bytes, headers and log lines, measures the rounds, prints. */
export async function compareWithBare(
  keystone: { child: ChildProcess; at: Listening },
  databaseUrl: string,
  endpoints: Endpoint[],
  poolSize = 10,
): Promise<Map<string, Compared>> {
  const headersOf = (endpoint: Endpoint) =>
    endpoint.signedIn ? { authorization: `Bearer ${keystone.at.token ?? ''}` } : ({} as Record<string, string>);
  const routes: BareRoute[] = [];
  for (const endpoint of endpoints) {
    const captured = await ask<Captured>(
      keystone.child,
      { capture: { path: endpoint.path, headers: headersOf(endpoint) } },
      'captured',
    );
    if (captured.status !== 200 || !captured.contentType.startsWith('application/json')) {
      throw new Error(`${endpoint.path} answered ${captured.status} ${captured.contentType}: nothing fair to compare`);
    }
    const ours = await plainAnswer(`${keystone.at.url}${endpoint.path}`, headersOf(endpoint));
    const constantHeaders = Object.fromEntries(
      Object.entries(ours.headers).filter(([name]) => !perAnswerHeaders.has(name)),
    );
    routes.push({ path: endpoint.path, statements: captured.statements, body: captured.body, constantHeaders });
  }
  const bareScript = path.join(import.meta.dirname, 'bare-server.ts');
  const bareSpec = (fair: boolean): BareSpec => ({ databaseUrl, poolSize, routes, fair });
  const bare = await startChild(bareScript, [], {}, bareSpec(false));
  const fair = await startChild(bareScript, [], {}, bareSpec(true));
  const hello = await start('hello');
  try {
    for (const [index, endpoint] of endpoints.entries()) {
      const route = routes[index];
      const ours = await plainAnswer(`${keystone.at.url}${endpoint.path}`, headersOf(endpoint));
      const oursLine = await ask<string>(keystone.child, { lastLogLine: true }, 'lastLogLine');
      for (const [name, server] of [
        ['bare', bare],
        ['fair bare', fair],
      ] as const) {
        const answer = await plainAnswer(`${server.at.url}${endpoint.path}`, headersOf(endpoint));
        if (answer.status !== 200 || answer.body !== route?.body) {
          throw new Error(
            `the ${name} server's answer to ${endpoint.path} differs from the real one's bytes:\n${answer.body}`,
          );
        }
        if (server !== fair) continue;
        const names = (headers: Record<string, string>) => Object.keys(headers).sort().join(', ');
        const values = (headers: Record<string, string>) =>
          JSON.stringify(
            Object.entries(headers)
              .filter(([header]) => !['date', 'x-request-id'].includes(header))
              .sort(),
          );
        if (names(answer.headers) !== names(ours.headers) || values(answer.headers) !== values(ours.headers)) {
          throw new Error(
            `the fair bare server's headers on ${endpoint.path} differ from ours:\n` +
              `${JSON.stringify(answer.headers)}\n${JSON.stringify(ours.headers)}`,
          );
        }
        const fairLine = await ask<string>(fair.child, { lastLogLine: true }, 'lastLogLine');
        if (comparableLine(fairLine) !== comparableLine(oursLine)) {
          throw new Error(`the fair bare server's log line differs from ours:\n${fairLine}${oursLine}`);
        }
      }
    }
    const runs = endpoints.map(() => ({ ours: [] as Measured[], bare: [] as Measured[], fair: [] as Measured[] }));
    const helloRates: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      helloRates.push((await measure(hello.at.url)).rate);
      for (const [index, endpoint] of endpoints.entries()) {
        const run = runs[index];
        if (!run) continue;
        run.bare.push(await measure(`${bare.at.url}${endpoint.path}`, headersOf(endpoint), bare.child.pid));
        run.fair.push(await measure(`${fair.at.url}${endpoint.path}`, headersOf(endpoint), fair.child.pid));
        run.ours.push(await measure(`${keystone.at.url}${endpoint.path}`, headersOf(endpoint), keystone.child.pid));
      }
    }
    const results = new Map<string, Compared>();
    const mid = (measured: Measured[]) => ({
      rate: median(measured.map((m) => m.rate)),
      p95: median(measured.map((m) => m.p95)),
      cpuPerRequest: median(measured.map((m) => m.cpuPerRequest)),
    });
    const shareOf = (ours: Measured[], yardstick: Measured[]) =>
      median(ours.map((m, i) => m.rate / (yardstick[i]?.rate ?? NaN)));
    const cpuShareOf = (ours: Measured[], yardstick: Measured[]) =>
      median(ours.map((m, i) => (yardstick[i]?.cpuPerRequest ?? NaN) / m.cpuPerRequest));
    const cell = (text: string, width: number) => text.padStart(width);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
    console.log(
      `\nautocannon -c ${connections} -d ${seconds}, ${rounds} alternating rounds (bare, fair bare, ours), medians; ` +
        `[n] statements per request as captured; fair = same headers and log line as ours`,
    );
    console.log(
      `  ${'endpoint'.padEnd(48)} ${cell('ours req/s', 10)} ${cell('fair req/s', 10)} ${cell('bare req/s', 10)} ` +
        `${cell('of fair', 7)} ${cell('of bare', 7)} ${cell('p95 ours', 9)} ${cell('p95 fair', 9)} ${cell('p95 bare', 9)}`,
    );
    console.log(`  ${'bare Fastify hello world (scale)'.padEnd(48)} ${cell(String(median(helloRates)), 10)}`);
    for (const [index, endpoint] of endpoints.entries()) {
      const run = runs[index];
      if (!run) continue;
      const compared = {
        ours: mid(run.ours),
        bare: mid(run.bare),
        fair: mid(run.fair),
        share: shareOf(run.ours, run.bare),
        fairShare: shareOf(run.ours, run.fair),
        cpuShare: cpuShareOf(run.ours, run.bare),
        fairCpuShare: cpuShareOf(run.ours, run.fair),
      };
      results.set(endpoint.path, compared);
      const statements = routes[index]?.statements.length ?? 0;
      console.log(
        `  ${`${endpoint.label} [${statements}]`.padEnd(48)} ${cell(String(compared.ours.rate), 10)} ` +
          `${cell(String(compared.fair.rate), 10)} ${cell(String(compared.bare.rate), 10)} ` +
          `${cell(percent(compared.fairShare), 7)} ${cell(percent(compared.share), 7)} ` +
          `${cell(ms(compared.ours.p95), 9)} ${cell(ms(compared.fair.p95), 9)} ${cell(ms(compared.bare.p95), 9)}`,
      );
    }
    console.log(
      `\n  CPU of each server process per answer (ms, medians), and the share it implies: the yardstick's CPU per ` +
        `answer over ours, which the load others put on the machine moves far less than requests per second`,
    );
    console.log(
      `  ${'endpoint'.padEnd(48)} ${cell('ours', 10)} ${cell('fair', 10)} ${cell('bare', 10)} ` +
        `${cell('of fair', 7)} ${cell('of bare', 7)}`,
    );
    for (const endpoint of endpoints) {
      const compared = results.get(endpoint.path);
      if (!compared) continue;
      const cpu = (value: number) => cell(value.toFixed(3), 10);
      console.log(
        `  ${endpoint.label.padEnd(48)} ${cpu(compared.ours.cpuPerRequest)} ${cpu(compared.fair.cpuPerRequest)} ` +
          `${cpu(compared.bare.cpuPerRequest)} ${cell(percent(compared.fairCpuShare), 7)} ` +
          `${cell(percent(compared.cpuShare), 7)}`,
      );
    }
    return results;
  } finally {
    bare.child.kill();
    fair.child.kill();
    hello.child.kill();
  }
}
