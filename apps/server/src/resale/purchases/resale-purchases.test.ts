import type { ResaleListing, ResalePurchaseResult, ResalePurchaseStarted } from '@keystone/api';
import { investDays } from '@keystone/flows/payouts';
import { PLEDGE_MESSAGES, SMS_CODE } from '@keystone/flows/pledge';
import {
  addCalendarDays,
  LISTING_NOT_FOR_SALE_MESSAGES,
  RESALE_AMOUNT_MESSAGES,
  RESALE_BLOCK_MESSAGES,
  RESALE_PURCHASE_EXPIRY_MINUTES,
} from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertJourneyLog } from '../../consumer-journey/queries.ts';
import { isaBalancePence, systemAccountId, walletBalancePence } from '../../ledger/queries.ts';
import { capturingSms, movableClock } from '../../pledges/pledge.test-support.ts';
import { readPdfLines } from '../../pdf/read-pdf-lines.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { resaleCalls, resaleInvariants, resaleSound, runningInvestment } from '../resale.test-support.ts';

describe.each(testEngines)('buying a loan part on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const sms = capturingSms();
  const clock = movableClock();
  const calls = resaleCalls(() => t, sms);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { sms } });
    admin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const revenue = async () =>
    (
      await db()
        .selectFrom('ledger_accounts')
        .select('balance_pence')
        .where('id', '=', await systemAccountId(db(), 'PLATFORM_REVENUE'))
        .executeTakeFirstOrThrow()
    ).balance_pence;
  const balance = (user: TestUser) => walletBalancePence(db(), user.id);

  /** A seller with £5,000 in a running loan who listed `listPence` of it. */
  async function listed(listPence = 200_000) {
    const sale = await runningInvestment(db(), clock.now());
    const answer = await calls.create(sale.seller, { investmentId: sale.investmentId, amountPence: listPence });
    expect(answer.statusCode).toBe(201);
    return { ...sale, listing: answer.json<ResaleListing>() };
  }

  /** A buyer with a started purchase whose code has been sent. */
  async function signing(listingId: number, amountPence: number, buyer?: TestUser) {
    const who = buyer ?? (await insertInvestor(db(), { walletPence: 1_000_000, at: clock.now() }));
    const started = await calls.start(who, { listingId, amountPence });
    expect(started.statusCode).toBe(201);
    const body = started.json<ResalePurchaseStarted>();
    expect((await calls.sendSms(who, body.purchaseId)).statusCode).toBe(204);
    return { buyer: who, started: body, code: await calls.codeSentTo(who) };
  }

  it('settles a part: the buyer pays the price, the seller receives it less the fee, the fee is revenue, to the penny', async () => {
    const { seller, investmentId, listing, paidAt } = await listed();
    const revenueBefore = await revenue();
    const { buyer, started, code } = await signing(listing.id, 100_000);
    expect(started.figures).toMatchObject({ capitalPence: 100_000, feePence: 500 });
    expect(started.figures.pricePence).toBe(100_000 + started.figures.accruedInterestPence);
    expect(started.agreementText).toContain('assigns to Petra Pledger (the buyer) the loan part of £1,000.00');
    const draft = (await readPdfLines(Buffer.from(started.agreement, 'base64'))).flat().join(' ');
    expect(draft).toContain('Assignment of a loan part');

    const answer = await calls.finish(buyer, started.purchaseId, code);
    expect(answer.statusCode).toBe(200);
    const result = answer.json<ResalePurchaseResult>();
    expect(result).toMatchObject({ purchaseId: started.purchaseId, listingId: listing.id, figures: started.figures });
    const { pricePence, feePence } = started.figures;

    expect(await balance(buyer)).toBe(1_000_000 - pricePence);
    expect(await balance(seller)).toBe(pricePence - feePence);
    expect((await revenue()) - revenueBefore).toBe(feePence);

    const investments = await db()
      .selectFrom('investments')
      .select(['id', 'user_id', 'amount_pence', 'invested_pence', 'status', 'paid_at', 'resale_purchase_id', 'source'])
      .where('id', 'in', [investmentId, result.investmentId])
      .orderBy('id')
      .execute();
    expect(investments).toEqual([
      expect.objectContaining({
        user_id: seller.id,
        amount_pence: 400_000,
        invested_pence: 500_000,
        status: 'SUCCEEDED',
      }),
      expect.objectContaining({
        user_id: buyer.id,
        amount_pence: 100_000,
        invested_pence: pricePence,
        status: 'SUCCEEDED',
        paid_at: paidAt,
        resale_purchase_id: started.purchaseId,
        source: 'E_WALLET',
      }),
    ]);
    const copies = await db()
      .selectFrom('agreements')
      .select(['id', 'kind', 'user_id', 'investment_id', 'document_file_id'])
      .where('resale_purchase_id', '=', started.purchaseId)
      .orderBy('id')
      .execute();
    expect(copies.map((copy) => [copy.kind, copy.user_id, copy.investment_id])).toEqual([
      ['RESALE_PURCHASE', buyer.id, result.investmentId],
      ['RESALE_SALE', seller.id, investmentId],
    ]);
    expect(copies[0]?.document_file_id).toBe(copies[1]?.document_file_id);
    expect(result.agreementId).toBe(copies[0]?.id);
    // Each side downloads its copy: the one signed assignment, with its evidence page; nobody else may.
    for (const [user, copy] of [
      [buyer, copies[0]],
      [seller, copies[1]],
    ] as const) {
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/agreements/${copy?.id}/document`,
        headers: bearer(await tokenFor(t.config.jwtSecret, user)),
      });
      expect(download.statusCode).toBe(200);
      const lines = (await readPdfLines(download.rawPayload)).flat().join(' ');
      expect(lines).toContain('Assignment of a loan part');
      expect(lines).toContain('Evidence of electronic signature');
    }
    const stranger = await insertInvestor(db());
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/${copies[1]?.id}/document`,
      headers: bearer(await tokenFor(t.config.jwtSecret, stranger)),
    });
    expect(refused.json()).toMatchObject({ errorCode: 10 });
    expect((await calls.get(seller, listing.id)).json<{ listing: ResaleListing }>().listing).toMatchObject({
      status: 'PARTLY_SOLD',
      remainingPence: 100_000,
    });

    // Finishing again answers the same and writes nothing.
    const transactions = await db().selectFrom('ledger_transactions').select('id').execute();
    const again = await calls.finish(buyer, started.purchaseId, code);
    expect(again.json()).toEqual(result);
    expect(await db().selectFrom('ledger_transactions').select('id').execute()).toHaveLength(transactions.length);
    expect(await resaleInvariants(db())).toEqual(resaleSound);
  });

  it("moves an investment sold whole to the buyer: the seller's is SOLD, its agreement COMPLETED, the listing SOLD", async () => {
    const { investmentId, listing } = await listed(500_000);
    const { buyer, started, code } = await signing(listing.id, 500_000);
    expect((await calls.finish(buyer, started.purchaseId, code)).statusCode).toBe(200);
    const sold = await db()
      .selectFrom('investments')
      .innerJoin('agreements', 'agreements.investment_id', 'investments.id')
      .select(['investments.amount_pence', 'investments.status', 'agreements.status as agreement_status'])
      .where('investments.id', '=', investmentId)
      .where('agreements.kind', '=', 'PLEDGE')
      .executeTakeFirstOrThrow();
    expect(sold).toEqual({ amount_pence: 0, status: 'SOLD', agreement_status: 'COMPLETED' });
    const after = (await calls.get(admin, listing.id)).json<{ listing: ResaleListing }>().listing;
    expect(after).toMatchObject({ status: 'SOLD', remainingPence: 0 });
    expect(after.closedAt).not.toBeNull();
    expect(await resaleInvariants(db())).toEqual(resaleSound);
  });

  it('pays the seller of an ISA investment into the ISA, as its payouts go', async () => {
    const sale = await runningInvestment(db(), clock.now(), { fromIsa: true });
    const listing = (
      await calls.create(sale.seller, { investmentId: sale.investmentId, amountPence: 200_000 })
    ).json<ResaleListing>();
    const { buyer, started, code } = await signing(listing.id, 200_000);
    expect((await calls.finish(buyer, started.purchaseId, code)).statusCode).toBe(200);
    const { pricePence, feePence } = started.figures;
    expect(await isaBalancePence(db(), sale.seller.id)).toBe(pricePence - feePence);
    expect(await balance(sale.seller)).toBe(0);
    expect(await resaleInvariants(db())).toEqual(resaleSound);
  });

  it('refuses the own listing, a listing not for sale and an amount outside the rule', async () => {
    const { seller, listing } = await listed(300_000);
    const own = await calls.start(seller, { listingId: listing.id, amountPence: 100_000 });
    expect([own.statusCode, own.json()]).toEqual([
      409,
      expect.objectContaining({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.own }),
    ]);
    const buyer = await insertInvestor(db(), { walletPence: 1_000_000, at: clock.now() });
    const refusals: [number, string][] = [
      [100_050, RESALE_AMOUNT_MESSAGES.wholePounds],
      [50_000, RESALE_AMOUNT_MESSAGES.belowMinimum.buy(100_000)],
      [400_000, RESALE_AMOUNT_MESSAGES.aboveAvailable.buy(300_000)],
      [250_000, RESALE_AMOUNT_MESSAGES.leavesTooLittle.buy(50_000, 100_000)],
    ];
    for (const [amountPence, message] of refusals) {
      const answer = await calls.start(buyer, { listingId: listing.id, amountPence });
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        expect.objectContaining({ errorCode: 2, fieldErrors: [{ field: 'amountPence', message }] }),
      ]);
    }
    await db().updateTable('projects').set({ repayment_state: 'LATE' }).where('id', '=', listing.projectId).execute();
    const late = await calls.start(buyer, { listingId: listing.id, amountPence: 100_000 });
    expect([late.statusCode, late.json()]).toEqual([
      409,
      expect.objectContaining({ errorCode: 63, message: RESALE_BLOCK_MESSAGES.late }),
    ]);
    await db()
      .updateTable('projects')
      .set({ repayment_state: 'ON_TIME' })
      .where('id', '=', listing.projectId)
      .execute();
    expect((await calls.cancel(seller, listing.id)).statusCode).toBe(200);
    const cancelled = await calls.start(buyer, { listingId: listing.id, amountPence: 100_000 });
    expect(cancelled.json()).toMatchObject({ errorCode: 63, message: LISTING_NOT_FOR_SALE_MESSAGES.cancelled });
  });

  it('passes the buyer through the investing gate: 15, 43, 46, 47 and 45 (the limit counting the price)', async () => {
    const { listing } = await listed(300_000);
    const codeFor = async (buyer: TestUser) =>
      (await calls.start(buyer, { listingId: listing.id, amountPence: 100_000 })).json<{ errorCode: number }>()
        .errorCode;
    const at = clock.now();
    const kyc = await insertInvestor(db(), { kyc: 'IN_PROGRESS' as 'APPROVED', at });
    const cooling = await insertInvestor(db(), { journeyDone: false, at });
    const logged = { user_id: cooling.id, text_version: 'v1', occurred_at: at, recorded_at: at } as const;
    await insertJourneyLog(db(), [
      { ...logged, step: 'PERSONALISED_WARNING', action: 'SHOWN' },
      { ...logged, step: 'PERSONALISED_WARNING', action: 'CONTINUE' },
      { ...logged, step: 'COOLING_OFF', action: 'STARTED', text_version: null },
    ]);
    const journey = await insertInvestor(db(), { journeyDone: false, at });
    const declaration = await insertInvestor(db(), { declaration: null, at });
    // £10,000 declared: £1,000 to invest; £1,000 of capital costs more with its accrued interest.
    const everyday = await insertInvestor(db(), {
      at,
      declaration: { investorType: 'EVERYDAY_INVESTOR', figures: { netInvestableAssetsPence: 1_000_000 } },
    });
    expect([
      await codeFor(kyc),
      await codeFor(cooling),
      await codeFor(journey),
      await codeFor(declaration),
      await codeFor(everyday),
    ]).toEqual([15, 43, 46, 47, 45]);
  });

  it("refuses too little in the e-wallet, a wrong code, an expired purchase and another investor's purchase", async () => {
    const { listing } = await listed(300_000);
    const poor = await insertInvestor(db(), { walletPence: 100_000, at: clock.now() });
    const short = await signing(listing.id, 100_000, poor);
    const refused = await calls.finish(poor, short.started.purchaseId, short.code);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      expect.objectContaining({
        fieldErrors: [{ field: 'amountPence', message: RESALE_AMOUNT_MESSAGES.insufficientFunds }],
      }),
    ]);

    const { buyer, started, code } = await signing(listing.id, 100_000);
    const wrongCode = String((Number(code) + 1) % 10 ** SMS_CODE.length).padStart(SMS_CODE.length, '0');
    expect((await calls.finish(buyer, started.purchaseId, wrongCode)).json()).toMatchObject({
      fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }],
    });
    const other = await insertInvestor(db(), { walletPence: 1_000_000, at: clock.now() });
    expect((await calls.finish(other, started.purchaseId, code)).json()).toMatchObject({ errorCode: 10 });
    expect((await calls.sendSms(other, started.purchaseId)).json()).toMatchObject({ errorCode: 10 });

    clock.advance(RESALE_PURCHASE_EXPIRY_MINUTES * 60_000 + 1000);
    const expired = { field: 'purchaseId', message: RESALE_AMOUNT_MESSAGES.purchaseExpired };
    expect((await calls.finish(buyer, started.purchaseId, code)).json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [expired],
    });
    expect((await calls.sendSms(buyer, started.purchaseId)).json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [expired],
    });
    expect(await resaleInvariants(db())).toEqual(resaleSound);
  });

  it("pays out after a partial sale the seller's part and the buyer's, each with interest from the original invest date", async () => {
    const { seller, investmentId, listing, projectId, paidAt } = await listed(200_000);
    const { buyer, started, code } = await signing(listing.id, 200_000);
    const result = (await calls.finish(buyer, started.purchaseId, code)).json<ResalePurchaseResult>();
    const recalculate = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/payments/recalculate?term=SHORT`,
      headers: bearer(await tokenFor(t.config.jwtSecret, admin)),
    });
    expect(recalculate.statusCode).toBe(204);
    const items = await db()
      .selectFrom('project_payment_items')
      .innerJoin('project_payments', 'project_payments.id', 'project_payment_items.payment_id')
      .select([
        'project_payments.user_id',
        'project_payment_items.investment_id',
        'project_payment_items.sum_pence',
        'project_payment_items.invest_days',
        'project_payment_items.profit_pence',
      ])
      .where('project_payment_items.investment_id', 'in', [investmentId, result.investmentId])
      .orderBy('project_payment_items.investment_id')
      .execute();
    const today = calendarDateIn(clock.now());
    const days = investDays(paidAt, { startDate: addCalendarDays(today, -60), endDate: addCalendarDays(today, 200) });
    expect(items.map((item) => [item.user_id, item.sum_pence, item.invest_days])).toEqual([
      [seller.id, 300_000, days],
      [buyer.id, 200_000, days],
    ]);
    // The same days at the same rate: the profits stand as the capitals do, 3 to 2, within the term's rounding.
    const [sellerProfit, buyerProfit] = items.map((item) => item.profit_pence ?? 0);
    expect(buyerProfit).toBeGreaterThan(0);
    expect(Math.abs((sellerProfit ?? 0) * 2 - (buyerProfit ?? 0) * 3)).toBeLessThanOrEqual(3);
  });
});
