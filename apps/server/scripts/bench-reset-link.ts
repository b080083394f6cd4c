// `pnpm bench:reset-link`: how long the reset link's answer (POST /api/auth/send-restore-password-link) takes for an
// address with an account and for one without, side by side, on PGlite and, when one answers on 127.0.0.1:5432, on
// PostgreSQL (a database of its own, dropped afterwards). The answer must not tell them apart (seed 000 §4): its
// test (`passwords/restore-link-same-work.test.ts`) proves the same statements run for both; this prints the time.
// Each round times BENCH_TRIES answers of each kind, paired in random order so that a busy moment of the machine hits
// both alike, each followed by the outbox mailing its link outside the timed answer. Prints each round's medians and
// the gap; before the outbox, the tell was 6 to 10 ms, two to three times the whole answer.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { insertTestUser } from '../src/testing/builders/users.ts';
import { median, postgresDatabase } from './bench/autocannon-runs.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const tries = Number(process.env.BENCH_TRIES ?? 200);
/** Untimed answers first, so that neither kind pays for the first calls' compiling and caching. */
const warmUps = 20;

const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Each pair in a random order: neither kind always goes first. */
function pairedInRandomOrder<T>(first: T[], second: T[]): T[] {
  return first.flatMap((item, index) => {
    const other = second[index] as T;
    return Math.random() < 0.5 ? [item, other] : [other, item];
  });
}

async function bench(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    PORT: '0',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'keystone-bench-reset-link-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    SECOND_FACTOR_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config.database);
  await migrate(database);
  const app = await buildApp(config, database, { logStream: discard });
  try {
    await app.ready();
    const perRound = tries + warmUps;
    const existing: string[] = [];
    for (let index = 0; index < rounds * perRound; index += 1) {
      existing.push(
        (await insertTestUser(database.db, { email: `bench.${index}@example.co.uk`, cheapPasswordHash: true })).email,
      );
    }
    console.log(`${engine}: ${rounds} rounds of ${tries} answers of each kind (after ${warmUps} untimed)`);
    for (let round = 0; round < rounds; round += 1) {
      const offset = round * perRound;
      const requests = pairedInRandomOrder(
        existing.slice(offset, offset + perRound).map((email) => ({ email, known: true })),
        Array.from({ length: perRound }, (_, index) => ({
          email: `nobody.${offset + index}@example.co.uk`,
          known: false,
        })),
      );
      const times = { known: [] as number[], unknown: [] as number[] };
      for (const [index, { email, known }] of requests.entries()) {
        const address = offset * 2 + index;
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/auth/send-restore-password-link?email=${encodeURIComponent(email)}`,
          remoteAddress: `10.${Math.floor(address / 250)}.${address % 250}.1`,
        });
        const took = performance.now() - started;
        if (response.statusCode !== 204) throw new Error(`answered ${response.statusCode}: ${response.body}`);
        if (index >= 2 * warmUps) (known ? times.known : times.unknown).push(took);
        // The link is looked up and mailed after the answer: that work finishes outside the next answer's time.
        await app.mailOutbox.settled();
      }
      const known = median(times.known);
      const unknown = median(times.unknown);
      console.log(
        `  round ${round + 1}: median ${ms(known)} with an account, ${ms(unknown)} without; gap ${ms(Math.abs(known - unknown))}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await bench('pglite');
const postgres = await postgresDatabase('bench_reset_link');
if (postgres) {
  try {
    await bench('postgres', postgres.url);
  } finally {
    await postgres.drop();
  }
} else console.log('postgres: nothing answers on 127.0.0.1:5432, skipped');
