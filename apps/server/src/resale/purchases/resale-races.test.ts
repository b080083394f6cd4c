import type { ResaleListing, ResalePurchaseStarted } from '@keystone/api';
import { LISTING_NOT_FOR_SALE_MESSAGES } from '@keystone/flows/resale';
import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBalanceMismatches, walletBalancePence } from '../../ledger/queries.ts';
import { capturingSms } from '../../pledges/pledge.test-support.ts';
import { insertInvestor, type TestUser } from '../../testing/builders/users.ts';
import { payIntoWallet } from '../../testing/builders/wallet.ts';
import { lockListing } from '../queries.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { resaleCalls, resaleInvariants, resaleSound, runningInvestment } from '../resale.test-support.ts';

interface Signer {
  buyer: TestUser;
  purchaseId: number;
  code: string;
}

// PGlite runs one statement at a time: only real PostgreSQL shows settlements racing for a listing's last part.
describe.runIf(testEngines.includes('postgres'))('resale settlements racing on postgres', { timeout: 120_000 }, () => {
  let t: TestApp;
  const sms = capturingSms();
  const calls = resaleCalls(() => t, sms);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { postgresPoolSize: 16, providers: { sms } });
  });
  afterAll(() => t.close());

  async function listed(listPence: number) {
    const sale = await runningInvestment(db(), new Date());
    const answer = await calls.create(sale.seller, { investmentId: sale.investmentId, amountPence: listPence });
    expect(answer.statusCode).toBe(201);
    return { ...sale, listing: answer.json<ResaleListing>() };
  }

  async function signer(listingId: number, amountPence: number, buyer?: TestUser): Promise<Signer> {
    const who = buyer ?? (await insertInvestor(db(), { walletPence: 1_000_000 }));
    const started = await calls.start(who, { listingId, amountPence });
    expect(started.statusCode, started.body).toBe(201);
    const { purchaseId } = started.json<ResalePurchaseStarted>();
    expect((await calls.sendSms(who, purchaseId)).statusCode).toBe(204);
    return { buyer: who, purchaseId, code: await calls.codeSentTo(who) };
  }

  /** Resolves once `count` transactions wait for a lock (pg_stat_activity): an event, never a fixed wait. */
  async function untilWaiting(count: number) {
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db());
      if ((rows[0]?.waiting ?? 0) >= count) return;
      await nextTurn();
    }
  }

  /**
   * The listing's row held by the test while `first` and then `second` queue for it, then let go: PostgreSQL grants
   * the row to the first waiter first.
   */
  async function inQueue<A, B>(listingId: number, first: () => Promise<A>, second: () => Promise<B>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = db()
      .transaction()
      .execute(async (trx) => {
        await lockListing(trx, listingId);
        held();
        await released;
      });
    await holding;
    const a = first();
    await untilWaiting(1);
    const b = second();
    await untilWaiting(2);
    release();
    await holder;
    return Promise.all([a, b]);
  }

  async function sound() {
    expect(await findBalanceMismatches(db())).toEqual([]);
    expect(await resaleInvariants(db())).toEqual(resaleSound);
  }

  it('lets exactly one of eight buyers at once take the last part; the others are told it has sold (409 code 63)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { seller, listing } = await listed(200_000);
      const signers = await Promise.all(Array.from({ length: 8 }, () => signer(listing.id, 200_000)));
      const answers = await Promise.all(signers.map((s) => calls.finish(s.buyer, s.purchaseId, s.code)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.sold });
      }
      const winner = signers[answers.findIndex((a) => a.statusCode === 200)]!;
      const { pricePence, feePence } = answers
        .find((a) => a.statusCode === 200)!
        .json<{
          figures: { pricePence: number; feePence: number };
        }>().figures;
      expect(await walletBalancePence(db(), winner.buyer.id)).toBe(1_000_000 - pricePence);
      expect(await walletBalancePence(db(), seller.id)).toBe(pricePence - feePence);
      for (const loser of signers.filter((s) => s !== winner)) {
        expect(await walletBalancePence(db(), loser.buyer.id)).toBe(1_000_000);
      }
    }
    await sound();
  });

  it('lets two of six buyers of half the listing each win and tells the others what is left', async () => {
    const { listing } = await listed(200_000);
    const signers = await Promise.all(Array.from({ length: 6 }, () => signer(listing.id, 100_000)));
    const answers = await Promise.all(signers.map((s) => calls.finish(s.buyer, s.purchaseId, s.code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect([answer.statusCode, answer.json<{ errorCode: number }>().errorCode]).toEqual([409, 63]);
    }
    await sound();
  });

  it('settles a cancel racing a purchase one way or the other, and the ledger agrees', async () => {
    // Sent at the same moment: whichever reaches the listing's lock first.
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const { seller, listing } = await listed(200_000);
      const s = await signer(listing.id, 100_000);
      const [finish, cancel] = await Promise.all([
        calls.finish(s.buyer, s.purchaseId, s.code),
        calls.cancel(seller, listing.id),
      ]);
      expect(cancel.statusCode).toBe(200);
      const after = cancel.json<ResaleListing>();
      expect(after.status).toBe('CANCELLED');
      if (finish.statusCode === 200) {
        outcomes.add('bought, then cancelled');
        expect(after.remainingPence).toBe(100_000);
      } else {
        outcomes.add('cancelled first');
        expect(finish.json()).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.cancelled });
        expect(after.remainingPence).toBe(200_000);
        expect(await walletBalancePence(db(), s.buyer.id)).toBe(1_000_000);
      }
    }
    console.info(`resale cancel race at once: outcomes seen ${[...outcomes].join('; ')}`);

    // Queued on the listing's lock in each order: both outcomes, each whole.
    const bought = await listed(200_000);
    const first = await signer(bought.listing.id, 100_000);
    const [finished, cancelledAfter] = await inQueue(
      bought.listing.id,
      () => calls.finish(first.buyer, first.purchaseId, first.code),
      () => calls.cancel(bought.seller, bought.listing.id),
    );
    expect(finished.statusCode).toBe(200);
    expect(cancelledAfter.json<ResaleListing>()).toMatchObject({ status: 'CANCELLED', remainingPence: 100_000 });
    const { pricePence, feePence } = finished.json<{ figures: { pricePence: number; feePence: number } }>().figures;
    expect(await walletBalancePence(db(), first.buyer.id)).toBe(1_000_000 - pricePence);
    expect(await walletBalancePence(db(), bought.seller.id)).toBe(pricePence - feePence);

    const withdrawn = await listed(200_000);
    const late = await signer(withdrawn.listing.id, 100_000);
    const [cancelledFirst, refused] = await inQueue(
      withdrawn.listing.id,
      () => calls.cancel(withdrawn.seller, withdrawn.listing.id),
      () => calls.finish(late.buyer, late.purchaseId, late.code),
    );
    expect(cancelledFirst.json<ResaleListing>()).toMatchObject({ status: 'CANCELLED', remainingPence: 200_000 });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      expect.objectContaining({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.cancelled }),
    ]);
    expect(await walletBalancePence(db(), late.buyer.id)).toBe(1_000_000);
    expect(await walletBalancePence(db(), withdrawn.seller.id)).toBe(0);
    await sound();
  });

  it('settles two purchases at once between the same two investors, each buying from the other, without a deadlock', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await listed(200_000);
      const b = await listed(200_000);
      // Each seller has money to buy with.
      await payIntoWallet(db(), a.seller.id, 1_000_000, new Date());
      await payIntoWallet(db(), b.seller.id, 1_000_000, new Date());
      const aBuysFromB = await signer(b.listing.id, 200_000, a.seller);
      const bBuysFromA = await signer(a.listing.id, 200_000, b.seller);
      const answers = await Promise.all([
        calls.finish(aBuysFromB.buyer, aBuysFromB.purchaseId, aBuysFromB.code),
        calls.finish(bBuysFromA.buyer, bBuysFromA.purchaseId, bBuysFromA.code),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    await sound();
  });
});
