import type { PledgeFinishResponse } from '@keystone/api';
import { insufficientFundsMessage, PLEDGE_EXPIRY_MINUTES, PLEDGE_MESSAGES, SMS_CODE } from '@keystone/flows/pledge';
import { SIGNATURE_MESSAGES } from '@keystone/flows/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletBalancePence } from '../ledger/queries.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, tokenFor, type TestUser, insertInvestor } from '../testing/builders/users.ts';
import { capturingSms, movableClock, pledgeCalls, pledgeInvariants, pledgesSound } from './pledge.test-support.ts';

describe.each(testEngines)('finishing a pledge from the e-wallet on %s', (engine) => {
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
  const count = async (table: 'investments' | 'agreements' | 'ledger_transactions' | 'uploaded_files') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const project = (id: number) =>
    db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** An investor with a started pledge whose code has been sent. */
  async function signing(
    options: { walletPence?: number; shortAmountPence?: number; longAmountPence?: number; projectId?: number } = {},
  ) {
    const user = await insertInvestor(db(), { walletPence: options.walletPence ?? 1_000_000 });
    const projectId = options.projectId ?? (await insertTestProject(db()));
    const started = await calls.start(user, {
      projectId,
      shortAmountPence: options.shortAmountPence ?? 200_000,
      ...(options.longAmountPence === undefined ? {} : { longAmountPence: options.longAmountPence }),
    });
    expect(started.statusCode).toBe(201);
    const { pledgeId } = started.json<{ pledgeId: number }>();
    expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
    return { user, projectId, pledgeId, code: await calls.codeSentTo(user) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** SMS_CODE.length).padStart(SMS_CODE.length, '0');
  const balance = (user: TestUser) => walletBalancePence(db(), user.id);

  it('moves the money to the project wallet, writes the investment and its signed agreement, and logs it', async () => {
    const { user, projectId, pledgeId, code } = await signing();

    const answer = await calls.finish(user, pledgeId, { smsCode: code });

    expect(answer.statusCode).toBe(200);
    const body = answer.json<PledgeFinishResponse>();
    expect(body).toMatchObject({
      pledgeId,
      source: 'E_WALLET',
      investorName: 'Petra Pledger',
      sumPence: 200_000,
      accountNumber: null,
      investments: [{ term: 'SHORT', amountPence: 200_000, status: 'SUCCEEDED' }],
    });
    expect(body.investments[0]?.referenceNumber).toMatch(/^KSI\d{7}S$/);
    expect(await balance(user)).toBe(800_000);
    expect((await project(projectId)).short_funded_pence).toBe(200_000);
    const agreement = await db()
      .selectFrom('agreements')
      .innerJoin('uploaded_files', 'uploaded_files.id', 'agreements.document_file_id')
      .select(['agreements.document_sha256', 'uploaded_files.storage_key', 'uploaded_files.purpose'])
      .where('agreements.id', '=', body.investments[0]!.agreementId)
      .executeTakeFirstOrThrow();
    expect(agreement.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(agreement.purpose).toBe('AGREEMENT');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/files/${agreement.storage_key}`,
      headers: bearer(await tokenFor(t.config.jwtSecret, user)),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const events = await db()
      .selectFrom('agreement_logs')
      .select(['event', 'ip'])
      .where('pledge_id', '=', pledgeId)
      .orderBy('id')
      .execute();
    expect(events.map((row) => row.event)).toEqual([
      'START_PLEDGE',
      'SEND_DOCUMENT',
      'SEND_SMS',
      'ATTEMPTS_ENTER',
      'AGREEMENT_SIGNED',
      'PAYMENT_SUCCEEDED',
    ]);
    expect(events.every((row) => row.ip !== null)).toBe(true);
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('answers a finished pledge again with the same result and writes nothing', async () => {
    const { user, pledgeId, code } = await signing();
    const first = await calls.finish(user, pledgeId, { smsCode: code });
    const before = await Promise.all([count('investments'), count('ledger_transactions'), count('uploaded_files')]);

    const again = await calls.finish(user, pledgeId, { smsCode: code });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await Promise.all([count('investments'), count('ledger_transactions'), count('uploaded_files')])).toEqual(
      before,
    );
  });

  it('makes a short and long pledge two investments, each with its own agreement and reference', async () => {
    const projectId = await insertTestProject(db(), {
      allow_long_term: true,
      long_start_date: '2027-07-16',
      long_end_date: '2029-07-16',
      long_funding_target_pence: 5_000_000,
      long_funding_minimum_pence: 50_000,
      long_debt_expected_rate: 6,
    });
    const { user, pledgeId, code } = await signing({ projectId, longAmountPence: 150_000 });
    const body = (await calls.finish(user, pledgeId, { smsCode: code })).json<PledgeFinishResponse>();
    expect(body.sumPence).toBe(350_000);
    expect(body.investments.map((entry) => [entry.term, entry.amountPence])).toEqual([
      ['SHORT', 200_000],
      ['LONG', 150_000],
    ]);
    expect(new Set(body.investments.map((entry) => entry.agreementId)).size).toBe(2);
    expect((await project(projectId)).long_funded_pence).toBe(150_000);
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('counts wrong codes although the request fails, and ends the code at the fifth (429 code 20)', async () => {
    const { user, pledgeId, code } = await signing();
    for (let attempt = 1; attempt < SMS_CODE.maxWrongTries; attempt += 1) {
      const answer = await calls.finish(user, pledgeId, { smsCode: wrong(code) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }],
      });
      const pledge = await db()
        .selectFrom('pledges')
        .select('sms_attempts')
        .where('id', '=', pledgeId)
        .executeTakeFirstOrThrow();
      expect(pledge.sms_attempts).toBe(attempt);
    }
    const fifth = await calls.finish(user, pledgeId, { smsCode: wrong(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ errorCode: 20 });
    expect(fifth.headers['retry-after']).toBeDefined();

    const right = await calls.finish(user, pledgeId, { smsCode: code });
    expect(right.json()).toMatchObject({
      fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeExpired }],
    });
    expect(await count('investments')).toBe(await count('agreements'));
  });

  it('makes the documents under the lock when the first, unlocked read foresaw a refusal that did not come', async () => {
    const { user, pledgeId, code } = await signing();
    // The first reading after the token's issue and check is the unlocked one: there the code looks expired, under
    // the lock it is not.
    clock.skewNextRead(SMS_CODE.validMinutes * 60_000 + 1000, 2);
    const readsBefore = clock.reads;

    const answer = await calls.finish(user, pledgeId, { smsCode: code });

    expect(answer.statusCode).toBe(200);
    // The token's issue and check, then unlocked read, locked check, signing, locked check again: the retry ran.
    // The seventh is the session's last-seen check once the answer has gone (sessions/last-seen.ts).
    expect(clock.reads - readsBefore).toBe(7);
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    const logs = await db()
      .selectFrom('agreement_logs')
      .select('event')
      .where('pledge_id', '=', pledgeId)
      .where('event', '=', 'ATTEMPTS_ENTER')
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('refuses a code past its validity on smsCode', async () => {
    const { user, pledgeId, code } = await signing();
    clock.advance(SMS_CODE.validMinutes * 60_000 + 1000);
    const answer = await calls.finish(user, pledgeId, { smsCode: code });
    expect(answer.json()).toMatchObject({
      fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeExpired }],
    });
  });

  it('refuses a pledge past its expiry on pledgeId and marks it EXPIRED', async () => {
    const { user, pledgeId, code } = await signing();
    clock.advance(PLEDGE_EXPIRY_MINUTES * 60_000 + 1000);
    const answer = await calls.finish(user, pledgeId, { smsCode: code });
    expect(answer.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'pledgeId', message: PLEDGE_MESSAGES.pledgeExpired }],
    });
    const pledge = await db()
      .selectFrom('pledges')
      .select('status')
      .where('id', '=', pledgeId)
      .executeTakeFirstOrThrow();
    expect(pledge.status).toBe('EXPIRED');
  });

  it('refuses insufficient e-wallet funds on source, naming the balance as the limit, and moves nothing', async () => {
    const { user, projectId, pledgeId, code } = await signing({ walletPence: 199_999 });
    const answer = await calls.finish(user, pledgeId, { smsCode: code });
    expect(answer.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'source', message: insufficientFundsMessage(199_999) }],
    });
    expect(await balance(user)).toBe(199_999);
    expect((await project(projectId)).short_funded_pence).toBe(0);
  });

  it('refuses a project closed since the start, and amounts above what remains now', async () => {
    const closed = await signing();
    await db()
      .updateTable('projects')
      .set({ status: 'CANCELLED_NOT_PAID_OUT' })
      .where('id', '=', closed.projectId)
      .execute();
    expect((await calls.finish(closed.user, closed.pledgeId, { smsCode: closed.code })).json()).toMatchObject({
      fieldErrors: [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.projectClosed }],
    });

    const projectId = await insertTestProject(db(), { short_funding_target_pence: 300_000 });
    const [first, second] = [await signing({ projectId }), await signing({ projectId })];
    expect((await calls.finish(first.user, first.pledgeId, { smsCode: first.code })).statusCode).toBe(200);
    expect((await calls.finish(second.user, second.pledgeId, { smsCode: second.code })).json()).toMatchObject({
      fieldErrors: [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }],
    });
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('moves the project to FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN when the short target is reached', async () => {
    const projectId = await insertTestProject(db(), { short_funding_target_pence: 400_000 });
    const [first, second] = [await signing({ projectId }), await signing({ projectId })];
    await calls.finish(first.user, first.pledgeId, { smsCode: first.code });
    expect((await project(projectId)).status).toBe('AVAILABLE_TO_PLEDGE');
    await calls.finish(second.user, second.pledgeId, { smsCode: second.code });
    expect(await project(projectId)).toMatchObject({
      status: 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN',
      short_funded_pence: 400_000,
    });
  });

  it('refuses a signature that is not a PNG or JPEG image on signatureBase64', async () => {
    const { user, pledgeId, code } = await signing();
    const answer = await calls.finish(user, pledgeId, {
      smsCode: code,
      signatureBase64: Buffer.from('%PDF-1.7 not an image').toString('base64'),
    });
    expect(answer.json()).toMatchObject({
      fieldErrors: [{ field: 'signatureBase64', message: SIGNATURE_MESSAGES.uploadRejected }],
    });
  });

  it('refuses with 409 code 15 an investor whose KYC approval was withdrawn since the start', async () => {
    const { user, pledgeId, code } = await signing();
    await db().updateTable('users').set({ kyc_status: 'REJECTED' }).where('id', '=', user.id).execute();
    const answer = await calls.finish(user, pledgeId, { smsCode: code });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ errorCode: 15 });
  });

  it("answers 403 code 10 for another investor's pledge and an unknown id, counting no try", async () => {
    const { pledgeId, code } = await signing();
    const other = await insertInvestor(db(), { walletPence: 1_000_000 });
    for (const id of [pledgeId, 2_000_000_000]) {
      const answer = await calls.finish(other, id, { smsCode: code });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 10 });
    }
    const pledge = await db()
      .selectFrom('pledges')
      .select(['status', 'sms_attempts'])
      .where('id', '=', pledgeId)
      .executeTakeFirstOrThrow();
    expect(pledge).toEqual({ status: 'SMS_SENT', sms_attempts: 0 });
  });
});
