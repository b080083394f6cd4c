import type { Agreement, AgreementLog, AgreementPage, AgreementText, ResalePurchaseStarted } from '@keystone/api';
import { agreementEventLabel } from '@keystone/flows/labels';
import { assignmentPlainText, resalePurchaseReference } from '@keystone/flows/resale';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capturingSms, movableClock } from '../../pledges/pledge.test-support.ts';
import { RESALE_PURCHASE_EVENTS } from '../../pledges/pledge-events.ts';
import { readPdfLines } from '../../pdf/read-pdf-lines.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { resaleCalls, runningInvestment } from '../resale.test-support.ts';

// The two copies of a settled assignment as GET /agreements shows them (issue 37): their kind, the assignment's words
// for either copy, and the purchase's own log rows on both.

describe.each(testEngines)("a resale assignment's copies on %s", (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const sms = capturingSms();
  const clock = movableClock();
  const calls = resaleCalls(() => t, sms);
  const db = () => t.database.db;
  const get = async (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(await tokenFor(t.config.jwtSecret, user)) });

  let seller: TestUser;
  let buyer: TestUser;
  let started: ResalePurchaseStarted;
  let copies: { buyers: number; sellers: number; pledge: number };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { sms } });
    admin = await insertTestUser(db(), { role: 'ADMIN' });
    const sale = await runningInvestment(db(), clock.now());
    seller = sale.seller;
    const listed = await calls.create(seller, { investmentId: sale.investmentId, amountPence: 200_000 });
    expect(listed.statusCode).toBe(201);
    buyer = await insertInvestor(db(), { walletPence: 1_000_000, at: clock.now() });
    const start = await calls.start(buyer, { listingId: listed.json<{ id: number }>().id, amountPence: 100_000 });
    expect(start.statusCode).toBe(201);
    started = start.json<ResalePurchaseStarted>();
    expect((await calls.sendSms(buyer, started.purchaseId)).statusCode).toBe(204);
    // A wrong code first: each code entered is the purchase's row.
    const wrong = await calls.finish(buyer, started.purchaseId, '000000');
    expect(wrong.statusCode).toBe(400);
    expect((await calls.finish(buyer, started.purchaseId, await calls.codeSentTo(buyer))).statusCode).toBe(200);
    const rows = await db()
      .selectFrom('agreements')
      .select(['id', 'kind', 'investment_id'])
      .where((eb) =>
        eb.or([eb('resale_purchase_id', '=', started.purchaseId), eb('investment_id', '=', sale.investmentId)]),
      )
      .execute();
    const idOf = (kind: string) => rows.find((row) => row.kind === kind)?.id ?? 0;
    copies = { buyers: idOf('RESALE_PURCHASE'), sellers: idOf('RESALE_SALE'), pledge: idOf('PLEDGE') };
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  it('answers each copy with its kind, in the list and alone; the pledge agreement stays PLEDGE', async () => {
    expect((await get(buyer, `/agreements/${copies.buyers}`)).json<Agreement>()).toMatchObject({
      kind: 'RESALE_PURCHASE',
      reference: resalePurchaseReference(started.purchaseId),
      sumPence: 100_000,
    });
    // The seller's copy quotes the assignment's reference and the capital sold, not their investment's.
    expect((await get(seller, `/agreements/${copies.sellers}`)).json<Agreement>()).toMatchObject({
      kind: 'RESALE_SALE',
      reference: resalePurchaseReference(started.purchaseId),
      sumPence: 100_000,
    });
    expect((await get(seller, `/agreements/${copies.pledge}`)).json<Agreement>()).toMatchObject({
      kind: 'PLEDGE',
      sumPence: 400_000,
    });
    const sellers = (await get(seller, '/agreements')).json<AgreementPage>().agreements;
    expect(sellers.map(({ id, kind }) => [id, kind]).sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [copies.pledge, 'PLEDGE'],
      [copies.sellers, 'RESALE_SALE'],
    ]);
    const buyers = (await get(buyer, '/agreements')).json<AgreementPage>().agreements;
    expect(buyers.map(({ id, kind }) => [id, kind])).toEqual([[copies.buyers, 'RESALE_PURCHASE']]);
  });

  it("answers either copy's text as the signed assignment's words, as its PDF prints them", async () => {
    const buyers = await get(buyer, `/agreements/${copies.buyers}/text`);
    const sellers = await get(seller, `/agreements/${copies.sellers}/text`);
    expect([buyers.statusCode, sellers.statusCode]).toEqual([200, 200]);
    const text = buyers.json<AgreementText>();
    expect(sellers.json<AgreementText>()).toEqual(text);
    expect(text.title).toBe(`Assignment of a loan part ${resalePurchaseReference(started.purchaseId)}`);
    expect(text.sections.map((section) => section.heading)).toEqual([
      '1. The assignment',
      '2. The price',
      '3. Risk',
      '4. Signature',
    ]);
    const words = assignmentPlainText(text);
    expect(words).not.toContain('Investment agreement');
    expect(words).toContain('assigns to Petra Pledger (the buyer) the loan part of £1,000.00');
    expect(words).toMatch(/Signed by the buyer on \d{2}\/\d{2}\/\d{4}/);
    // The same facts as the draft the buyer read: the assignment and its price say the same.
    for (const heading of ['1. The assignment', '2. The price']) {
      const paragraph = text.sections.find((section) => section.heading === heading)?.blocks[0]?.text ?? '';
      expect(started.agreementText).toContain(paragraph);
    }
    // And the signed PDF prints them.
    const pdf = await get(buyer, `/agreements/${copies.buyers}/document`);
    const printed = (await readPdfLines(pdf.rawPayload)).flat();
    expect(printed).toEqual(expect.arrayContaining([text.title, text.issued, '1. The assignment', '4. Signature']));
    // Another investor may not read it.
    const stranger = await insertInvestor(db());
    expect((await get(stranger, `/agreements/${copies.sellers}/text`)).json()).toMatchObject({ errorCode: 10 });
  });

  it("lists the purchase's own rows on both copies, before each copy's signed and paid rows, in the PDF too", async () => {
    const expected = [
      [RESALE_PURCHASE_EVENTS.started, null],
      [RESALE_PURCHASE_EVENTS.draftSent, null],
      [RESALE_PURCHASE_EVENTS.smsSent, null],
      [RESALE_PURCHASE_EVENTS.codeEntered, 'WRONG'],
      [RESALE_PURCHASE_EVENTS.codeEntered, 'CORRECT'],
      [RESALE_PURCHASE_EVENTS.signed, null],
      [RESALE_PURCHASE_EVENTS.paid, null],
    ];
    for (const id of [copies.buyers, copies.sellers]) {
      const logs = (await get(admin, `/agreements/${id}/logs`)).json<{ logs: AgreementLog[] }>().logs;
      expect(logs.map((log) => [log.event, log.code])).toEqual(expected);
      expect(logs.find((log) => log.event === RESALE_PURCHASE_EVENTS.smsSent)?.number).not.toBeNull();
      const pdf = await get(admin, `/agreements/${id}/logs/document`);
      expect(pdf.statusCode).toBe(200);
      const lines = (await readPdfLines(pdf.rawPayload)).flat();
      const headings = expected.map(([event]) => agreementEventLabel(event ?? ''));
      expect(lines.filter((line) => headings.includes(line))).toEqual(headings);
      expect(lines).toContain('WRONG');
    }
    // The seller's pledge agreement lists its pledge's rows, not the purchase's.
    const pledgeLogs = (await get(admin, `/agreements/${copies.pledge}/logs`)).json<{ logs: AgreementLog[] }>().logs;
    expect(pledgeLogs.map((log) => log.code)).not.toContain('WRONG');
  });
});
