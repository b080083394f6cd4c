// `pnpm bench:auto-invest`: how long a project's allocation among 10,000 auto-investors takes (issue 38: within
// 60 s), and what it does meanwhile to the manual pledge's finish (its p95 unaffected), on PostgreSQL (a database of
// its own on 127.0.0.1:5432, dropped afterwards). BENCH_INVESTORS investors with ACTIVE authorities and money in the
// e-wallet each ask £1,000 of a project whose share (half of a target of £1,000 per investor) they more than fill,
// so each is given £500: the admin opens the project through the API, and the round is timed from its opening to
// FINISHED, planning and allocating apart (the round's own dates). Meanwhile one investor after another starts,
// signs and finishes a manual pledge to another project through the HTTP API as bench-pledge does (only the finish
// is timed); rounds alternate: the same stream with no allocation running (baseline), then with the allocation, and
// so on, BENCH_ROUNDS times each. Prints each round and the medians, and the ratios of the manual p50/p95.
// BENCH_PROFILE=1 also prints the statements that took the allocation's time (summed by statement text), and
// BENCH_MANUAL=0 leaves the manual stream out of the allocation rounds (to profile the allocation alone).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { capturingSms, pledgeCalls } from '../src/pledges/pledge.test-support.ts';
import { insertAutoInvestors } from '../src/testing/builders/auto-investors.ts';
import { insertTestProject } from '../src/testing/builders/projects.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor } from '../src/testing/builders/users.ts';
import type { TestApp } from '../src/testing/test-app.ts';
import { manualPaymentProvider } from '../src/wallet/wallet.test-support.ts';
import {
  allocationCounts,
  projectInputOf,
  projectRow,
  roundOf,
} from '../src/auto-invest/allocation/allocation-proof.test-support.ts';
import { percentile, withProductionApp } from './bench/production-app.ts';

const investors = Number(process.env.BENCH_INVESTORS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const baselineFinishes = Number(process.env.BENCH_FINISHES ?? 30);
const profile = process.env.BENCH_PROFILE === '1';
// BENCH_MANUAL=0: no manual stream during the allocation (a profile of the allocation's own statements).
const manualStream = process.env.BENCH_MANUAL !== '0';
const goalSeconds = 60;
const pound = 100;
const askPence = 1_000 * pound;

// The statements' time by text, while `profiling` is on (BENCH_PROFILE=1).
const statementTimes = new Map<string, { count: number; ms: number }>();
let profiling = false;
if (profile) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const answer = query.apply(this, args);
    if (!profiling || !(answer instanceof Promise)) return answer;
    const first = args[0] as string | { text: string };
    const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 160);
    const began = performance.now();
    const done = () => {
      const entry = statementTimes.get(text) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - began;
      statementTimes.set(text, entry);
    };
    answer.then(done, done);
    return answer;
  } as typeof pg.Client.prototype.query;
}

const sms = capturingSms();
// The manual pay-ins wait for a bank transfer that never comes: nothing settles in the background while timed.
const payments = manualPaymentProvider();
await withProductionApp(
  'auto_invest',
  { logLevel: 'warn', providers: { sms, payments } },
  async ({ server: app, config, database }) => {
    const server = { app, config, database, logs: [], close: async () => {} } satisfies TestApp;
    const calls = pledgeCalls(() => server, sms);
    const db = database.db;

    const began = performance.now();
    await insertAutoInvestors(db, {
      count: investors,
      // Enough for every round's £500, and their ask is their amount per project (£1,000), not their money.
      walletPence: (rounds + 1) * askPence,
      rules: {
        amountPerProjectPence: askPence,
        totalInvestedPence: 1_000_000 * pound,
        minRatePercent: 5,
        maxTermMonths: 24,
        takesShortTerm: true,
        takesLongTerm: false,
        investStrategy: 'DEBT',
      },
    });
    await sql`VACUUM ANALYZE`.execute(db);
    console.log(`${investors} auto-investors loaded in ${seconds(performance.now() - began)}`);

    const admin = await insertTestUser(db, { role: 'ADMIN' });
    const adminHeaders = bearer(await tokenFor(config.jwtSecret, admin));
    const manualProjectId = await insertTestProject(db, { short_funding_target_pence: 2_000_000_000 });

    /** One investor's manual pledge started and its code sent, then finished: the finish's milliseconds. */
    async function timedFinish(): Promise<number> {
      const investor = await insertInvestor(db);
      const started = await calls.start(investor, { projectId: manualProjectId, shortAmountPence: 300_000 });
      if (started.statusCode !== 201) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
      const { pledgeId } = started.json<{ pledgeId: number }>();
      const sent = await calls.sendSms(investor, pledgeId);
      if (sent.statusCode !== 204) throw new Error(`send-sms answered ${sent.statusCode}: ${sent.body}`);
      const smsCode = await calls.codeSentTo(investor);
      const start = performance.now();
      const finished = await calls.finish(investor, pledgeId, { smsCode, source: 'BANK_TRANSFER' });
      const elapsed = performance.now() - start;
      if (finished.statusCode !== 200) throw new Error(`finish answered ${finished.statusCode}: ${finished.body}`);
      return elapsed;
    }

    /** A project the investors more than fill, opened by the admin: its round timed until FINISHED. */
    async function allocationRound() {
      const projectId = await insertTestProject(db, {
        status: 'COMING_SOON',
        short_funding_target_pence: investors * askPence,
        short_funding_minimum_pence: 100 * pound,
        auto_invest_share_percent: 50,
      });
      const opening = projectInputOf(await projectRow(db, projectId), 'AVAILABLE_TO_PLEDGE');
      profiling = profile;
      const opened = await app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}`,
        headers: adminHeaders,
        payload: opening,
      });
      if (opened.statusCode !== 200) throw new Error(`opening answered ${opened.statusCode}: ${opened.body}`);
      const openedAt = performance.now();
      if (!(await roundOf(db, projectId))) throw new Error('opening the project started no auto-invest round');
      let finished = false;
      // Read every 50 ms; each minute, how far it has come (a slow round still says its pace).
      const watch = (async () => {
        const deadline = openedAt + 60 * 60_000;
        let told = openedAt;
        while (performance.now() < deadline) {
          if ((await roundOf(db, projectId))?.status === 'FINISHED') break;
          if (performance.now() - told >= 60_000) {
            told = performance.now();
            const counts = await allocationCounts(db, projectId);
            const decided = counts.allocated + counts.skipped;
            console.log(
              `  ${seconds(told - openedAt)}: ${decided} decided, ${counts.planned} planned ` +
                `(${Math.round(decided / ((told - openedAt) / 1000))} a second so far)`,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        finished = true;
      })();
      const finishes: number[] = [];
      while (!finished && manualStream) finishes.push(await timedFinish());
      await watch;
      profiling = false;
      const wallMs = performance.now() - openedAt;
      const round = await roundOf(db, projectId);
      if (round?.status !== 'FINISHED' || !round.planned_at || !round.finished_at)
        throw new Error(`the round did not finish: ${JSON.stringify(round)}`);
      const counts = await allocationCounts(db, projectId);
      const planningMs = +round.planned_at - +round.started_at;
      const allocatingMs = +round.finished_at - +round.planned_at;
      return {
        planningMs,
        allocatingMs,
        wholeMs: +round.finished_at - +round.started_at,
        wallMs,
        perSecond: counts.allocated / (allocatingMs / 1000),
        counts,
        finishes,
      };
    }

    // The first finishes after start-up warm the server up: not counted.
    for (let index = 0; index < 3; index++) await timedFinish();
    const baselines: { p50: number; p95: number }[] = [];
    const allocations: (Awaited<ReturnType<typeof allocationRound>> & { p50: number; p95: number })[] = [];
    for (let round = 1; round <= rounds; round++) {
      const times: number[] = [];
      for (let index = 0; index < baselineFinishes; index++) times.push(await timedFinish());
      const baseline = { p50: percentile(times, 50), p95: percentile(times, 95) };
      baselines.push(baseline);
      console.log(
        `round ${round}, baseline:        manual finish p50 ${ms(baseline.p50)}  p95 ${ms(baseline.p95)}  ` +
          `(${times.length} finishes)`,
      );
      const allocation = await allocationRound();
      const timed = {
        ...allocation,
        p50: percentile(allocation.finishes, 50),
        p95: percentile(allocation.finishes, 95),
      };
      allocations.push(timed);
      console.log(
        `round ${round}, with allocation: manual finish p50 ${ms(timed.p50)}  p95 ${ms(timed.p95)}  ` +
          `(${timed.finishes.length} finishes); planning ${seconds(timed.planningMs)}, allocating ` +
          `${seconds(timed.allocatingMs)} (${Math.round(timed.perSecond)} allocations/s), opening to FINISHED ` +
          `${seconds(timed.wholeMs)}; ${timed.counts.allocated} allocated, ${timed.counts.skipped} skipped`,
      );
    }

    const median = (values: number[]) => percentile(values, 50);
    const planning = median(allocations.map((round) => round.planningMs));
    const allocating = median(allocations.map((round) => round.allocatingMs));
    const whole = median(allocations.map((round) => round.wholeMs));
    const perSecond = median(allocations.map((round) => round.perSecond));
    const p50Without = median(baselines.map((round) => round.p50));
    const p95Without = median(baselines.map((round) => round.p95));
    const p50With = median(allocations.map((round) => round.p50));
    const p95With = median(allocations.map((round) => round.p95));
    console.log(`\nAllocation among ${investors} auto-investors, PostgreSQL, median of ${rounds} rounds:`);
    console.log(`  planning         ${seconds(planning)}`);
    console.log(`  allocating       ${seconds(allocating)}  (${Math.round(perSecond)} allocations per second)`);
    console.log(`  opening→FINISHED ${seconds(whole)}`);
    console.log(
      `  manual finish p50 ${ms(p50Without)} without, ${ms(p50With)} during the allocation (×${ratio(p50With, p50Without)})`,
    );
    console.log(
      `  manual finish p95 ${ms(p95Without)} without, ${ms(p95With)} during the allocation (×${ratio(p95With, p95Without)})`,
    );
    console.log(
      `goal: the whole allocation within ${goalSeconds} s: ${whole / 1000 <= goalSeconds ? 'met' : 'missed'}`,
    );
    if (profile) {
      const total = [...statementTimes.values()].reduce((sum, entry) => sum + entry.ms, 0);
      console.log(`\nStatements during the allocation rounds (${seconds(total)} in all, summed over connections):`);
      for (const [text, entry] of [...statementTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
        console.log(
          `  ${seconds(entry.ms)}  ${String(entry.count).padStart(7)}×  ${(entry.ms / entry.count).toFixed(2)} ms  ${text}`,
        );
      }
    }
  },
);

function ms(value: number): string {
  return `${value.toFixed(1).padStart(7)} ms`;
}

function seconds(value: number): string {
  return `${(value / 1000).toFixed(2).padStart(6)} s`;
}

function ratio(a: number, b: number): string {
  return (a / b).toFixed(2);
}
