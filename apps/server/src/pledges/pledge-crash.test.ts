import type { PledgeFinishResponse, PledgeSource } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, freePort, startServerProcess } from '../testing/server-process.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { bearer, tokenFor, type TestUser, insertInvestor } from '../testing/builders/users.ts';
import { pledgeInvariants, pledgesSound, signaturePng } from './pledge.test-support.ts';

const jwtSecret = 'pledge-crash-test-secret-long-enough-for-hs256-0123456789';
const investors = 40;
const inFlight = 8;
const killAfterAcknowledged = 12;
const amountPence = 100_000;

/** The real server on the test's PostgreSQL database. */
const startServer = (databaseUrl: string, port: number) =>
  startServerProcess(port, { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PAYMENTS_SANDBOX_DELAY_MS: '200' });

interface Signer {
  user: TestUser;
  token: string;
  pledgeId: number;
  code: string;
  source: PledgeSource;
}

// A kill -9 in the middle of finishes: only PostgreSQL runs the server as another process on a shared database.
describe.runIf(testEngines.includes('postgres'))('a server killed while pledges finish (postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('leaves every finish whole or absent, answers acknowledged ones again, and settles the transfers', async () => {
    const { db, url } = database;
    if (url === undefined) throw new Error('no database url');
    const port = await freePort();
    const api = (signer: Pick<Signer, 'token'>, method: string, route: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${port}/api${route}`, {
        method,
        headers: { ...bearer(signer.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const finish = (signer: Signer) =>
      api(signer, 'PUT', `/pledges/${signer.pledgeId}`, {
        source: signer.source,
        signatureBase64: signaturePng,
        smsCode: signer.code,
      });

    const started = performance.now();
    const projectId = await insertTestProject(db, {
      short_funding_target_pence: investors * amountPence,
      short_funding_minimum_pence: amountPence,
    });
    const first = await startServer(url, port);
    const signers: Signer[] = [];
    for (let index = 0; index < investors; index += 1) {
      const source: PledgeSource = index % 2 === 0 ? 'E_WALLET' : 'BANK_TRANSFER';
      const user = await insertInvestor(db, { walletPence: source === 'E_WALLET' ? amountPence : 0 });
      const token = await tokenFor(new TextEncoder().encode(jwtSecret), user);
      const start = await api({ token }, 'POST', '/pledges', {
        projectId,
        investStrategy: 'DEBT',
        shortAmountPence: amountPence,
        longAmountPence: 0,
      });
      const { pledgeId } = (await start.json()) as { pledgeId: number };
      const sent = await api({ token }, 'PUT', `/pledges/${pledgeId}/send-sms`);
      expect(sent.status, await sent.text()).toBe(204);
      // No SMS provider configured: the code is in the outbox, as the local phone inbox shows it.
      const sms = await db
        .selectFrom('sms_outbox')
        .select('body')
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      signers.push({ user, token, pledgeId, code: sms.body.match(/\b(\d{6})\b/)?.[1] ?? '', source });
    }

    const acknowledged = new Map<number, string>();
    let next = 0;
    let killed = false;
    let killedAtMs = 0;
    let killedAt = new Date();
    const worker = async () => {
      while (next < signers.length && !killed) {
        const signer = signers[next++] as Signer;
        try {
          const response = await finish(signer);
          const body = await response.text();
          if (response.status !== 200)
            throw new Error(`finish ${signer.pledgeId} answered ${response.status}: ${body}`);
          acknowledged.set(signer.pledgeId, body);
          if (acknowledged.size === killAfterAcknowledged && !killed) {
            killed = true;
            killedAtMs = performance.now() - started;
            killedAt = new Date();
            first.kill('SIGKILL');
          }
        } catch (error) {
          // A request the crash cut off was never acknowledged: it is either wholly there or not at all.
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');

    const completedAtKill = await db
      .selectFrom('pledges')
      .select('id')
      .where('project_id', '=', projectId)
      .where('status', '=', 'COMPLETED')
      .execute();
    for (const pledgeId of acknowledged.keys()) expect(completedAtKill.map((row) => row.id)).toContain(pledgeId);
    expect(await pledgeInvariants(db)).toEqual(pledgesSound);

    const second = await startServer(url, port);
    try {
      // Acknowledged finishes answer the same again; the rest finish now.
      const answers = await Promise.all(signers.map(async (signer) => ({ signer, response: await finish(signer) })));
      for (const { signer, response } of answers) {
        expect(response.status).toBe(200);
        const body = await response.text();
        const earlier = acknowledged.get(signer.pledgeId);
        if (earlier !== undefined) {
          const statusless = (text: string) =>
            (JSON.parse(text) as PledgeFinishResponse).investments.map(({ status: _status, ...rest }) => rest);
          expect(statusless(body)).toEqual(statusless(earlier));
        }
      }
      // The restarted server resumes the pay-ins pending at the kill; the sandbox settles them all.
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('investments')
                .select('id')
                .where('project_id', '=', projectId)
                .where('status', '<>', 'SUCCEEDED')
                .execute()
            ).length,
          { timeout: 20_000, interval: 200 },
        )
        .toBe(0);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    const project = await db
      .selectFrom('projects')
      .select(['short_funded_pence', 'status'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project).toEqual({
      short_funded_pence: investors * amountPence,
      status: 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN',
    });
    expect(await pledgeInvariants(db)).toEqual(pledgesSound);
    const settledByRestarted = await db
      .selectFrom('investments')
      .select('id')
      .where('project_id', '=', projectId)
      .where('source', '=', 'BANK_TRANSFER')
      .where('created_at', '<', killedAt)
      .where('paid_at', '>', killedAt)
      .execute();
    console.info(
      `pledge crash: killed after ${acknowledged.size} acknowledged finishes at ${Math.round(killedAtMs)} ms, ` +
        `${completedAtKill.length - acknowledged.size} more committed but cut off before their answer; ` +
        `${settledByRestarted.length} bank transfers pending at the kill settled by the restarted server; ` +
        `all ${investors} finished and settled after the restart; whole test ${Math.round(performance.now() - started)} ms`,
    );
  }, 300_000);
});
