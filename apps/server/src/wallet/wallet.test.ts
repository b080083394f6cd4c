import { standaloneContext } from '../context/app-context.ts';
import { demoBankTransferInvestment, demoPeople, demoProjects } from '@keystone/demo/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/app-context.ts';
import { walletBalancePence } from '../ledger/queries.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser, insertWalletHolder } from '../testing/builders/users.ts';
import { settlePaymentOperation } from './settlement.ts';
import { ledgerInvariants, manualPaymentProvider, sound } from './wallet.test-support.ts';

describe.each(testEngines)('the e-wallet on %s', (engine) => {
  let t: TestApp;
  const payments = manualPaymentProvider();

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { payments } });
  });
  afterAll(() => t.close());

  /** `amount`: whole pounds, sent as the pence the contract asks for; text is sent as it is. */
  const call = async (
    operation: 'fund-wallet' | 'withdraw',
    user: TestUser,
    amount: number | string,
    idempotencyKey?: string,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/investments/${operation}?amountPence=${typeof amount === 'number' ? amount * 100 : amount}`,
      headers: {
        ...bearer(await tokenFor(t.config.jwtSecret, user)),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
    });
  const settle = (operationId: number, succeeded = true) =>
    settlePaymentOperation(
      standaloneContext({ db: t.database.db, clock: systemClock }),
      operationId,
      succeeded
        ? { succeeded, providerReference: `test-${operationId}-${Math.random()}` }
        : { succeeded, providerReference: `test-${operationId}-${Math.random()}`, reason: 'refused by the bank' },
    );
  const operation = (id: number) =>
    t.database.db.selectFrom('payment_provider_operations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lastWatched = () => {
    const last = payments.watched.at(-1);
    if (!last) throw new Error('nothing watched');
    return last;
  };
  const balance = (user: TestUser) => walletBalancePence(t.database.db, user.id);
  const funded = async (user: TestUser, pounds: number) => {
    expect((await call('fund-wallet', user, pounds)).statusCode).toBe(200);
    await settle(lastWatched().id);
  };

  describe('deposit', () => {
    it('answers the bank transfer to make and records a pending pay-in, moving no money yet', async () => {
      const user = await insertWalletHolder(t.database.db);

      const response = await call('fund-wallet', user, 1250);

      expect(response.statusCode).toBe(200);
      const answer = response.json<Record<string, unknown>>();
      expect(answer).toMatchObject({
        accountName: 'Keystone Client Money (sandbox)',
        sortCode: '040004',
        accountNumber: '00012345',
        investorName: 'Wendy Wallet',
        sumPence: 125_000,
        status: 'PENDING',
      });
      expect(answer.referenceNumber).toMatch(/^KSD\d{7}$/);
      const watched = lastWatched();
      expect(watched).toMatchObject({ kind: 'PAY_IN', amountPence: 125_000 });
      expect(await operation(watched.id)).toMatchObject({
        user_id: user.id,
        status: 'PENDING',
        bank_reference: answer.referenceNumber,
        ledger_transaction_id: null,
      });
      expect(await balance(user)).toBe(0);
    });

    it('gives every deposit its own reference', async () => {
      const user = await insertWalletHolder(t.database.db);
      const references = await Promise.all(
        [1, 2, 3].map(async () => (await call('fund-wallet', user, 10)).json<{ referenceNumber: string }>()),
      );
      expect(new Set(references.map((answer) => answer.referenceNumber)).size).toBe(3);
    });

    it('puts the money in the wallet once when the pay-in succeeds, however often that is delivered', async () => {
      const user = await insertWalletHolder(t.database.db);
      await call('fund-wallet', user, 1250);
      const { id } = lastWatched();

      expect(await settle(id)).toBe(true);
      expect(await settle(id)).toBe(false);
      expect(await Promise.all([settle(id), settle(id)])).toEqual([false, false]);

      expect(await balance(user)).toBe(125_000);
      expect(await operation(id)).toMatchObject({ status: 'SUCCEEDED' });
      const movements = await t.database.db
        .selectFrom('ledger_transactions')
        .select('kind')
        .where('idempotency_key', '=', `pay-in:${id}`)
        .execute();
      expect(movements).toEqual([{ kind: 'PAY_IN' }]);
      expect(await ledgerInvariants(t.database.db)).toEqual(sound);
    });

    it('moves nothing when the pay-in fails', async () => {
      const user = await insertWalletHolder(t.database.db);
      await call('fund-wallet', user, 113);
      const { id } = lastWatched();

      await settle(id, false);

      expect(await operation(id)).toMatchObject({ status: 'FAILED', failure_reason: 'refused by the bank' });
      expect(await balance(user)).toBe(0);
    });

    it('answers a retried request with the same key with the first answer and records one pay-in', async () => {
      const user = await insertWalletHolder(t.database.db);
      const watchedBefore = payments.watched.length;

      const first = await call('fund-wallet', user, 500, 'deposit-key-1');
      const again = await call('fund-wallet', user, 500, 'deposit-key-1');
      const other = await call('fund-wallet', user, 500, 'deposit-key-2');

      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(other.json<{ referenceNumber: string }>().referenceNumber).not.toBe(
        first.json<{ referenceNumber: string }>().referenceNumber,
      );
      expect(payments.watched.length - watchedBefore).toBe(2);
    });

    it('keeps one investor’s keys apart from another’s', async () => {
      const [one, two] = [await insertWalletHolder(t.database.db), await insertWalletHolder(t.database.db)];
      const first = await call('fund-wallet', one, 20, 'shared-key');
      const second = await call('fund-wallet', two, 20, 'shared-key');
      expect(second.json()).not.toEqual(first.json());
    });

    it.each([
      ['0', 'Incorrect amount'],
      ['125050', 'Incorrect amount. Enter whole pounds, without pence'],
      ['', 'Field is required'],
    ])('refuses amountPence=%j with the seed’s message', async (amountPence, message) => {
      const user = await insertWalletHolder(t.database.db);
      const response = await call('fund-wallet', user, amountPence);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errorCode: number }>().errorCode).toBe(2);
      if (amountPence !== '') {
        expect(response.json()).toMatchObject({ fieldErrors: [{ field: 'amountPence', message }] });
      }
    });

    it('refuses an investor whose KYC is not approved (15) and an admin (11)', async () => {
      const notApproved = await insertTestUser(t.database.db);
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      expect((await call('fund-wallet', notApproved, 10)).json()).toMatchObject({ errorCode: 15 });
      expect((await call('fund-wallet', admin, 10)).json()).toMatchObject({ errorCode: 11 });
    });
  });

  describe('withdraw', () => {
    it('takes the money from the wallet at once as a pending payout', async () => {
      const user = await insertWalletHolder(t.database.db);
      await funded(user, 1250);

      const response = await call('withdraw', user, 200);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ amountPence: 20_000, type: 'PAY_OUT', status: 'PENDING' });
      expect(await balance(user)).toBe(105_000);
      const { id } = lastWatched();
      expect(await operation(id)).toMatchObject({ kind: 'PAY_OUT', status: 'PENDING' });

      await settle(id);
      expect(await operation(id)).toMatchObject({ status: 'SUCCEEDED', reversal_transaction_id: null });
      expect(await balance(user)).toBe(105_000);
    });

    it('gives a failed payout back with a REVERSAL, once', async () => {
      const user = await insertWalletHolder(t.database.db);
      await funded(user, 1250);
      await call('withdraw', user, 113);
      const { id } = lastWatched();
      expect(await balance(user)).toBe(113_700);

      await Promise.all([settle(id, false), settle(id, false)]);

      expect(await balance(user)).toBe(125_000);
      const payout = await operation(id);
      expect(payout.status).toBe('FAILED');
      const reversal = await t.database.db
        .selectFrom('ledger_transactions')
        .select(['kind', 'reverses_transaction_id'])
        .where('id', '=', payout.reversal_transaction_id ?? 0)
        .executeTakeFirstOrThrow();
      expect(reversal).toEqual({ kind: 'REVERSAL', reverses_transaction_id: payout.ledger_transaction_id });
      expect(await ledgerInvariants(t.database.db)).toEqual(sound);
    });

    it('refuses more than the balance in the error shape and takes nothing', async () => {
      const user = await insertWalletHolder(t.database.db);
      await funded(user, 100);

      const response = await call('withdraw', user, 101);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'amountPence', message: 'Insufficient balance' }],
      });
      expect(await balance(user)).toBe(10_000);
    });

    it('needs bank details on file', async () => {
      const user = await insertWalletHolder(t.database.db, { bankDetails: false });
      await funded(user, 100);

      const response = await call('withdraw', user, 50);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorCode: 2,
        message: 'Please add your bank details to your profile before withdrawing',
      });
      expect(await balance(user)).toBe(10_000);
    });

    it('withdraws once for a retried key, even when the retry would now be above the balance', async () => {
      const user = await insertWalletHolder(t.database.db);
      await funded(user, 300);

      const first = await call('withdraw', user, 200, 'withdraw-key');
      const again = await call('withdraw', user, 200, 'withdraw-key');

      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await balance(user)).toBe(10_000);
    });
  });

  describe('payment details of an investment', () => {
    it('answers the owner’s bank-transfer investment and refuses anyone else’s id with code 10', async () => {
      await seedDemoData(t.database.db, new Date());
      const olivia = await t.database.db
        .selectFrom('users')
        .select(['id', 'role', 'password_changed_at as passwordChangedAt'])
        .where('email', '=', demoPeople.approvedInvestor.user.email)
        .executeTakeFirstOrThrow();
      const investment = await t.database.db
        .selectFrom('investments')
        .select('id')
        .where('reference_number', '=', demoBankTransferInvestment.referenceNumber)
        .executeTakeFirstOrThrow();
      const project = await t.database.db
        .selectFrom('projects')
        .select('id')
        .where('title', '=', demoProjects[demoBankTransferInvestment.project].title)
        .executeTakeFirstOrThrow();
      const get = async (user: Pick<TestUser, 'id' | 'role' | 'passwordChangedAt'>, id: number) =>
        t.app.inject({
          method: 'GET',
          url: `/api/investments/${id}`,
          headers: bearer(await tokenFor(t.config.jwtSecret, user)),
        });

      const own = await get(olivia, investment.id);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        accountName: 'Keystone Client Money (sandbox)',
        sortCode: '040004',
        accountNumber: '00012345',
        referenceNumber: demoBankTransferInvestment.referenceNumber,
        investorName: demoPeople.approvedInvestor.user.fullName,
        sumPence: demoBankTransferInvestment.amountPence,
        status: 'PENDING',
        projectId: project.id,
        projectName: demoProjects[demoBankTransferInvestment.project].title,
        term: demoBankTransferInvestment.term,
      });

      const someoneElse = await insertWalletHolder(t.database.db);
      for (const response of [await get(someoneElse, investment.id), await get(olivia, 2_000_000)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ errorCode: 10 });
      }
    });
  });
});
