import type { ResaleListing, ResaleListingDetails, ResaleListingPage, ResaleQuote } from '@keystone/api';
import {
  addCalendarDays,
  LISTING_NOT_FOR_SALE_MESSAGES,
  RESALE_AMOUNT_MESSAGES,
  RESALE_BLOCK_MESSAGES,
  firstSaleDate,
  listingExpiresAt,
  resaleFigures,
} from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import type { RepaymentState } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingSms } from '../pledges/pledge.test-support.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';
import { insertInvestor, insertTestUser, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { resaleCalls, runningInvestment } from './resale.test-support.ts';

describe.each(testEngines)('resale listings on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const sms = capturingSms();
  const calls = resaleCalls(() => t, sms);
  const db = () => t.database.db;
  const now = () => new Date();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { sms } });
    admin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  it('quotes the sale: the capital, the interest accrued to today, the fee, what the seller receives', async () => {
    const { seller, investmentId, paidAt } = await runningInvestment(db(), now());
    const answer = await calls.quote(seller, investmentId);
    expect(answer.statusCode).toBe(200);
    const quote = answer.json<ResaleQuote>();
    const today = calendarDateIn(now());
    const expected = resaleFigures({
      capitalPence: 500_000,
      yearRatePercent: 8.5,
      investAt: paidAt,
      window: { startDate: addCalendarDays(today, -60), endDate: addCalendarDays(today, 200) },
      saleDate: today,
      feeBasisPoints: 50,
    });
    expect(quote).toEqual({
      investmentId,
      allowed: true,
      reason: null,
      minimumPence: 100_000,
      outstandingPence: 500_000,
      feeBasisPoints: 50,
      figures: expected,
    });
    expect(expected.accruedInterestPence).toBeGreaterThan(4_000);
    expect(expected.feePence).toBe(2_500);
    expect(expected.sellerReceivesPence).toBe(500_000 + expected.accruedInterestPence - 2_500);
    const half = (await calls.quote(seller, investmentId, 200_000)).json<ResaleQuote>();
    expect(half.figures.capitalPence).toBe(200_000);
    expect(half.figures.feePence).toBe(1_000);
  });

  it('lists part of an investment for 30 days at the fee of the day, and shows it to buyers but not to the seller', async () => {
    const { seller, investmentId, projectId } = await runningInvestment(db(), now());
    const created = await calls.create(seller, { investmentId, amountPence: 200_000 });
    expect(created.statusCode).toBe(201);
    const listing = created.json<ResaleListing>();
    expect(listing).toMatchObject({
      status: 'OPEN',
      own: true,
      investmentId,
      projectId,
      term: 'SHORT',
      investStrategy: 'DEBT',
      yearRatePercent: 8.5,
      listedPence: 200_000,
      remainingPence: 200_000,
      minimumPence: 100_000,
      feeBasisPoints: 50,
      closedAt: null,
      suspendedReason: null,
    });
    expect(new Date(listing.expiresAt).getTime()).toBe(listingExpiresAt(new Date(listing.listedAt)).getTime());

    const buyer = await insertInvestor(db());
    const market = (await calls.list(buyer, `?projectId=${projectId}`)).json<ResaleListingPage>();
    expect(market.items.map((item) => [item.id, item.own, item.investmentId])).toEqual([[listing.id, false, null]]);
    expect((await calls.list(seller, `?projectId=${projectId}`)).json<ResaleListingPage>().items).toEqual([]);
    expect((await calls.list(seller, '?own=true')).json<ResaleListingPage>().items.map((item) => item.id)).toEqual([
      listing.id,
    ]);
    const all = (await calls.list(admin, `?projectId=${projectId}`)).json<ResaleListingPage>();
    expect(all.items.map((item) => [item.id, item.investmentId])).toEqual([[listing.id, investmentId]]);

    const details = (await calls.get(buyer, listing.id)).json<ResaleListingDetails>();
    expect(details).toMatchObject({ projectStatus: 'FULLY_FUNDED_DEVELOPMENT_BEGAN', repaymentState: 'ON_TIME' });
    expect(details.schedule.map((line) => [line.kind, line.dueDate])).toEqual([
      ['INTEREST', addCalendarDays(calendarDateIn(now()), 200)],
      ['CAPITAL', addCalendarDays(calendarDateIn(now()), 200)],
    ]);
    expect(details.schedule[1]?.expectedPence).toBe(200_000);
  });

  it('refuses with 409 code 62 and the sentence for each reason a part may not be sold', async () => {
    const refusalOf = async (seller: TestUser, investmentId: number) => {
      const answer = await calls.create(seller, { investmentId, amountPence: 100_000 });
      expect([answer.statusCode, answer.json<{ errorCode: number }>().errorCode]).toEqual([409, 62]);
      const quote = (await calls.quote(seller, investmentId)).json<ResaleQuote>();
      expect(quote.allowed).toBe(false);
      expect(quote.reason).toBe(answer.json<{ message: string }>().message);
      return answer.json<{ message: string }>().message;
    };
    const states: [RepaymentState, string][] = [
      ['LATE', RESALE_BLOCK_MESSAGES.late],
      ['IN_DEFAULT', RESALE_BLOCK_MESSAGES.inDefault],
      ['IN_RECOVERY', RESALE_BLOCK_MESSAGES.inRecovery],
      ['CLOSED_WRITTEN_OFF', RESALE_BLOCK_MESSAGES.closed],
    ];
    for (const [state, message] of states) {
      const { seller, investmentId, projectId } = await runningInvestment(db(), now());
      await db().updateTable('projects').set({ repayment_state: state }).where('id', '=', projectId).execute();
      expect(await refusalOf(seller, investmentId)).toBe(message);
    }

    const notRunning = await runningInvestment(db(), now());
    await db().updateTable('projects').set({ status: 'COMPLETE' }).where('id', '=', notRunning.projectId).execute();
    expect(await refusalOf(notRunning.seller, notRunning.investmentId)).toBe(RESALE_BLOCK_MESSAGES.notRunning);

    const nearEnd = await runningInvestment(db(), now());
    const endDate = addCalendarDays(calendarDateIn(now()), 20);
    await db().updateTable('projects').set({ short_end_date: endDate }).where('id', '=', nearEnd.projectId).execute();
    expect(await refusalOf(nearEnd.seller, nearEnd.investmentId)).toBe(RESALE_BLOCK_MESSAGES.nearEnd(endDate));

    const tooNew = await runningInvestment(db(), now(), { heldDays: 10 });
    expect(await refusalOf(tooNew.seller, tooNew.investmentId)).toBe(
      RESALE_BLOCK_MESSAGES.tooNew(firstSaleDate(tooNew.paidAt)),
    );

    const listed = await runningInvestment(db(), now());
    expect(
      (await calls.create(listed.seller, { investmentId: listed.investmentId, amountPence: 100_000 })).statusCode,
    ).toBe(201);
    expect(await refusalOf(listed.seller, listed.investmentId)).toBe(RESALE_BLOCK_MESSAGES.listed);

    const pendingOwner = await insertInvestor(db());
    const pending = await insertTestInvestment(db(), {
      userId: pendingOwner.id,
      projectId: listed.projectId,
      amountPence: 200_000,
      referenceNumber: `KSTEST${pendingOwner.id}`,
      at: now(),
    });
    expect(await refusalOf(pendingOwner, pending.investmentId)).toBe(RESALE_BLOCK_MESSAGES.notPaid);
  });

  it('refuses an amount that breaks the rule with 400 code 2 on amountPence', async () => {
    const { seller, investmentId } = await runningInvestment(db(), now());
    const refusals: [number, string][] = [
      [150_050, RESALE_AMOUNT_MESSAGES.wholePounds],
      [50_000, RESALE_AMOUNT_MESSAGES.belowMinimum.sell(100_000)],
      [600_000, RESALE_AMOUNT_MESSAGES.aboveAvailable.sell(500_000)],
      [450_000, RESALE_AMOUNT_MESSAGES.leavesTooLittle.sell(50_000, 100_000)],
    ];
    for (const [amountPence, message] of refusals) {
      for (const answer of [
        await calls.create(seller, { investmentId, amountPence }),
        await calls.quote(seller, investmentId, amountPence),
      ]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'amountPence', message }] });
      }
    }
  });

  it("refuses another investor's investment and listing with 403 code 10, and hides a closed listing (404 code 42)", async () => {
    const { seller, investmentId } = await runningInvestment(db(), now());
    const other = await insertInvestor(db());
    expect((await calls.quote(other, investmentId)).json()).toMatchObject({ errorCode: 10 });
    expect((await calls.create(other, { investmentId, amountPence: 100_000 })).json()).toMatchObject({ errorCode: 10 });
    expect((await calls.quote(other, 2_000_000_000)).json()).toMatchObject({ errorCode: 10 });
    const listing = (await calls.create(seller, { investmentId, amountPence: 500_000 })).json<ResaleListing>();
    expect((await calls.cancel(other, listing.id)).json()).toMatchObject({ errorCode: 10 });

    const cancelled = await calls.cancel(seller, listing.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ResaleListing>()).toMatchObject({ status: 'CANCELLED', remainingPence: 500_000 });
    expect(cancelled.json<ResaleListing>().closedAt).not.toBeNull();
    const again = await calls.cancel(seller, listing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.cancelled });
    expect((await calls.get(other, listing.id)).json()).toMatchObject({ errorCode: 42 });
    expect((await calls.get(seller, listing.id)).statusCode).toBe(200);
    expect((await calls.get(admin, listing.id)).statusCode).toBe(200);
    // Cancelled, it may be listed again.
    expect((await calls.create(seller, { investmentId, amountPence: 500_000 })).statusCode).toBe(201);
  });

  it('lets only an admin read and change the fee; a listing keeps the fee of its day', async () => {
    const investor = await insertInvestor(db());
    expect((await calls.settings(investor)).json()).toMatchObject({ errorCode: 11 });
    expect((await calls.updateSettings(investor, 100)).json()).toMatchObject({ errorCode: 11 });
    expect((await calls.settings(admin)).json()).toEqual({ feeBasisPoints: 50 });

    const before = await runningInvestment(db(), now());
    const early = (
      await calls.create(before.seller, { investmentId: before.investmentId, amountPence: 500_000 })
    ).json<ResaleListing>();
    expect((await calls.updateSettings(admin, 100)).json()).toEqual({ feeBasisPoints: 100 });
    const after = await runningInvestment(db(), now());
    const late = (
      await calls.create(after.seller, { investmentId: after.investmentId, amountPence: 500_000 })
    ).json<ResaleListing>();
    expect([early.feeBasisPoints, late.feeBasisPoints]).toEqual([50, 100]);
    expect(late.figures.feePence).toBe(5_000);
    expect((await calls.get(before.seller, early.id)).json<ResaleListingDetails>().listing.feeBasisPoints).toBe(50);
    await calls.updateSettings(admin, 50);
  });
});
