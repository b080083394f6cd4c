import type { ProjectWalletOperation } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, freePort, startServerProcess } from '../testing/server-process.ts';
import { isaBalancePence, projectWalletBalancePence, walletBalancePence } from '../ledger/queries.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { fundIsaForTest } from '../testing/builders/isa.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, insertInvestor } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from '../wallet/wallet.test-support.ts';
import { projectPaymentInvariants, projectPaymentsSound } from './project-payments.test-support.ts';

const jwtSecret = 'payout-crash-test-secret-long-enough-for-hs256-0123456789';
const investors = 160;
const killAfterPaid = 30;

/** The real server on the test's PostgreSQL database. */
const startServer = (databaseUrl: string, port: number) =>
  startServerProcess(port, { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PAYMENTS_SANDBOX_DELAY_MS: '100' });

// Two admins press 'Make payments' at once and the server is killed halfway: only PostgreSQL runs the server as
// another process on a shared database.
describe.runIf(testEngines.includes('postgres'))("'Make payments' from two sessions and a crash (postgres)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('pays every investor exactly once, never overdraws the project wallet, and the ledger sums to zero', async () => {
    const { db, url } = database;
    if (url === undefined) throw new Error('no database url');
    const port = await freePort();
    const started = performance.now();
    const projectId = await insertTestProject(db, {
      status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
      short_start_date: '2026-01-01',
      short_end_date: '2026-07-01',
      short_debt_expected_rate: 7.25,
    });
    const investorIds: number[] = [];
    for (let index = 0; index < investors; index += 1) {
      const amountPence = 10_000 + index * 137;
      const investor = await insertInvestor(db, { walletPence: amountPence });
      // Every fourth investor paid from their ISA (issue 35), so paid back into it.
      const fromIsa = index % 4 === 0;
      if (fromIsa) await fundIsaForTest(db, investor.id, amountPence);
      await investFromWallet(db, {
        userId: investor.id,
        projectId,
        term: 'SHORT',
        strategy: 'DEBT',
        amountPence,
        at: new Date(Date.UTC(2026, 0, 1 + (index % 150), 12)),
        source: fromIsa ? 'ISA' : 'E_WALLET',
      });
      investorIds.push(investor.id);
    }
    const admins = [await insertTestUser(db, { role: 'ADMIN' }), await insertTestUser(db, { role: 'ADMIN' })];
    const tokens = await Promise.all(admins.map((admin) => tokenFor(new TextEncoder().encode(jwtSecret), admin)));
    const api = (token: string, route: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${port}/api${route}`, {
        method: 'POST',
        headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const paidRows = async () =>
      (
        await db
          .selectFrom('project_payments')
          .select('id')
          .where('project_id', '=', projectId)
          .where('status', '=', 'SUCCEEDED')
          .execute()
      ).length;
    const setupMs = performance.now() - started;

    const first = await startServer(url, port);
    const [admin, otherAdmin] = tokens as [string, string];
    expect((await api(admin, `/projects/${projectId}/payments/recalculate`)).status).toBe(204);
    const rows = await db
      .selectFrom('project_payments')
      .select(['user_id', 'total_pence', 'principal_pence'])
      .where('project_id', '=', projectId)
      .execute();
    expect(rows).toHaveLength(investors);
    const duePence = rows.reduce((sum, row) => sum + (row.total_pence ?? 0), 0);
    const principalPence = rows.reduce((sum, row) => sum + row.principal_pence, 0);
    // The developer pays back the profit plus a margin (the sandbox fails pounds ending in 13: avoid them).
    let fundPence = duePence - principalPence + 1_000;
    if (Math.floor(fundPence / 100) % 100 === 13) fundPence += 100;
    const funded = await api(admin, `/projects/${projectId}/wallet/fund`, { term: 'SHORT', amountPence: fundPence });
    expect(funded.status).toBe(202);
    const operationId = ((await funded.json()) as ProjectWalletOperation).id;
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('payment_provider_operations')
              .select('status')
              .where('id', '=', operationId)
              .executeTakeFirstOrThrow()
          ).status,
        { interval: 50 },
      )
      .toBe('SUCCEEDED');

    // Both admins press at once; the server is killed once some rows are paid.
    let lowestWalletPence = Number.POSITIVE_INFINITY;
    const pressedAt = performance.now();
    const presses = [admin, otherAdmin].map((token) =>
      api(token, `/projects/${projectId}/payments/make`).then(
        (response) => response.status,
        () => 'cut off' as const,
      ),
    );
    let paidAtKill: number;
    while (first.exitCode === null && first.signalCode === null) {
      lowestWalletPence = Math.min(
        lowestWalletPence,
        await projectWalletBalancePence(db, projectId, 'PROJECT_SHORT_WALLET'),
      );
      paidAtKill = await paidRows();
      if (paidAtKill >= killAfterPaid) {
        first.kill('SIGKILL');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const killedAfterMs = performance.now() - pressedAt;
    await exited(first);
    expect(await Promise.all(presses)).toEqual(['cut off', 'cut off']);
    paidAtKill = await paidRows();
    expect(paidAtKill).toBeGreaterThanOrEqual(killAfterPaid);
    expect(paidAtKill).toBeLessThan(investors);
    expect(await projectPaymentInvariants(db)).toEqual(projectPaymentsSound);

    const second = await startServer(url, port);
    const restartedAt = performance.now();
    try {
      const again = await Promise.all(
        [admin, otherAdmin].map((token) => api(token, `/projects/${projectId}/payments/make`)),
      );
      expect(again.map((response) => response.status)).toEqual([204, 204]);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    const finishedMs = performance.now() - restartedAt;

    expect(await paidRows()).toBe(investors);
    for (const [index, userId] of investorIds.entries()) {
      const row = rows.find((candidate) => candidate.user_id === userId);
      const paidInto = index % 4 === 0 ? await isaBalancePence(db, userId) : await walletBalancePence(db, userId);
      expect(paidInto, `investor ${index}`).toBe(row?.total_pence);
      if (index % 4 === 0) expect(await walletBalancePence(db, userId), `investor ${index}'s e-wallet`).toBe(0);
    }
    const walletAfter = await projectWalletBalancePence(db, projectId, 'PROJECT_SHORT_WALLET');
    expect(walletAfter).toBe(principalPence + fundPence - duePence);
    expect(Math.min(lowestWalletPence, walletAfter)).toBeGreaterThanOrEqual(0);
    expect(await projectPaymentInvariants(db)).toEqual(projectPaymentsSound);
    expect(await ledgerInvariants(db)).toEqual(sound);
    const project = await db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project.status).toBe('COMPLETE');
    console.info(
      `payout crash: ${investors} investors set up in ${Math.round(setupMs)} ms; two sessions pressed at once, ` +
        `killed after ${paidAtKill} rows paid (${Math.round(killedAfterMs)} ms); after the restart two presses paid ` +
        `the other ${investors - paidAtKill} in ${Math.round(finishedMs)} ms; lowest project wallet seen ` +
        `${lowestWalletPence}p, at the end ${walletAfter}p; whole test ${Math.round(performance.now() - started)} ms`,
    );
  }, 300_000);
});
