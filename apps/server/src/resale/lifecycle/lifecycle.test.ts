import type { AdminResaleActivity, ResaleListing } from '@keystone/api';
import { LISTING_NOT_FOR_SALE_MESSAGES, RESALE_BLOCK_MESSAGES } from '@keystone/flows/resale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneContext } from '../../context/app-context.ts';
import { userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { movableClock } from '../../pledges/pledge.test-support.ts';
import { overduePaymentsQueue } from '../../project-repayment/overdue-job.ts';
import { repaymentCalls } from '../../project-repayment/project-repayment.test-support.ts';
import { insertTestInvestment } from '../../testing/builders/pledges.ts';
import { payIntoWallet } from '../../testing/builders/wallet.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../../testing/builders/users.ts';
import { resaleListingExpiryQueue } from './expiry-job.ts';
import {
  dateFrom,
  insertRunningInvestment,
  insertTestListing,
  listingRow,
  toldOfClose,
} from './lifecycle.test-support.ts';
import { notifyResaleSettled } from './service.ts';

const DAY_MS = 86_400_000;

describe.each(testEngines)('a listing closed other than by a sale or its cancel, on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const clock = movableClock();
  const db = () => t.database.db;
  const calls = repaymentCalls(
    () => t,
    () => admin,
  );

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
    admin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const headersOf = async (user: TestUser) => bearer(await tokenFor(t.config.jwtSecret, user));
  const suspend = async (listingId: number, reason: string, user: TestUser = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/resale/listings/${listingId}/suspend`,
      headers: await headersOf(user),
      payload: { reason },
    });
  const runExpiryJob = async () => {
    const id = await t.app.jobRunner.send(resaleListingExpiryQueue);
    await t.app.jobRunner.finished(resaleListingExpiryQueue, id ?? '');
  };
  /** A seller with a running investment and a listing of £2,000 of it, listed 10 days ago by the app's clock. */
  const listedPart = async (options: { endInDays?: number; listedDaysAgo?: number } = {}) => {
    const seller = await insertTestUser(db());
    const now = clock.now();
    const { projectId, investmentId } = await insertRunningInvestment(db(), {
      sellerId: seller.id,
      now,
      endInDays: options.endInDays,
    });
    const listingId = await insertTestListing(db(), {
      investmentId,
      sellerId: seller.id,
      projectId,
      listedPence: 200_000,
      listedAt: new Date(now.getTime() - (options.listedDaysAgo ?? 10) * DAY_MS),
    });
    return { seller, projectId, investmentId, listingId };
  };

  it('lets an admin suspend an open listing with a reason the seller is told, by notification and e-mail', async () => {
    const { seller, listingId } = await listedPart();
    const answer = await suspend(listingId, '  The valuation is being checked.  ');
    expect(answer.statusCode).toBe(200);
    const listing = answer.json<ResaleListing>();
    expect(listing).toMatchObject({
      id: listingId,
      status: 'SUSPENDED',
      suspendedReason: 'The valuation is being checked.',
      listedPence: 200_000,
      remainingPence: 200_000,
      own: false,
    });
    expect(listing.closedAt).not.toBeNull();
    expect(listing.figures.capitalPence).toBe(200_000);
    expect(listing.figures.feePence).toBe(1_000);
    const row = await listingRow(db(), listingId);
    expect(row).toMatchObject({ status: 'SUSPENDED', suspended_by: admin.id });
    const told = await toldOfClose(db(), seller.id);
    expect(told.notifications).toEqual([
      expect.objectContaining({
        title: 'Your loan listing is suspended',
        body: expect.stringContaining('The reason: The valuation is being checked.'),
        link: '/platform/resale',
      }),
    ]);
    expect(told.mails).toEqual([
      expect.objectContaining({ text_body: expect.stringContaining('The valuation is being checked.') }),
    ]);
  });

  it('refuses an investor (403 code 11), an unknown listing (404 code 42) and a listing no longer open (409 code 63)', async () => {
    const { seller, listingId } = await listedPart();
    const byInvestor = await suspend(listingId, 'Mine', seller);
    expect(byInvestor.statusCode).toBe(403);
    expect(byInvestor.json()).toMatchObject({ errorCode: 11 });
    expect((await listingRow(db(), listingId)).status).toBe('OPEN');

    const unknown = await suspend(2_000_000_000, 'No such listing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 42 });

    expect((await suspend(listingId, 'First')).statusCode).toBe(200);
    const again = await suspend(listingId, 'Second');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.suspended });

    const { seller: other, investmentId, projectId } = await listedPart();
    const sold = await insertTestListing(db(), {
      investmentId,
      sellerId: other.id,
      projectId,
      listedPence: 100_000,
      listedAt: clock.now(),
      status: 'SOLD',
    });
    expect((await suspend(sold, 'Too late')).json()).toMatchObject({
      errorCode: 63,
      message: LISTING_NOT_FOR_SALE_MESSAGES.sold,
    });
    expect((await suspend(listingId, '   ')).json()).toMatchObject({ errorCode: 2 });
  });

  it('expires a listing once its 30 days are over by the app clock, once, and tells the seller', async () => {
    const { seller, listingId } = await listedPart({ listedDaysAgo: 29 });
    await runExpiryJob();
    expect((await listingRow(db(), listingId)).status).toBe('OPEN');

    clock.advance(DAY_MS + 60_000);
    try {
      await runExpiryJob();
      const row = await listingRow(db(), listingId);
      expect(row).toMatchObject({ status: 'EXPIRED', suspended_reason: null });
      await runExpiryJob();
      const told = await toldOfClose(db(), seller.id);
      expect(told.notifications).toEqual([
        expect.objectContaining({
          title: 'Your loan listing has expired',
          body: expect.stringContaining('closed after 30 days with £2,000.00 unsold'),
        }),
      ]);
      expect(told.mails).toHaveLength(1);
    } finally {
      clock.reset();
    }
  });

  it.each([
    ['LATE', ['LATE'], RESALE_BLOCK_MESSAGES.late],
    ['IN_DEFAULT', ['LATE', 'IN_DEFAULT'], RESALE_BLOCK_MESSAGES.inDefault],
    ['IN_RECOVERY', ['LATE', 'IN_DEFAULT', 'IN_RECOVERY'], RESALE_BLOCK_MESSAGES.inRecovery],
  ] as const)('suspends the listings at once when the loan goes %s', async (_state, moves, reason) => {
    const { seller, projectId, investmentId, listingId } = await listedPart();
    const steps = [...moves];
    const last = steps.pop();
    for (const state of steps) expect((await calls.move(projectId, state)).statusCode).toBe(200);
    // Listed while the loan was on its way (the parent's rule would refuse it; the lifecycle must still close it).
    const reopened =
      steps.length === 0
        ? listingId
        : await (async () => {
            expect((await listingRow(db(), listingId)).status).toBe('SUSPENDED');
            return insertTestListing(db(), {
              investmentId,
              sellerId: seller.id,
              projectId,
              listedPence: 100_000,
              listedAt: clock.now(),
            });
          })();
    expect((await calls.move(projectId, last ?? 'LATE')).statusCode).toBe(200);
    expect(await listingRow(db(), reopened)).toMatchObject({ status: 'SUSPENDED', suspended_reason: reason });
    const told = await toldOfClose(db(), seller.id);
    expect(told.notifications.at(-1)?.body).toContain(`The reason: ${reason}.`);
  });

  it('suspends the listings when the daily overdue job makes the loan late', async () => {
    expect((await calls.settings(30)).statusCode).toBe(200);
    // The short term ended 31 days ago with no payment: 30 days overdue by the setting, the job's next LATE.
    const { seller, listingId } = await listedPart({ endInDays: -31 });
    const id = await t.app.jobRunner.send(overduePaymentsQueue);
    await t.app.jobRunner.finished(overduePaymentsQueue, id ?? '');
    expect(await listingRow(db(), listingId)).toMatchObject({
      status: 'SUSPENDED',
      suspended_reason: RESALE_BLOCK_MESSAGES.late,
    });
    expect((await toldOfClose(db(), seller.id)).notifications).toHaveLength(1);
  });

  it('leaves other projects’ listings open and a loan back on time suspends nothing', async () => {
    const mine = await listedPart();
    const other = await listedPart();
    expect((await calls.move(mine.projectId, 'LATE')).statusCode).toBe(200);
    expect((await listingRow(db(), other.listingId)).status).toBe('OPEN');
    const relisted = await insertTestListing(db(), {
      investmentId: mine.investmentId,
      sellerId: mine.seller.id,
      projectId: mine.projectId,
      listedPence: 100_000,
      listedAt: clock.now(),
    });
    expect((await calls.move(mine.projectId, 'ON_TIME')).statusCode).toBe(200);
    expect((await listingRow(db(), relisted)).status).toBe('OPEN');
    expect((await listingRow(db(), mine.listingId)).status).toBe('SUSPENDED');
  });

  it('suspends a listing by the daily rule within 30 days of the end of its term', async () => {
    const { seller, listingId, projectId } = await listedPart({ endInDays: 40, listedDaysAgo: 1 });
    await runExpiryJob();
    expect((await listingRow(db(), listingId)).status).toBe('OPEN');
    const endDate = (
      await db().selectFrom('projects').select('short_end_date').where('id', '=', projectId).executeTakeFirstOrThrow()
    ).short_end_date;
    clock.advance(12 * DAY_MS);
    try {
      await runExpiryJob();
      expect(await listingRow(db(), listingId)).toMatchObject({
        status: 'SUSPENDED',
        suspended_reason: RESALE_BLOCK_MESSAGES.nearEnd(endDate ?? ''),
        suspended_by: null,
      });
      expect((await toldOfClose(db(), seller.id)).notifications).toHaveLength(1);
    } finally {
      clock.reset();
    }
  });

  it('tells the seller a part sold and the buyer a part bought, once per purchase', async () => {
    const { seller, projectId, listingId } = await listedPart();
    const buyer = await insertTestUser(db());
    const sale = {
      purchaseId: 9_001,
      listingId,
      projectId,
      sellerId: seller.id,
      buyerId: buyer.id,
      capitalPence: 100_000,
      pricePence: 101_200,
      sellerReceivesPence: 100_700,
    };
    const { writesHistory: _history, ...parts } = standaloneContext({ db: db(), clock, config: t.config });
    const app = { ...parts, jobs: t.app.jobRunner };
    await notifyResaleSettled(app, sale);
    await notifyResaleSettled(app, sale);
    const told = await db()
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'body'])
      .where('user_id', 'in', [seller.id, buyer.id])
      .orderBy('id')
      .execute();
    expect(told).toEqual([
      { user_id: seller.id, kind: 'RESALE_PART_SOLD', body: expect.stringContaining('£1,007.00') },
      { user_id: buyer.id, kind: 'RESALE_PART_BOUGHT', body: expect.stringContaining('£1,012.00') },
    ]);
  });

  it('gives the admin the market’s figures for the filter’s period, fees from the revenue account', async () => {
    const before = await activity('ALL_TIME');
    const { seller, projectId, listingId } = await listedPart();
    await listedPart();
    await suspend(listingId, 'Checked');
    const buyer = await insertTestUser(db());
    const now = clock.now();
    await payIntoWallet(db(), buyer.id, 500_000, new Date(now.getTime() - 50 * DAY_MS));
    const settle = async (capitalPence: number, feePence: number, at: Date, n: number) => {
      const ledger = standaloneContext({ db: db() });
      const revenue = await db()
        .selectFrom('ledger_accounts')
        .select('id')
        .where('kind', '=', 'PLATFORM_REVENUE')
        .executeTakeFirstOrThrow();
      const transactionId = await postTransaction(ledger, {
        kind: 'RESALE_SETTLEMENT',
        occurredAt: at,
        entries: [
          { accountId: await userWalletAccountId(db(), buyer.id), amountPence: -capitalPence },
          { accountId: await userWalletAccountId(db(), seller.id), amountPence: capitalPence - feePence },
          { accountId: revenue.id, amountPence: feePence },
        ],
      });
      const bought = await insertTestInvestment(db(), {
        userId: buyer.id,
        projectId,
        amountPence: capitalPence,
        referenceNumber: `RS${n}${Date.now()}`,
        at,
      });
      await db()
        .insertInto('resale_purchases')
        .values({
          listing_id: listingId,
          buyer_id: buyer.id,
          capital_pence: capitalPence,
          status: 'COMPLETED',
          created_at: at,
          completed_at: at,
          accrued_interest_pence: 0,
          price_pence: capitalPence,
          fee_pence: feePence,
          ledger_transaction_id: transactionId,
          buyer_investment_id: bought.investmentId,
        })
        .execute();
    };
    await settle(100_000, 500, new Date(now.getTime() - 2 * DAY_MS), 1);
    await settle(200_000, 1_000, new Date(now.getTime() - 40 * DAY_MS), 2);

    const month = await activity('MONTH');
    expect(month).toEqual({
      openListings: before.openListings + 1,
      openPence: before.openPence + 200_000,
      purchases: 1,
      soldPence: 100_000,
      feeIncomePence: 500,
      suspendedListings: expect.any(Number),
    });
    expect(month.suspendedListings).toBeGreaterThanOrEqual(1);
    const all = await activity('ALL_TIME');
    expect(all).toMatchObject({
      purchases: before.purchases + 2,
      soldPence: before.soldPence + 300_000,
      feeIncomePence: before.feeIncomePence + 1_500,
      suspendedListings: before.suspendedListings + 1,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/admin/resale?filter=MONTH',
      headers: await headersOf(seller),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 11 });
  });

  async function activity(filter: string): Promise<AdminResaleActivity> {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/admin/resale?filter=${filter}`,
      headers: await headersOf(admin),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<AdminResaleActivity>();
  }
});

// Keeps the helper's dates honest: a date string the projects table takes.
it('writes term dates as calendar dates', () => {
  expect(dateFrom(new Date('2026-06-01T12:00:00Z'), 30)).toBe('2026-07-01');
});
