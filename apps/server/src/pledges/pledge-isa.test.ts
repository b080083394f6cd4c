import type { PledgeFinishResponse } from '@keystone/api';
import { insufficientIsaFundsMessage } from '@keystone/flows/pledge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isaBalancePence, walletBalancePence } from '../ledger/queries.ts';
import { fundIsaForTest } from '../testing/builders/isa.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { insertInvestor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { capturingSms, movableClock, pledgeCalls, pledgeInvariants, pledgesSound } from './pledge.test-support.ts';

// Pledging from the Innovative Finance ISA (issue 35 §2): the ISA's cash pays the investment as the e-wallet's does,
// and the pledge passes every gate any other pledge passes.
describe.each(testEngines)('finishing a pledge from the ISA on %s', (engine) => {
  let t: TestApp;
  const sms = capturingSms();
  const clock = movableClock();
  const calls = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { sms } });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const db = () => t.database.db;
  const count = async (table: 'investments' | 'ledger_transactions') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** An investor with `isaPence` in their ISA (none opened when null) and a started pledge whose code was sent. */
  async function signing(options: { isaPence?: number | null; shortAmountPence?: number; journeyDone?: boolean } = {}) {
    const user = await insertInvestor(db(), { walletPence: 1_000_000, at: clock.now() });
    const isaPence = options.isaPence === undefined ? 500_000 : options.isaPence;
    if (isaPence !== null) await fundIsaForTest(db(), user.id, isaPence, clock.now());
    const projectId = await insertTestProject(db());
    const started = await calls.start(user, { projectId, shortAmountPence: options.shortAmountPence ?? 200_000 });
    expect(started.statusCode).toBe(201);
    const { pledgeId } = started.json<{ pledgeId: number }>();
    expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
    return { user, projectId, pledgeId, code: await calls.codeSentTo(user) };
  }
  const balances = async (user: TestUser) => ({
    wallet: await walletBalancePence(db(), user.id),
    isa: await isaBalancePence(db(), user.id),
  });

  it("pays the investment from the ISA's cash into the project's term wallet, leaving the e-wallet alone", async () => {
    const { user, projectId, pledgeId, code } = await signing();

    const answer = await calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' });

    expect(answer.statusCode).toBe(200);
    expect(answer.json<PledgeFinishResponse>()).toMatchObject({
      pledgeId,
      source: 'ISA',
      sumPence: 200_000,
      accountNumber: null,
      investments: [{ term: 'SHORT', amountPence: 200_000, status: 'SUCCEEDED' }],
    });
    expect(await balances(user)).toEqual({ wallet: 500_000, isa: 300_000 });
    const investment = await db()
      .selectFrom('investments')
      .select(['source', 'ledger_transaction_id'])
      .where('pledge_id', '=', pledgeId)
      .executeTakeFirstOrThrow();
    expect(investment.source).toBe('ISA');
    const entries = await db()
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select([
        'ledger_accounts.kind',
        'ledger_accounts.project_id',
        'ledger_entries.amount_pence',
        'ledger_transactions.kind as transactionKind',
      ])
      .where('ledger_entries.transaction_id', '=', investment.ledger_transaction_id!)
      .orderBy('ledger_entries.amount_pence')
      .execute();
    expect(entries).toEqual([
      { kind: 'USER_ISA', project_id: null, amount_pence: -200_000, transactionKind: 'TRANSFER_TO_PROJECT' },
      {
        kind: 'PROJECT_SHORT_WALLET',
        project_id: projectId,
        amount_pence: 200_000,
        transactionKind: 'TRANSFER_TO_PROJECT',
      },
    ]);
    const mail = await db()
      .selectFrom('email_outbox')
      .select('text_body')
      .where('template', '=', 'PLEDGE_CONFIRMATION')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('taken from the cash in your Innovative Finance ISA');
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('answers a finished ISA pledge again with the same result and moves nothing twice', async () => {
    const { user, pledgeId, code } = await signing();
    const first = await calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' });
    const before = await Promise.all([count('investments'), count('ledger_transactions'), balances(user)]);

    const again = await calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await Promise.all([count('investments'), count('ledger_transactions'), balances(user)])).toEqual(before);
  });

  it("refuses more than the ISA's cash on source, saying what it holds, and moves nothing", async () => {
    const { user, pledgeId, code } = await signing({ isaPence: 199_999 });

    const answer = await calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'source', message: insufficientIsaFundsMessage(199_999) }],
    });
    expect(await balances(user)).toEqual({ wallet: 800_001, isa: 199_999 });
    expect(await db().selectFrom('investments').select('id').where('pledge_id', '=', pledgeId).execute()).toEqual([]);
  });

  it('refuses an investor without an ISA with 409 code 54, and the e-wallet still pays', async () => {
    const { user, pledgeId, code } = await signing({ isaPence: null });

    const answer = await calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' });

    expect(answer.statusCode).toBe(409);
    expect(answer.json().errorCode).toBe(54);
    expect(await balances(user)).toEqual({ wallet: 1_000_000, isa: undefined });
    const paid = await calls.finish(user, pledgeId, { smsCode: code, source: 'E_WALLET' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().source).toBe('E_WALLET');
  });

  it('passes the gates every pledge passes: the consumer journey at the start, the declaration at the finish', async () => {
    // The journey: an investor who has not been through the personalised warning cannot start one (code 46).
    const newcomer = await insertInvestor(db(), { walletPence: 500_000, journeyDone: false, at: clock.now() });
    await fundIsaForTest(db(), newcomer.id, 500_000, clock.now());
    const refused = await calls.start(newcomer, {
      projectId: await insertTestProject(db()),
      shortAmountPence: 100_000,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(46);

    // The declaration: one no longer current by the finish (the category changed since) refuses it (code 47).
    const { user, pledgeId, code } = await signing();
    await db().updateTable('users').set({ investor_type: 'ADVISED_INVESTOR' }).where('id', '=', user.id).execute();
    const answer = await calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errorCode).toBe(47);
    expect(await balances(user)).toEqual({ wallet: 500_000, isa: 500_000 });
  });
});

// PGlite runs one statement at a time: only real PostgreSQL shows two finishes racing for one ISA's cash.
describe.runIf(testEngines.includes('postgres'))('two pledges racing for one ISA on postgres', () => {
  let t: TestApp;
  const sms = capturingSms();
  const calls = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { postgresPoolSize: 8, providers: { sms } });
  });
  afterAll(() => t.close());

  it('pays one of two pledges that fit the ISA only one at a time, refuses the other, and never overdraws it', async () => {
    const db = t.database.db;
    const user = await insertInvestor(db, { walletPence: 150_000 });
    await fundIsaForTest(db, user.id, 150_000);
    // Two projects, so that only the ISA's account is shared by the two finishes.
    const signed = [];
    for (const projectId of [await insertTestProject(db), await insertTestProject(db)]) {
      const started = await calls.start(user, { projectId, shortAmountPence: 100_000 });
      const { pledgeId } = started.json<{ pledgeId: number }>();
      expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
      signed.push({ pledgeId, code: await calls.codeSentTo(user) });
    }

    const answers = await Promise.all(
      signed.map(({ pledgeId, code }) => calls.finish(user, pledgeId, { smsCode: code, source: 'ISA' })),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'source', message: insufficientIsaFundsMessage(50_000) }],
    });
    expect(await isaBalancePence(db, user.id)).toBe(50_000);
    expect(await pledgeInvariants(db)).toEqual(pledgesSound);
  });
});
