import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pledgeInvariants, pledgesSound } from '../../pledges/pledge.test-support.ts';
import { insertAutoInvestors } from '../../testing/builders/auto-investors.ts';
import { insertTestProject } from '../../testing/builders/projects.ts';
import { bearer, insertTestUser, tokenFor } from '../../testing/builders/users.ts';
import { exited, freePort, startServerProcess } from '../../testing/server-process.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database.ts';
import {
  allocationCounts,
  allocationsAllSound,
  allocationsSound,
  pollUntil,
  projectInputOf,
  projectRow,
  roundOf,
} from './allocation-proof.test-support.ts';

const jwtSecret = 'allocation-crash-test-secret-long-enough-for-hs256-012345678';
const pound = 100;
// 300 auto-investors ask £1,000 each of a £200,000 pool (half of a £400,000 project): each is given £666 or £667.
const autoInvestors = 300;
const targetPence = 400_000 * pound;
const sharePercent = 50;
const poolPence = (targetPence * sharePercent) / 100;

const startServer = (databaseUrl: string, port: number) =>
  startServerProcess(port, { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret });

// A kill -9 in the middle of the allocation: only PostgreSQL runs the server as another process on a shared database.
describe.runIf(testEngines.includes('postgres'))('a server killed while the allocation runs (postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('allocates every investor exactly once and whole after a restart, and releases the reserve', async () => {
    const { db, url } = database;
    if (url === undefined) throw new Error('no database url');
    const started = performance.now();
    const port = await freePort();
    const investors = await insertAutoInvestors(db, {
      count: autoInvestors,
      walletPence: 5_000 * pound,
      rules: {
        amountPerProjectPence: 1_000 * pound,
        totalInvestedPence: 100_000 * pound,
        minRatePercent: 5,
        maxTermMonths: 24,
        takesShortTerm: true,
        takesLongTerm: false,
        investStrategy: 'DEBT',
      },
    });
    const projectId = await insertTestProject(db, {
      status: 'COMING_SOON',
      short_funding_target_pence: targetPence,
      short_funding_minimum_pence: 100 * pound,
      auto_invest_share_percent: sharePercent,
    });
    const admin = await insertTestUser(db, { role: 'ADMIN' });
    const token = await tokenFor(new TextEncoder().encode(jwtSecret), admin);

    const first = await startServer(url, port);
    let killedAt: Awaited<ReturnType<typeof allocationCounts>>;
    try {
      const opened = await fetch(`http://127.0.0.1:${port}/api/projects/${projectId}`, {
        method: 'PUT',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(projectInputOf(await projectRow(db, projectId), 'AVAILABLE_TO_PLEDGE')),
      });
      expect(opened.status, await opened.text()).toBe(200);
      // Mid-way: a tenth of the allocations made and the rest still to make (the event, read from the database).
      killedAt = await pollUntil(
        () => allocationCounts(db, projectId),
        (counts) => {
          if (counts.allocated + counts.skipped > 0 && counts.planned === 0)
            throw new Error(`the allocation ended before the test could kill it mid-way: ${JSON.stringify(counts)}`);
          return counts.allocated >= 30 && counts.planned > 0;
        },
        { intervalMs: 5, timeoutMs: 120_000, what: 'the allocation mid-way' },
      );
      first.kill('SIGKILL');
    } finally {
      if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
      await exited(first);
    }
    expect(first.signalCode).toBe('SIGKILL');
    const atKill = await allocationCounts(db, projectId);
    const roundAtKill = await roundOf(db, projectId);
    expect(roundAtKill?.status).toBe('ALLOCATING');
    expect(atKill.planned).toBeGreaterThan(0);
    // Nothing half-written at the kill: each ALLOCATED row whole, each PLANNED row with nothing behind it.
    expect(await allocationsSound(db, projectId)).toEqual(allocationsAllSound);
    expect(await pledgeInvariants(db)).toEqual(pledgesSound);
    const projectAtKill = await projectRow(db, projectId);
    expect(Number(projectAtKill.short_funded_pence) + Number(projectAtKill.auto_invest_reserved_short_pence)).toBe(
      poolPence,
    );

    const restartedAt = performance.now();
    const second = await startServer(url, port);
    try {
      await pollUntil(
        () => roundOf(db, projectId),
        (round) => round?.status === 'FINISHED',
        { intervalMs: 50, timeoutMs: 180_000, what: 'the round FINISHED after the restart' },
      );
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }

    // Every investor allocated exactly once, whole, money moved once each, and the reserve released.
    expect(await allocationCounts(db, projectId)).toEqual({ planned: 0, allocated: autoInvestors, skipped: 0 });
    expect(await allocationsSound(db, projectId)).toEqual(allocationsAllSound);
    const pledges = await db
      .selectFrom('pledges')
      .select(['auto_invest_authority_id'])
      .where('project_id', '=', projectId)
      .execute();
    expect(pledges.map((row) => row.auto_invest_authority_id).sort((a, b) => a! - b!)).toEqual(
      investors.map((investor) => investor.authorityId),
    );
    const planned = await db
      .selectFrom('auto_invest_allocations')
      .select((eb) => eb.fn.sum<string>('planned_short_pence').as('total'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(planned.total)).toBe(poolPence);
    const after = await projectRow(db, projectId);
    expect(Number(after.short_funded_pence)).toBe(poolPence);
    expect(Number(after.auto_invest_reserved_short_pence)).toBe(0);
    expect(Number(after.auto_invest_reserved_long_pence)).toBe(0);
    expect(await pledgeInvariants(db)).toEqual(pledgesSound);
    console.info(
      `allocation crash: ${autoInvestors} auto-investors; killed with ${killedAt!.allocated} allocated and ` +
        `${killedAt!.planned} planned (${atKill.allocated} allocated once the process was gone); the restarted server ` +
        `finished the round in ${Math.round(performance.now() - restartedAt)} ms; whole test ` +
        `${Math.round(performance.now() - started)} ms`,
    );
  }, 400_000);
});
