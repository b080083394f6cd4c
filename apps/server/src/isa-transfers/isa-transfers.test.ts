import type { IsaTransfer, IsaTransferRequest } from '@keystone/api';
import { ISA_TRANSFER_MESSAGES } from '@keystone/flows/isa-transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from '../wallet/wallet.test-support.ts';
import { allowanceUsedPence, isaBalancePence, openIsaForTest, subscribeForTest } from './isa-transfers.test-support.ts';

// The clock stands on 10 November 2026 (tax year 2026/27).
const now = new Date('2026-11-10T12:00:00.000Z');

describe.each(testEngines)('ISA transfers on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => now } });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const as = async (user: TestUser) => bearer(await tokenFor(t.config.jwtSecret, user));
  const investorWithIsa = async (cashPence = 0) => {
    const user = await insertTestUser(db(), { kyc_status: 'APPROVED', full_name: 'Ian Isa' });
    await openIsaForTest(db(), user.id);
    if (cashPence > 0) await subscribeForTest(db(), user.id, cashPence, new Date('2026-05-01T10:00:00.000Z'));
    return user;
  };
  const inward: IsaTransferRequest = {
    direction: 'IN',
    otherManager: 'Northern Savings plc',
    otherReference: 'NS-123456',
    years: 'ALL',
  };
  const request = async (user: TestUser, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/isa/transfers', headers: await as(user), payload: body as object });
  const requested = async (user: TestUser, body: IsaTransferRequest = inward) => {
    const response = await request(user, body);
    expect(response.statusCode).toBe(200);
    return response.json<IsaTransfer>();
  };
  const record = async (id: number, body: unknown, key?: string, by = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/isa-transfers/${id}/record`,
      headers: { ...(await as(by)), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body as object,
    });
  const reject = async (id: number, body: unknown, by = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/isa-transfers/${id}/reject`,
      headers: await as(by),
      payload: body as object,
    });
  const cancel = async (id: number, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/isa/transfers/${id}/cancel`, headers: await as(user) });
  const movementsOf = (userId: number) =>
    db().selectFrom('isa_movements').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  describe('the request', () => {
    it('is REQUESTED, due 30 days later, and moves no money', async () => {
      const user = await investorWithIsa();

      const transfer = await requested(user);

      expect(transfer).toMatchObject({
        userId: user.id,
        investorName: 'Ian Isa',
        direction: 'IN',
        otherManager: 'Northern Savings plc',
        otherReference: 'NS-123456',
        years: 'ALL',
        amountPence: null,
        status: 'REQUESTED',
        requestedAt: now.toISOString(),
        dueBy: '2026-12-10T12:00:00.000Z',
        decidedAt: null,
      });
      expect(await isaBalancePence(db(), user.id)).toBe(0);
      expect(await movementsOf(user.id)).toEqual([]);
    });

    it('needs an open ISA (code 54)', async () => {
      const user = await insertTestUser(db(), { kyc_status: 'APPROVED' });

      const response = await request(user, inward);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 54 });
    });

    it("refuses a part of this year's subscriptions and a transfer out above the ISA's cash (code 2)", async () => {
      const user = await investorWithIsa(100_000);

      const partOfThisYear = await request(user, { ...inward, years: 'CURRENT_YEAR', amountPence: 5_000 });
      const tooMuchOut = await request(user, {
        ...inward,
        direction: 'OUT',
        years: 'PREVIOUS_YEARS',
        amountPence: 100_001,
      });
      const blank = await request(user, { ...inward, otherManager: ' ', otherReference: 'a;b' });

      expect(partOfThisYear.statusCode).toBe(400);
      expect(partOfThisYear.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'amountPence', message: ISA_TRANSFER_MESSAGES.partOfThisYear }],
      });
      expect(tooMuchOut.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'amountPence' }] });
      expect(blank.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [
          { field: 'otherManager', message: ISA_TRANSFER_MESSAGES.otherManagerRequired },
          { field: 'otherReference', message: ISA_TRANSFER_MESSAGES.otherReferenceInvalid },
        ],
      });
    });

    it("is the investor's: an admin may not ask (code 11), and each lists only their own", async () => {
      const user = await investorWithIsa();
      const other = await investorWithIsa();
      const mine = await requested(user);
      await requested(other);

      const byAdmin = await request(admin, inward);
      const list = await t.app.inject({ method: 'GET', url: '/api/isa/transfers', headers: await as(user) });

      expect(byAdmin.json()).toMatchObject({ errorCode: 11 });
      expect(list.json()).toEqual({ transfers: [mine], count: 1 });
    });
  });

  describe('cancelling', () => {
    it("cancels one's own REQUESTED transfer once; a second time is code 57", async () => {
      const user = await investorWithIsa();
      const transfer = await requested(user);

      const first = await cancel(transfer.id, user);
      const second = await cancel(transfer.id, user);

      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'CANCELLED', decidedAt: now.toISOString() });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ errorCode: 57 });
      expect((await record(transfer.id, { amountPence: 100, currentYearPence: 0 })).json()).toMatchObject({
        errorCode: 57,
      });
    });

    it("refuses another investor's transfer and one that does not exist with code 10, changing nothing", async () => {
      const owner = await investorWithIsa();
      const stranger = await investorWithIsa();
      const transfer = await requested(owner);

      const theirs = await cancel(transfer.id, stranger);
      const none = await cancel(2_000_000_000, stranger);
      const byAdmin = await cancel(transfer.id, admin);

      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toMatchObject({ errorCode: 10 });
      expect(none.json()).toMatchObject({ errorCode: 10 });
      expect(byAdmin.json()).toMatchObject({ errorCode: 11 });
      const list = await t.app.inject({ method: 'GET', url: '/api/isa/transfers', headers: await as(owner) });
      expect(list.json<{ transfers: IsaTransfer[] }>().transfers[0]?.status).toBe('REQUESTED');
    });
  });

  describe('recording', () => {
    it('brings the money in: clearing → ISA, and a TRANSFER_IN whose this-year part alone uses the allowance', async () => {
      const user = await investorWithIsa(200_000);
      const transfer = await requested(user);

      const response = await record(transfer.id, { amountPence: 1_000_000, currentYearPence: 300_000 }, 'rec-1');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'COMPLETED',
        recordedAmountPence: 1_000_000,
        currentYearPence: 300_000,
        decidedAt: now.toISOString(),
      });
      expect(await isaBalancePence(db(), user.id)).toBe(1_200_000);
      const [, movement] = await movementsOf(user.id);
      expect(movement).toMatchObject({
        kind: 'TRANSFER_IN',
        tax_year: 2026,
        counterparty: 'OTHER_MANAGER',
        status: 'SUCCEEDED',
        current_year_pence: 300_000,
      });
      expect(Number(movement?.amount_pence)).toBe(1_000_000);
      const ledger = await db()
        .selectFrom('ledger_transactions')
        .select(['kind', 'created_by'])
        .where('id', '=', movement?.ledger_transaction_id ?? 0)
        .executeTakeFirstOrThrow();
      expect(ledger).toEqual({ kind: 'ISA_TRANSFER_IN', created_by: admin.id });
      // 2,000 subscribed + 3,000 of this year's subscriptions moved in; the 7,000 of earlier years uses none.
      expect(await allowanceUsedPence(db(), user.id, 2026)).toBe(500_000);
      const stored = await db()
        .selectFrom('isa_transfers')
        .select('isa_movement_id')
        .where('id', '=', transfer.id)
        .executeTakeFirstOrThrow();
      expect(stored.isa_movement_id).toBe(movement?.id);
      expect(await ledgerInvariants(db())).toMatchObject({ ...sound, operationsWithWrongMovements: [] });
    });

    it("sends the money out: ISA → clearing, never more than the ISA's cash (code 2 on amountPence)", async () => {
      const user = await investorWithIsa(500_000);
      const transfer = await requested(user, { ...inward, direction: 'OUT', years: 'PREVIOUS_YEARS' });

      const tooMuch = await record(transfer.id, { amountPence: 500_001, currentYearPence: 0 });
      const done = await record(transfer.id, { amountPence: 500_000, currentYearPence: 0 });

      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'amountPence' }] });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'COMPLETED', recordedAmountPence: 500_000 });
      expect(await isaBalancePence(db(), user.id)).toBe(0);
      expect((await movementsOf(user.id)).map((movement) => movement.kind)).toEqual(['SUBSCRIPTION', 'TRANSFER_OUT']);
    });

    it("takes this year's part from which money was asked for (code 2 on currentYearPence)", async () => {
      const user = await investorWithIsa();
      const transfer = await requested(user, { ...inward, years: 'PREVIOUS_YEARS' });

      const response = await record(transfer.id, { amountPence: 10_000, currentYearPence: 1 });

      expect(response.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'currentYearPence' }] });
    });

    it('answers a retry with its key the first answer, moving nothing more; another record is code 57', async () => {
      const user = await investorWithIsa();
      const transfer = await requested(user);
      const body = { amountPence: 250_000, currentYearPence: 0 };

      const first = await record(transfer.id, body, 'rec-again');
      const retry = await record(transfer.id, body, 'rec-again');
      const otherKey = await record(transfer.id, body, 'rec-other');
      const sameKeyOtherAmount = await record(transfer.id, { ...body, amountPence: 250_001 }, 'rec-again');

      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(otherKey.statusCode).toBe(409);
      expect(otherKey.json()).toMatchObject({ errorCode: 57 });
      expect(sameKeyOtherAmount.statusCode).toBe(422);
      expect(sameKeyOtherAmount.json()).toMatchObject({ errorCode: 41 });
      expect(await isaBalancePence(db(), user.id)).toBe(250_000);
      expect(await movementsOf(user.id)).toHaveLength(1);
    });

    it('is for admins only (code 11); an unknown transfer is code 42', async () => {
      const user = await investorWithIsa();
      const transfer = await requested(user);

      const byInvestor = await record(transfer.id, { amountPence: 100, currentYearPence: 0 }, undefined, user);
      const unknown = await record(2_000_000_000, { amountPence: 100, currentYearPence: 0 });

      expect(byInvestor.statusCode).toBe(403);
      expect(byInvestor.json()).toMatchObject({ errorCode: 11 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorCode: 42 });
    });
  });

  describe('rejecting', () => {
    it('rejects a REQUESTED transfer with its reason, once; a blank reason is code 2', async () => {
      const user = await investorWithIsa();
      const transfer = await requested(user);

      const blank = await reject(transfer.id, { reason: '  ' });
      const first = await reject(transfer.id, { reason: 'No ISA with this reference at Northern Savings' });
      const second = await reject(transfer.id, { reason: 'Again' });
      const byInvestor = await reject(transfer.id, { reason: 'Mine' }, user);

      expect(blank.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'reason' }] });
      expect(first.json()).toMatchObject({
        status: 'REJECTED',
        reason: 'No ISA with this reference at Northern Savings',
      });
      expect(second.json()).toMatchObject({ errorCode: 57 });
      expect(byInvestor.json()).toMatchObject({ errorCode: 11 });
      expect((await cancel(transfer.id, user)).json()).toMatchObject({ errorCode: 57 });
    });
  });

  describe("the admin's list", () => {
    it('pages every investor’s transfers oldest first, filtered by status; investors may not read it', async () => {
      const user = await investorWithIsa();
      const a = await requested(user);
      const b = await requested(user);
      await cancel(b.id, user);

      const requestedOnly = await t.app.inject({
        method: 'GET',
        url: '/api/isa-transfers?status=REQUESTED&limit=100',
        headers: await as(admin),
      });
      const cancelledPage = await t.app.inject({
        method: 'GET',
        url: '/api/isa-transfers?status=CANCELLED&limit=1&offset=0',
        headers: await as(admin),
      });
      const byInvestor = await t.app.inject({ method: 'GET', url: '/api/isa-transfers', headers: await as(user) });

      const ids = requestedOnly.json<{ transfers: IsaTransfer[] }>().transfers.map((transfer) => transfer.id);
      expect(ids).toContain(a.id);
      expect(ids).not.toContain(b.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      const page = cancelledPage.json<{ transfers: IsaTransfer[]; count: number }>();
      expect(page.transfers).toHaveLength(1);
      expect(page.count).toBeGreaterThanOrEqual(1);
      expect(byInvestor.json()).toMatchObject({ errorCode: 11 });
    });
  });
});

describe.runIf(testEngines.includes('postgres'))('ISA transfer decisions at once on postgres', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { clock: { now: () => now }, postgresPoolSize: 6 });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  it('moves the money once: one answers COMPLETED, the other waits on the row and is refused with code 57', async () => {
    const db = t.database.db;
    const user = await insertTestUser(db, { kyc_status: 'APPROVED' });
    await openIsaForTest(db, user.id);
    await subscribeForTest(db, user.id, 400_000, new Date('2026-05-01T10:00:00.000Z'));
    const headers = bearer(await tokenFor(t.config.jwtSecret, user));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/isa/transfers',
      headers,
      payload: { direction: 'OUT', otherManager: 'Other plc', otherReference: 'X1', years: 'PREVIOUS_YEARS' },
    });
    const { id } = created.json<IsaTransfer>();
    const adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));

    const answers = await Promise.all(
      ['race-a', 'race-b'].map((key) =>
        t.app.inject({
          method: 'POST',
          url: `/api/isa-transfers/${id}/record`,
          headers: { ...adminHeaders, 'idempotency-key': key },
          payload: { amountPence: 400_000, currentYearPence: 0 },
        }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await isaBalancePence(db, user.id)).toBe(0);
    const outs = await db
      .selectFrom('isa_movements')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'TRANSFER_OUT')
      .execute();
    expect(outs).toHaveLength(1);
    expect(await ledgerInvariants(db)).toMatchObject(sound);
  });
  it('decides once when the investor cancels as the admin records: the loser is refused with code 57', async () => {
    const db = t.database.db;
    const user = await insertTestUser(db, { kyc_status: 'APPROVED' });
    await openIsaForTest(db, user.id);
    const headers = bearer(await tokenFor(t.config.jwtSecret, user));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/isa/transfers',
      headers,
      payload: { direction: 'IN', otherManager: 'Other plc', otherReference: 'X2', years: 'ALL' },
    });
    const { id } = created.json<IsaTransfer>();
    const adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));

    const [cancelled, recorded] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/isa/transfers/${id}/cancel`, headers }),
      t.app.inject({
        method: 'POST',
        url: `/api/isa-transfers/${id}/record`,
        headers: adminHeaders,
        payload: { amountPence: 70_000, currentYearPence: 10_000 },
      }),
    ]);

    expect([cancelled.statusCode, recorded.statusCode].sort()).toEqual([200, 409]);
    const row = await db.selectFrom('isa_transfers').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(recorded.statusCode === 200 ? 'COMPLETED' : 'CANCELLED');
    expect(await isaBalancePence(db, user.id)).toBe(recorded.statusCode === 200 ? 70_000 : 0);
    expect(await ledgerInvariants(db)).toMatchObject(sound);
  });
});
