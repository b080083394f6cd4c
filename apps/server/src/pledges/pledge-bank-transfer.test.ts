import { standaloneContext } from '../context/app-context.ts';
import type { PaymentInfo, PledgeFinishResponse } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/app-context.ts';
import { walletBalancePence } from '../ledger/queries.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { SANDBOX_COLLECTION_ACCOUNT } from '../providers/payments/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { settlePaymentOperation } from '../wallet/settlement.ts';
import { manualPaymentProvider } from '../wallet/wallet.test-support.ts';
import { settleBankTransferInvestment } from './investments/service.ts';
import { capturingSms, pledgeCalls, pledgeInvariants, pledgesSound } from './pledge.test-support.ts';
import { insertInvestor } from '../testing/builders/users.ts';

describe.each(testEngines)('pledging by bank transfer on %s', (engine) => {
  let t: TestApp;
  const sms = capturingSms();
  const payments = manualPaymentProvider();
  const calls = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { sms, payments } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const project = (id: number) =>
    db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const investment = (id: number) =>
    db().selectFrom('investments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const operationFor = (referenceNumber: string) =>
    db()
      .selectFrom('payment_provider_operations')
      .selectAll()
      .where('bank_reference', '=', referenceNumber)
      .executeTakeFirstOrThrow();
  const settle = (operationId: number, succeeded: boolean) =>
    settlePaymentOperation(
      standaloneContext({ db: db(), clock: systemClock }),
      operationId,
      succeeded
        ? { succeeded, providerReference: `test-${operationId}` }
        : { succeeded, providerReference: `test-${operationId}`, reason: 'refused by the bank' },
      settleBankTransferInvestment,
    );

  async function finishedByTransfer(projectId: number, amounts: { short: number; long?: number }) {
    const user = await insertInvestor(db());
    const started = await calls.start(user, {
      projectId,
      shortAmountPence: amounts.short,
      ...(amounts.long === undefined ? {} : { longAmountPence: amounts.long }),
    });
    const { pledgeId } = started.json<{ pledgeId: number }>();
    await calls.sendSms(user, pledgeId);
    const answer = await calls.finish(user, pledgeId, {
      smsCode: await calls.codeSentTo(user),
      source: 'BANK_TRANSFER',
    });
    expect(answer.statusCode).toBe(200);
    return { user, pledgeId, body: answer.json<PledgeFinishResponse>() };
  }

  it('answers the account to pay into and one PENDING investment per term, each with its reference', async () => {
    const projectId = await insertTestProject(db(), {
      allow_long_term: true,
      long_start_date: '2027-07-16',
      long_end_date: '2029-07-16',
      long_funding_target_pence: 5_000_000,
      long_funding_minimum_pence: 50_000,
      long_debt_expected_rate: 6,
    });

    const { user, body } = await finishedByTransfer(projectId, { short: 300_000, long: 250_000 });

    expect(body).toMatchObject({
      source: 'BANK_TRANSFER',
      sumPence: 550_000,
      accountName: SANDBOX_COLLECTION_ACCOUNT.accountName,
      accountNumber: SANDBOX_COLLECTION_ACCOUNT.accountNumber,
      sortCode: SANDBOX_COLLECTION_ACCOUNT.sortCode,
      investments: [
        { term: 'SHORT', amountPence: 300_000, status: 'PENDING' },
        { term: 'LONG', amountPence: 250_000, status: 'PENDING' },
      ],
    });
    const [short, long] = body.investments;
    expect(short?.referenceNumber).not.toBe(long?.referenceNumber);
    // The pending transfers hold their capacity at once, so the project cannot be overfunded meanwhile.
    expect(await project(projectId)).toMatchObject({ short_funded_pence: 300_000, long_funded_pence: 250_000 });
    expect(await walletBalancePence(db(), user.id)).toBe(0);
    for (const entry of body.investments) {
      const operation = await operationFor(entry.referenceNumber);
      expect(operation).toMatchObject({ kind: 'PAY_IN', status: 'PENDING', amount_pence: entry.amountPence });
      expect(payments.watched.map((watched) => watched.id)).toContain(operation.id);
    }
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('answers the payment info of the investor own bank-transfer investment, and 403 code 10 to anyone else', async () => {
    const { user, body } = await finishedByTransfer(await insertTestProject(db()), { short: 200_000 });
    const investmentId = body.investments[0]!.investmentId;

    const own = await calls.paymentInfo(user, investmentId);
    expect(own.statusCode).toBe(200);
    expect(own.json<PaymentInfo>()).toMatchObject({
      referenceNumber: body.investments[0]!.referenceNumber,
      sumPence: 200_000,
      status: 'PENDING',
      investorName: 'Petra Pledger',
      sortCode: SANDBOX_COLLECTION_ACCOUNT.sortCode,
    });
    const other = await insertInvestor(db());
    for (const id of [investmentId, 2_000_000_000]) {
      const answer = await calls.paymentInfo(other, id);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 10 });
    }
  });

  it('settles like a deposit: the money reaches the project wallet through the ledger, once', async () => {
    const projectId = await insertTestProject(db());
    const { user, body } = await finishedByTransfer(projectId, { short: 200_000 });
    const pledged = body.investments[0]!;
    const operation = await operationFor(pledged.referenceNumber);

    expect(await settle(operation.id, true)).toBe(true);
    expect(await settle(operation.id, true)).toBe(false);

    expect(await investment(pledged.investmentId)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await walletBalancePence(db(), user.id)).toBe(0);
    const projectWallet = await db()
      .selectFrom('ledger_accounts')
      .select('balance_pence')
      .where('project_id', '=', projectId)
      .where('kind', '=', 'PROJECT_SHORT_WALLET')
      .executeTakeFirstOrThrow();
    expect(projectWallet.balance_pence).toBe(200_000);
    expect((await calls.paymentInfo(user, pledged.investmentId)).json()).toMatchObject({ status: 'SUCCEEDED' });
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('gives the capacity back when the transfer fails, and cancels the agreement', async () => {
    const projectId = await insertTestProject(db());
    const { body } = await finishedByTransfer(projectId, { short: 200_000 });
    const pledged = body.investments[0]!;

    await settle((await operationFor(pledged.referenceNumber)).id, false);

    expect(await investment(pledged.investmentId)).toMatchObject({ status: 'FAILED' });
    expect((await project(projectId)).short_funded_pence).toBe(0);
    const agreement = await db()
      .selectFrom('agreements')
      .select('status')
      .where('investment_id', '=', pledged.investmentId)
      .executeTakeFirstOrThrow();
    expect(agreement.status).toBe('CANCELLED');
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });
});

describe.each(testEngines)('the sandbox provider settling a bank-transfer pledge on %s', (engine) => {
  let t: TestApp;
  const sms = capturingSms();
  const calls = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    // The built-in sandbox with no delay, reporting through the app's own wiring (app.ts).
    t = await createTestApp(engine, {}, { providers: { sms } });
  });
  afterAll(() => t.close());

  it.each([
    [200_000, 'SUCCEEDED'],
    [201_300, 'FAILED'],
  ] as const)('settles %i pence as %s', async (amountPence, status) => {
    const db = t.database.db;
    const user = await insertInvestor(db);
    const started = await calls.start(user, { projectId: await insertTestProject(db), shortAmountPence: amountPence });
    const { pledgeId } = started.json<{ pledgeId: number }>();
    await calls.sendSms(user, pledgeId);
    const answer = await calls.finish(user, pledgeId, {
      smsCode: await calls.codeSentTo(user),
      source: 'BANK_TRANSFER',
    });
    const investmentId = answer.json<PledgeFinishResponse>().investments[0]!.investmentId;

    await expect
      .poll(async () => (await calls.paymentInfo(user, investmentId)).json<PaymentInfo>().status)
      .toBe(status);
    expect(await pledgeInvariants(db)).toEqual(pledgesSound);
  });
});
