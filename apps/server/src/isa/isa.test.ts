import type { Isa, IsaMovementPage, IsaMovementResult } from '@keystone/api';
import { ISA_ELIGIBILITY_MESSAGES } from '@keystone/flows/isa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isaAccountIdOf, walletBalancePence } from '../ledger/queries.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants, manualPaymentProvider, sound } from '../wallet/wallet.test-support.ts';
import { insertIsaInvestor, settableClock, settleIsaPayment, validApplication } from './isa.test-support.ts';

describe.each(testEngines)('the ISA on %s', (engine) => {
  let t: TestApp;
  const clock = settableClock();
  const payments = manualPaymentProvider();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { payments } });
  });
  afterAll(() => t.close());

  const request = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    user: TestUser,
    payload?: object,
    idempotencyKey?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...bearer(await tokenFor(t.config.jwtSecret, user)),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const getIsa = async (user: TestUser) => (await request('GET', '/isa', user)).json<Isa>();
  const open = (user: TestUser, body: object = validApplication) => request('POST', '/isa', user, body);
  const subscribe = (user: TestUser, pounds: number, from: 'E_WALLET' | 'BANK_TRANSFER' = 'E_WALLET', key?: string) =>
    request('PUT', '/isa/subscriptions', user, { amountPence: pounds * 100, from }, key);
  const withdraw = (user: TestUser, pounds: number, to: 'E_WALLET' | 'BANK' = 'E_WALLET', key?: string) =>
    request('PUT', '/isa/withdrawals', user, { amountPence: pounds * 100, to }, key);
  const openInvestor = async (walletPounds = 0) => {
    const user = await insertIsaInvestor(t.database.db, { walletPence: walletPounds * 100 });
    expect((await open(user)).statusCode).toBe(200);
    return user;
  };
  const isaBalance = async (user: TestUser) => (await getIsa(user)).balancePence;
  const wallet = (user: TestUser) => walletBalancePence(t.database.db, user.id);
  const settle = (operationId: number, succeeded: boolean) =>
    settleIsaPayment(t.database.db, clock, operationId, succeeded);
  const entriesOf = (transactionId: number) =>
    t.database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_accounts.kind as account', 'ledger_entries.amount_pence', 'ledger_transactions.kind'])
      .where('ledger_entries.transaction_id', '=', transactionId)
      .orderBy('ledger_entries.amount_pence')
      .execute();
  const movementRow = (id: number) =>
    t.database.db.selectFrom('isa_movements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('opening', () => {
    it('is closed before the application, with this tax year named', async () => {
      clock.set('2027-01-10T12:00:00Z');
      const user = await insertIsaInvestor(t.database.db);
      expect(await getIsa(user)).toEqual({
        open: false,
        taxYear: 2026,
        taxYearLabel: '2026/27',
        taxYearEnd: '2027-04-05',
      });
    });

    it('opens with the signed application, its PDF, its log and the ISA account', async () => {
      clock.set('2027-01-10T12:00:00Z');
      const user = await insertIsaInvestor(t.database.db);
      const response = await open(user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        open: true,
        application: {
          isaType: 'INNOVATIVE_FINANCE',
          firstTaxYear: 2026,
          firstTaxYearLabel: '2026/27',
          signedAt: '2027-01-10T12:00:00.000Z',
        },
        balancePence: 0,
        taxYear: 2026,
        taxYearLabel: '2026/27',
        taxYearEnd: '2027-04-05',
        allowance: {
          limitPence: 2_000_000,
          usedHerePence: 0,
          otherIsasPence: 0,
          leftPence: 2_000_000,
          withdrawnPence: 0,
          replaceablePence: 0,
        },
      });
      expect(await isaAccountIdOf(t.database.db, user.id)).toBeDefined();
      const row = await t.database.db
        .selectFrom('isa_applications')
        .select(['ni_number', 'declarations_version', 'ip', 'id'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ni_number: 'AB123456C', declarations_version: 'IFISA-2026-1' });
      const logs = await t.database.db
        .selectFrom('isa_application_logs')
        .select('event')
        .where('application_id', '=', row.id)
        .orderBy('id')
        .execute();
      expect(logs.map((log) => log.event)).toEqual(['ISA_DECLARATIONS_ACCEPTED', 'ISA_APPLICATION_SIGNED']);

      const document = await request('GET', '/isa/application/document', user);
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      const text = (await readPdfLines(document.rawPayload)).join('\n');
      expect(text).toContain('Innovative Finance ISA application');
      expect(text).toContain('2026/27');
      expect(text).toContain('Evidence of electronic signature');
    });

    it('refuses a second application with code 56', async () => {
      const user = await openInvestor();
      const again = await open(user);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 56 });
    });

    it('refuses an investor under 18 on the day, or whose KYC is not approved, and every declaration not accepted', async () => {
      clock.set('2027-01-10T12:00:00Z');
      const young = await insertIsaInvestor(t.database.db, { dateOfBirth: '2009-01-11' });
      const refused = await open(young);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errorCode: 55, message: ISA_ELIGIBILITY_MESSAGES.underAge });
      const adultToday = await insertIsaInvestor(t.database.db, { dateOfBirth: '2009-01-10' });
      expect((await open(adultToday)).statusCode).toBe(200);

      const pending = await insertIsaInvestor(t.database.db, { kyc: 'IN_PROGRESS' });
      expect((await open(pending)).json()).toMatchObject({ errorCode: 15 });

      const careless = await insertIsaInvestor(t.database.db);
      const invalid = await open(careless, {
        ...validApplication,
        ukResident: false,
        declarations: { ...validApplication.declarations, ownCash: false },
        niNumber: 'QQ123456A',
        signatureName: 'Someone Else',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors.map((error: { field: string }) => error.field)).toEqual([
        'ukResident',
        'declarations.ownCash',
        'niNumber',
        'signatureName',
      ]);
      const withoutNi = await open(careless, {
        ...validApplication,
        niNumber: undefined,
        noNiNumberReason: 'I have recently moved to the UK',
      });
      expect(withoutNi.statusCode).toBe(200);
    });

    it("gives the PDF to its investor and an admin, never to another investor, and no ISA's operation to others", async () => {
      const owner = await openInvestor();
      const other = await insertIsaInvestor(t.database.db);
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      const theirs = await request('GET', `/isa/application/document?userId=${owner.id}`, other);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toMatchObject({ errorCode: 10 });
      expect((await request('GET', '/isa/application/document', other)).json()).toMatchObject({ errorCode: 5 });
      expect((await request('GET', `/isa/application/document?userId=${owner.id}`, admin)).statusCode).toBe(200);
      expect((await request('GET', '/isa', admin)).json()).toMatchObject({ errorCode: 11 });
      expect((await request('POST', '/isa', admin, validApplication)).json()).toMatchObject({ errorCode: 11 });
    });
  });

  describe('paying in and out', () => {
    it('moves e-wallet money into the ISA in one ISA_SUBSCRIPTION, and refuses more than the wallet holds', async () => {
      clock.set('2027-01-10T12:00:00Z');
      const user = await openInvestor(1_500);
      const response = await subscribe(user, 1_000);
      expect(response.statusCode).toBe(200);
      const { movement } = response.json<IsaMovementResult>();
      expect(movement).toMatchObject({
        kind: 'SUBSCRIPTION',
        counterparty: 'E_WALLET',
        status: 'SUCCEEDED',
        amountPence: 100_000,
        replacementPence: 0,
        taxYear: 2026,
      });
      const row = await movementRow(movement.id);
      expect(await entriesOf(row.ledger_transaction_id ?? 0)).toEqual([
        { account: 'USER_WALLET', amount_pence: -100_000, kind: 'ISA_SUBSCRIPTION' },
        { account: 'USER_ISA', amount_pence: 100_000, kind: 'ISA_SUBSCRIPTION' },
      ]);
      expect(await wallet(user)).toBe(50_000);
      expect(await isaBalance(user)).toBe(100_000);
      expect((await getIsa(user)).allowance).toMatchObject({ usedHerePence: 100_000, leftPence: 1_900_000 });

      const tooMuch = await subscribe(user, 501);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'amountPence', message: 'Insufficient balance' }],
      });
    });

    it('answers a retried key once and refuses the key for another request', async () => {
      const user = await openInvestor(500);
      const first = await subscribe(user, 100, 'E_WALLET', 'isa-key-1');
      const again = await subscribe(user, 100, 'E_WALLET', 'isa-key-1');
      expect(again.json()).toEqual(first.json());
      expect(await wallet(user)).toBe(40_000);
      expect((await subscribe(user, 200, 'E_WALLET', 'isa-key-1')).json()).toMatchObject({ errorCode: 41 });
    });

    it('waits for a bank transfer: the pending one counts against the allowance, a failed one frees it', async () => {
      clock.set('2027-01-10T12:00:00Z');
      const user = await openInvestor();
      const response = await subscribe(user, 15_000, 'BANK_TRANSFER');
      expect(response.statusCode).toBe(200);
      const { movement, payment } = response.json<IsaMovementResult>();
      expect(movement).toMatchObject({ status: 'PENDING', counterparty: 'BANK' });
      expect(payment).toMatchObject({ sumPence: 1_500_000, status: 'PENDING' });
      expect(payment?.referenceNumber).toMatch(/^KSI\d{7}$/);
      expect((await getIsa(user)).allowance?.leftPence).toBe(500_000);
      const refused = await subscribe(user, 6_000, 'BANK_TRANSFER');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        errorCode: 53,
        message: 'You can pay £5,000.00 more into ISAs this tax year, which ends on 5 April 2027.',
        leftPence: 500_000,
      });

      const operationId = (await movementRow(movement.id)).payment_provider_operation_id ?? 0;
      await settle(operationId, false);
      expect(await movementRow(movement.id)).toMatchObject({ status: 'FAILED' });
      expect((await getIsa(user)).allowance?.leftPence).toBe(2_000_000);
      expect(await isaBalance(user)).toBe(0);

      const second = (await subscribe(user, 20_000, 'BANK_TRANSFER')).json<IsaMovementResult>();
      const secondOperation = (await movementRow(second.movement.id)).payment_provider_operation_id ?? 0;
      await settle(secondOperation, true);
      const settled = await movementRow(second.movement.id);
      expect(settled.status).toBe('SUCCEEDED');
      expect(await entriesOf(settled.ledger_transaction_id ?? 0)).toEqual([
        { account: 'PROVIDER_CLEARING', amount_pence: -2_000_000, kind: 'ISA_SUBSCRIPTION' },
        { account: 'USER_ISA', amount_pence: 2_000_000, kind: 'ISA_SUBSCRIPTION' },
      ]);
      expect(await isaBalance(user)).toBe(2_000_000);
      expect(await wallet(user)).toBe(0);
    });

    it('withdraws to the e-wallet at once and to the bank as a payout given back to the ISA if it fails', async () => {
      const user = await openInvestor(1_000);
      await subscribe(user, 1_000);
      const toWallet = (await withdraw(user, 300)).json<IsaMovementResult>();
      expect(toWallet.movement).toMatchObject({ kind: 'WITHDRAWAL', counterparty: 'E_WALLET', status: 'SUCCEEDED' });
      expect(await entriesOf((await movementRow(toWallet.movement.id)).ledger_transaction_id ?? 0)).toEqual([
        { account: 'USER_ISA', amount_pence: -30_000, kind: 'ISA_WITHDRAWAL' },
        { account: 'USER_WALLET', amount_pence: 30_000, kind: 'ISA_WITHDRAWAL' },
      ]);
      expect(await wallet(user)).toBe(30_000);
      expect(await isaBalance(user)).toBe(70_000);

      const tooMuch = await withdraw(user, 701);
      expect(tooMuch.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'amountPence' }] });

      const toBank = (await withdraw(user, 700, 'BANK')).json<IsaMovementResult>();
      expect(toBank.movement).toMatchObject({ counterparty: 'BANK', status: 'PENDING' });
      expect(await isaBalance(user)).toBe(0);
      await settle((await movementRow(toBank.movement.id)).payment_provider_operation_id ?? 0, false);
      expect(await movementRow(toBank.movement.id)).toMatchObject({ status: 'FAILED' });
      expect(await isaBalance(user)).toBe(70_000);
      expect(await wallet(user)).toBe(30_000);

      const paid = (await withdraw(user, 200, 'BANK')).json<IsaMovementResult>();
      await settle((await movementRow(paid.movement.id)).payment_provider_operation_id ?? 0, true);
      expect(await movementRow(paid.movement.id)).toMatchObject({ status: 'SUCCEEDED' });
      expect(await isaBalance(user)).toBe(50_000);

      // The e-wallet's history lists what went into the ISA and came back, and nothing of the ISA's bank payments.
      const history = await request('GET', '/dashboard/investor/wallet-history', user);
      const rows = history.json<{ transactions: { type: string; amountPence: number }[] }>().transactions;
      expect(rows.filter(({ type }) => type.startsWith('ISA_'))).toEqual([
        expect.objectContaining({ type: 'ISA_WITHDRAWAL', amountPence: 30_000 }),
        expect.objectContaining({ type: 'ISA_SUBSCRIPTION', amountPence: 100_000 }),
      ]);
      expect(rows.filter(({ type }) => type === 'PAY_OUT')).toEqual([]);
    });

    it('refuses every movement without an ISA with code 54', async () => {
      const user = await insertIsaInvestor(t.database.db, { walletPence: 10_000 });
      for (const response of [
        await subscribe(user, 10),
        await withdraw(user, 10),
        await request('PUT', '/isa/other-subscriptions', user, { amountPence: 0 }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ errorCode: 54 });
      }
    });

    it('counts what the investor declared paying into other ISAs; the latest declaration wins', async () => {
      clock.set('2027-01-10T12:00:00Z');
      const user = await openInvestor(20_000);
      await request('PUT', '/isa/other-subscriptions', user, { amountPence: 1_200_000 });
      const declared = await request('PUT', '/isa/other-subscriptions', user, { amountPence: 1_500_000 });
      expect(declared.json<Isa>().allowance).toMatchObject({ otherIsasPence: 1_500_000, leftPence: 500_000 });
      expect((await subscribe(user, 5_001)).json()).toMatchObject({ errorCode: 53, leftPence: 500_000 });
      expect((await subscribe(user, 5_000)).statusCode).toBe(200);
    });

    it('lists the movements newest first, paged', async () => {
      const user = await openInvestor(1_000);
      await subscribe(user, 100);
      await subscribe(user, 200);
      await withdraw(user, 50);
      const page = (await request('GET', '/isa/movements?limit=2&offset=0', user)).json<IsaMovementPage>();
      expect(page.count).toBe(3);
      expect(page.movements.map((movement) => [movement.kind, movement.amountPence])).toEqual([
        ['WITHDRAWAL', 5_000],
        ['SUBSCRIPTION', 20_000],
      ]);
    });
  });

  describe('the tax year', () => {
    it('counts 23:59 on 5 April (London) in the old year and 00:00 on 6 April in the new one', async () => {
      const user = await openInvestor(40_000);
      clock.set('2027-04-05T22:59:00Z'); // 23:59 BST
      expect((await subscribe(user, 20_000)).json<IsaMovementResult>().movement.taxYear).toBe(2026);
      expect((await subscribe(user, 1)).json()).toEqual({
        errorCode: 53,
        message:
          "You have used this tax year's ISA allowance. You can pay into ISAs again after the tax year ends on 5 April 2027.",
        leftPence: 0,
      });
      clock.set('2027-04-05T23:00:00Z'); // 00:00 BST on 6 April
      const next = await subscribe(user, 20_000);
      expect(next.statusCode).toBe(200);
      expect(next.json<IsaMovementResult>().movement.taxYear).toBe(2027);
      expect(await isaBalance(user)).toBe(4_000_000);
      expect((await getIsa(user)).taxYearLabel).toBe('2027/28');
    });

    it('lets money withdrawn be paid back in the same year without allowance, but not across its end', async () => {
      const user = await openInvestor(20_000);
      clock.set('2027-06-01T09:00:00Z');
      await subscribe(user, 20_000);
      await withdraw(user, 1_000);
      expect((await getIsa(user)).allowance).toMatchObject({ leftPence: 0, replaceablePence: 100_000 });
      const back = (await subscribe(user, 1_000)).json<IsaMovementResult>();
      expect(back.movement.replacementPence).toBe(100_000);
      expect((await getIsa(user)).allowance).toMatchObject({
        leftPence: 0,
        replaceablePence: 0,
        usedHerePence: 2_000_000,
      });

      clock.set('2028-04-05T20:00:00Z');
      await withdraw(user, 1_000);
      clock.set('2028-04-06T08:00:00Z');
      const nextYear = (await subscribe(user, 1_000)).json<IsaMovementResult>();
      expect(nextYear.movement).toMatchObject({ taxYear: 2028, replacementPence: 0 });
      expect((await getIsa(user)).allowance).toMatchObject({ usedHerePence: 100_000, leftPence: 1_900_000 });
      expect(await ledgerInvariants(t.database.db)).toMatchObject({ mismatchedAccounts: [], keysPostedTwice: [] });
    });
  });

  it('keeps the ledger sound', async () => {
    expect(await ledgerInvariants(t.database.db)).toMatchObject({ ...sound, totalPence: 0 });
  });
});
