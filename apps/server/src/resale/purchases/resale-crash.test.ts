import type { ResalePurchaseResult } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext } from '../../context/app-context.ts';
import { findBalanceMismatches } from '../../ledger/queries.ts';
import { signaturePng } from '../../pledges/pledge.test-support.ts';
import { exited, freePort, startServerProcess } from '../../testing/server-process.ts';
import { bearer, insertInvestor, tokenFor } from '../../testing/builders/users.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database.ts';
import { resaleInvariants, resaleSound, runningInvestment } from '../resale.test-support.ts';
import { createResaleListing } from '../service.ts';

const jwtSecret = 'resale-crash-test-secret-long-enough-for-hs256-0123456789';
const purchases = 24;
const inFlight = 8;
const killAfterAcknowledged = 8;
const partPence = 200_000;

interface Buyer {
  id: number;
  token: string;
  purchaseId: number;
  code: string;
}

// A kill -9 in the middle of settlements: only PostgreSQL runs the server as another process on a shared database.
describe.runIf(testEngines.includes('postgres'))('a server killed while resale purchases settle (postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('leaves every settlement whole or absent, answers acknowledged ones again, and the ledger reconciles', async () => {
    const { db, url } = database;
    if (url === undefined) throw new Error('no database url');
    const started = performance.now();
    const port = await freePort();
    const api = (token: string, method: string, route: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${port}/api${route}`, {
        method,
        headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const finish = (buyer: Buyer) =>
      api(buyer.token, 'PUT', `/resale/purchases/${buyer.purchaseId}`, {
        signatureBase64: signaturePng,
        smsCode: buyer.code,
      });

    const listings: number[] = [];
    for (let index = 0; index < purchases; index += 1) {
      const sale = await runningInvestment(db, new Date(), { amountPence: partPence });
      const listing = await createResaleListing(standaloneContext({ db }), {
        userId: sale.seller.id,
        investmentId: sale.investmentId,
        amountPence: partPence,
        ip: '127.0.0.1',
      });
      listings.push(listing.id);
    }
    const first = await startServerProcess(port, { DATABASE_URL: url, JWT_SECRET: jwtSecret });
    const buyers: Buyer[] = [];
    for (const listingId of listings) {
      const user = await insertInvestor(db, { walletPence: 1_000_000 });
      const token = await tokenFor(new TextEncoder().encode(jwtSecret), user);
      const start = await api(token, 'POST', '/resale/purchases', { listingId, amountPence: partPence });
      expect(start.status).toBe(201);
      const { purchaseId } = (await start.json()) as { purchaseId: number };
      const sent = await api(token, 'PUT', `/resale/purchases/${purchaseId}/send-sms`);
      expect(sent.status, await sent.text()).toBe(204);
      const sms = await db
        .selectFrom('sms_outbox')
        .select('body')
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      buyers.push({ id: user.id, token, purchaseId, code: sms.body.match(/\b(\d{6})\b/)?.[1] ?? '' });
    }

    const acknowledged = new Map<number, string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < buyers.length && !killed) {
        const buyer = buyers[next++] as Buyer;
        try {
          const response = await finish(buyer);
          const body = await response.text();
          if (response.status !== 200)
            throw new Error(`finish ${buyer.purchaseId} answered ${response.status}: ${body}`);
          acknowledged.set(buyer.purchaseId, body);
          if (acknowledged.size === killAfterAcknowledged && !killed) {
            killed = true;
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
      .selectFrom('resale_purchases')
      .select('id')
      .where('status', '=', 'COMPLETED')
      .execute();
    for (const purchaseId of acknowledged.keys()) expect(completedAtKill.map((row) => row.id)).toContain(purchaseId);
    expect(await findBalanceMismatches(db)).toEqual([]);
    expect(await resaleInvariants(db)).toEqual(resaleSound);

    const second = await startServerProcess(port, { DATABASE_URL: url, JWT_SECRET: jwtSecret });
    try {
      const answers = await Promise.all(buyers.map(async (buyer) => ({ buyer, response: await finish(buyer) })));
      for (const { buyer, response } of answers) {
        expect(response.status).toBe(200);
        const body = await response.text();
        const earlier = acknowledged.get(buyer.purchaseId);
        if (earlier !== undefined) {
          expect(JSON.parse(body) as ResalePurchaseResult).toEqual(JSON.parse(earlier) as ResalePurchaseResult);
        }
      }
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    const sold = await db.selectFrom('resale_listings').select('id').where('status', '=', 'SOLD').execute();
    expect(sold).toHaveLength(purchases);
    expect(await findBalanceMismatches(db)).toEqual([]);
    expect(await resaleInvariants(db)).toEqual(resaleSound);
    console.info(
      `resale crash: killed after ${acknowledged.size} acknowledged settlements, ` +
        `${completedAtKill.length - acknowledged.size} more committed but cut off before their answer; ` +
        `all ${purchases} settled after the restart, zero drift; whole test ${Math.round(performance.now() - started)} ms`,
    );
  }, 300_000);
});
