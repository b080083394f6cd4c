import type { AutoInvest, AutoInvestAuthorityStarted } from '@keystone/api';
import { AUTO_INVEST_MESSAGES, AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES } from '@keystone/flows/auto-invest';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertJourneyLog } from '../../consumer-journey/queries.ts';
import { readPdfLines } from '../../pdf/read-pdf-lines.ts';
import { capturingSms, movableClock } from '../../pledges/pledge.test-support.ts';
import { fundIsaForTest } from '../../testing/builders/isa.ts';
import { investFromWallet } from '../../testing/builders/pledges.ts';
import { insertTestProject } from '../../testing/builders/projects.ts';
import { insertInvestor, insertTestUser, type TestUser } from '../../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { AUTO_INVEST_AUTHORITY_EVENTS } from './authority-events.ts';
import { autoInvestCalls, testRules } from './authority.test-support.ts';
import { moneyWaitingOf, moneyWaitingPence } from './money-waiting.ts';

const minuteMs = 60_000;

describe.each(testEngines)('the standing authority on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const sms = capturingSms();
  const clock = movableClock();
  const calls = autoInvestCalls(() => t, sms);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { sms } });
    admin = await insertTestUser(db(), { role: 'ADMIN' });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const investor = (walletPence = 1_000_000) => insertInvestor(db(), { walletPence, at: clock.now() });

  /** A started authority whose code was sent. */
  async function signing(who: TestUser, rules = testRules) {
    const started = await calls.start(who, rules);
    expect(started.statusCode).toBe(201);
    const body = started.json<AutoInvestAuthorityStarted>();
    expect((await calls.sendSms(who, body.authorityId)).statusCode).toBe(204);
    return { started: body, code: await calls.codeSentTo(who) };
  }

  async function signed(who: TestUser, rules = testRules) {
    const { started, code } = await signing(who, rules);
    const answer = await calls.sign(who, started.authorityId, code);
    expect(answer.statusCode).toBe(200);
    return { started, answer: answer.json<AutoInvest>() };
  }

  const logsOf = (authorityId: number) =>
    db()
      .selectFrom('agreement_logs')
      .select(['event', 'code'])
      .where('auto_invest_authority_id', '=', authorityId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('starts, signs, pauses, resumes, changes, ends and starts again', async () => {
    const olivia = await investor();
    expect((await calls.get(olivia)).json()).toEqual({ authority: null, moneyWaitingPence: 0 });

    const { started, code } = await signing(olivia);
    expect(started.reference).toBe(`KSA-${String(started.authorityId).padStart(6, '0')}`);
    expect(new Date(started.expiresAt).getTime() - clock.now().getTime()).toBeGreaterThan(9 * minuteMs);
    expect(started.agreementText).toContain(`Reference: ${started.reference}`);
    expect(started.agreementText).toContain('Most in one project: £500.00');
    const draft = (await readPdfLines(Buffer.from(started.agreement, 'base64'))).flat().join(' ');
    expect(draft).toContain(`Auto-invest standing authority ${started.reference}`);
    // Nothing is active until it is signed.
    expect((await calls.get(olivia)).json<AutoInvest>().authority).toBeNull();

    const signedAnswer = await calls.sign(olivia, started.authorityId, code);
    expect(signedAnswer.statusCode).toBe(200);
    const active = signedAnswer.json<AutoInvest>();
    expect(active.authority).toMatchObject({
      id: started.authorityId,
      reference: started.reference,
      state: 'ACTIVE',
      rules: testRules,
      rulesChangedAt: null,
      endedAt: null,
    });
    // £10,000 in the e-wallet, nothing invested: at most the £5,000 to keep invested.
    expect(active.moneyWaitingPence).toBe(500_000);
    expect(await calls.get(olivia).then((answer) => answer.json())).toEqual(active);

    const paused = (await calls.setState(olivia, 'PAUSED')).json<AutoInvest>();
    expect(paused).toMatchObject({ authority: { state: 'PAUSED' }, moneyWaitingPence: 0 });
    expect((await calls.setState(olivia, 'PAUSED')).json()).toEqual(paused);
    const resumed = (await calls.setState(olivia, 'ACTIVE')).json<AutoInvest>();
    expect(resumed).toMatchObject({ authority: { state: 'ACTIVE' }, moneyWaitingPence: 500_000 });

    const rules = {
      ...testRules,
      amountPerProjectPence: 20_000,
      totalInvestedPence: 300_000,
      terms: ['LONG' as const],
    };
    const changed = await calls.updateRules(olivia, rules);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AutoInvest>()).toMatchObject({
      authority: { state: 'ACTIVE', rules },
      moneyWaitingPence: 300_000,
    });
    expect(changed.json<AutoInvest>().authority?.rulesChangedAt).not.toBeNull();

    const ended = (await calls.setState(olivia, 'ENDED')).json<AutoInvest>();
    expect(ended).toMatchObject({ authority: { id: started.authorityId, state: 'ENDED' }, moneyWaitingPence: 0 });
    expect(ended.authority?.endedAt).not.toBeNull();
    // A retried end answers it again; nothing current to pause or change.
    expect((await calls.setState(olivia, 'ENDED')).json()).toEqual(ended);
    expect((await calls.setState(olivia, 'ACTIVE')).json()).toMatchObject({ errorCode: 64 });
    expect((await calls.updateRules(olivia, testRules)).json()).toMatchObject({ errorCode: 64 });
    expect((await calls.get(olivia)).json()).toEqual(ended);

    expect((await logsOf(started.authorityId)).map((row) => row.event)).toEqual([
      AUTO_INVEST_AUTHORITY_EVENTS.started,
      AUTO_INVEST_AUTHORITY_EVENTS.draftSent,
      AUTO_INVEST_AUTHORITY_EVENTS.smsSent,
      AUTO_INVEST_AUTHORITY_EVENTS.codeEntered,
      AUTO_INVEST_AUTHORITY_EVENTS.signed,
      AUTO_INVEST_AUTHORITY_EVENTS.paused,
      AUTO_INVEST_AUTHORITY_EVENTS.resumed,
      AUTO_INVEST_AUTHORITY_EVENTS.rulesChanged,
      AUTO_INVEST_AUTHORITY_EVENTS.ended,
    ]);

    // Ended for good: a new authority is signed to start again.
    const again = await signed(olivia);
    expect(again.answer.authority).toMatchObject({ id: again.started.authorityId, state: 'ACTIVE' });
    expect(again.started.authorityId).not.toBe(started.authorityId);
  });

  it('keeps the signed PDF with its evidence page, for its investor and an admin, and out of the agreements', async () => {
    const who = await investor();
    const { started } = await signed(who);
    const answer = await calls.document(who, started.authorityId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pages = await readPdfLines(answer.rawPayload);
    const text = pages.flat().join(' ');
    expect(text).toContain(`Auto-invest standing authority ${started.reference}`);
    expect(text).toContain('Signed electronically on');
    expect(pages.at(-1)?.join(' ')).toContain('Evidence of electronic signature');
    expect(pages.at(-1)?.join(' ')).toContain('Auto-invest authority started');
    expect(pages.at(-1)?.join(' ')).toContain('Signing code entered');
    expect((await calls.document(admin, started.authorityId)).statusCode).toBe(200);

    const other = await investor();
    expect((await calls.document(other, started.authorityId)).json()).toMatchObject({ errorCode: 10 });
    const unsigned = (await calls.start(other)).json<AutoInvestAuthorityStarted>();
    expect((await calls.document(other, unsigned.authorityId)).json()).toMatchObject({ errorCode: 42 });
    expect((await calls.document(admin, 2_000_000_000)).json()).toMatchObject({ errorCode: 42 });

    const agreements = (await calls.agreements(who)).json<{ count: number }>();
    expect(agreements.count).toBe(0);
  });

  it('passes the investing gate at the start: 15, 43, 46 and 47; a first-time investor cannot start', async () => {
    const at = clock.now();
    const kyc = await insertInvestor(db(), { kyc: 'IN_PROGRESS' as 'APPROVED', at });
    const cooling = await insertInvestor(db(), { journeyDone: false, at });
    const logged = { user_id: cooling.id, text_version: 'v1', occurred_at: at, recorded_at: at } as const;
    await insertJourneyLog(db(), [
      { ...logged, step: 'PERSONALISED_WARNING', action: 'SHOWN' },
      { ...logged, step: 'PERSONALISED_WARNING', action: 'CONTINUE' },
      { ...logged, step: 'COOLING_OFF', action: 'STARTED', text_version: null },
    ]);
    const firstTime = await insertInvestor(db(), { journeyDone: false, at });
    const declaration = await insertInvestor(db(), { declaration: null, at });
    const codes = [];
    for (const who of [kyc, cooling, firstTime, declaration]) {
      const answer = await calls.start(who);
      expect(answer.statusCode).toBe(409);
      codes.push(answer.json<{ errorCode: number }>().errorCode);
    }
    expect(codes).toEqual([15, 43, 46, 47]);
    const rows = await db()
      .selectFrom('auto_invest_authorities')
      .select('id')
      .where('user_id', 'in', [kyc.id, cooling.id, firstTime.id, declaration.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('passes the gate again at signing', async () => {
    const who = await investor();
    const { started, code } = await signing(who);
    await db()
      .updateTable('investor_declarations')
      .set({
        signed_at: new Date(clock.now().getTime() - 2 * minuteMs),
        expires_at: new Date(clock.now().getTime() - minuteMs),
      })
      .where('user_id', '=', who.id)
      .execute();
    expect((await calls.sign(who, started.authorityId, code)).json()).toMatchObject({ errorCode: 47 });
    expect((await calls.get(who)).json<AutoInvest>().authority).toBeNull();
  });

  it('refuses rules that break flows’ rules, an ISA not opened and a second current authority', async () => {
    const who = await investor();
    const broken = await calls.start(who, { ...testRules, amountPerProjectPence: 50_050, totalInvestedPence: 40_000 });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'amountPerProjectPence', message: AUTO_INVEST_MESSAGES.wholePounds }],
    });
    const isa = await calls.start(who, { ...testRules, source: 'ISA' });
    expect([isa.statusCode, isa.json<{ errorCode: number }>().errorCode]).toEqual([409, 54]);

    await signed(who);
    const second = await calls.start(who);
    expect([second.statusCode, second.json<{ errorCode: number }>().errorCode]).toEqual([409, 65]);
    expect((await calls.updateRules(who, { ...testRules, source: 'ISA' })).json()).toMatchObject({ errorCode: 54 });
    expect(
      (await calls.updateRules(who, { ...testRules, totalInvestedPence: 100 })).json<{ fieldErrors: unknown }>(),
    ).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'totalInvestedPence' }] });

    // The same rules again change nothing and log nothing.
    const before = await calls.get(who);
    expect((await calls.updateRules(who, testRules)).json()).toEqual(before.json());
  });

  it('refuses a wrong code, another investor’s authority and a second authority signed beside the first', async () => {
    const who = await investor();
    const first = await signing(who);
    const second = await signing(who);
    const wrong = await calls.sign(who, first.started.authorityId, first.code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }],
    });
    const other = await investor();
    expect((await calls.sendSms(other, first.started.authorityId)).json()).toMatchObject({ errorCode: 10 });
    expect((await calls.sign(other, first.started.authorityId, first.code)).json()).toMatchObject({ errorCode: 10 });

    expect((await calls.sign(who, first.started.authorityId, first.code)).statusCode).toBe(200);
    const late = await calls.sign(who, second.started.authorityId, second.code);
    expect([late.statusCode, late.json<{ errorCode: number }>().errorCode]).toEqual([409, 65]);
    // A signed authority sends no code.
    expect((await calls.sendSms(who, first.started.authorityId)).json()).toMatchObject({ errorCode: 65 });
  });

  it('signs one of two authorities signed at the same moment, and refuses the other with 65, never a 500', async () => {
    const who = await investor();
    const first = await signing(who);
    const second = await signing(who);
    const answers = await Promise.all([
      calls.sign(who, first.started.authorityId, first.code),
      calls.sign(who, second.started.authorityId, second.code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ errorCode: 65 });
    const current = await db()
      .selectFrom('auto_invest_authorities')
      .select('id')
      .where('user_id', '=', who.id)
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(current).toHaveLength(1);
  });

  it('takes a pause and an end at the same moment one after the other: ended, logged once', async () => {
    const who = await investor();
    const { started } = await signed(who);
    const [pause, end] = await Promise.all([calls.setState(who, 'PAUSED'), calls.setState(who, 'ENDED')]);
    expect(end.statusCode).toBe(200);
    // A pause that waited for the end finds nothing current to pause.
    if (pause.statusCode !== 200) expect(pause.json()).toMatchObject({ errorCode: 64 });
    expect((await calls.get(who)).json<AutoInvest>().authority?.state).toBe('ENDED');
    const events = (await logsOf(started.authorityId)).map((row) => row.event);
    expect(events.filter((event) => event === AUTO_INVEST_AUTHORITY_EVENTS.ended)).toHaveLength(1);
  });

  it('answers a signed authority again when it is signed twice, writing nothing', async () => {
    const who = await investor();
    const { started, code } = await signing(who);
    const first = await calls.sign(who, started.authorityId, code);
    const logs = await logsOf(started.authorityId);
    const again = await calls.sign(who, started.authorityId, code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await logsOf(started.authorityId)).toEqual(logs);
  });

  it('expires an authority not signed in time', async () => {
    const who = await investor();
    const late = await signing(who);
    clock.advance((AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES + 1) * minuteMs);
    const expired = await calls.sign(who, late.started.authorityId, late.code);
    expect([expired.statusCode, expired.json()]).toEqual([
      400,
      expect.objectContaining({
        errorCode: 2,
        fieldErrors: [{ field: 'authorityId', message: AUTO_INVEST_MESSAGES.authorityExpired }],
      }),
    ]);
    const row = await db()
      .selectFrom('auto_invest_authorities')
      .select('status')
      .where('id', '=', late.started.authorityId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('EXPIRED');
    expect((await logsOf(late.started.authorityId)).at(-1)?.event).toBe(AUTO_INVEST_AUTHORITY_EVENTS.expired);
    expect((await calls.sendSms(who, late.started.authorityId)).json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'authorityId' }],
    });
  });

  it('is for investors only', async () => {
    expect((await calls.get(admin)).json()).toMatchObject({ errorCode: 11 });
    expect((await calls.start(admin)).json()).toMatchObject({ errorCode: 11 });
    expect((await calls.setState(admin, 'PAUSED')).json()).toMatchObject({ errorCode: 11 });
  });

  it('counts money waiting from the paying account, up to what is left below the total (the dashboard’s live money)', async () => {
    const at = clock.now();
    const who = await insertInvestor(db(), { walletPence: 900_000, at });
    const project = await insertTestProject(db());
    await investFromWallet(db(), {
      userId: who.id,
      projectId: project,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 500_000,
      at: new Date(at.getTime() - 10 * 24 * 60 * minuteMs),
    });
    await fundIsaForTest(db(), who.id, 300_000, at);
    const rules = { ...testRules, totalInvestedPence: 600_000, source: 'ISA' as const };
    const { answer } = await signed(who, rules);
    // £3,000 in the ISA, £5,000 live of the £6,000 to keep invested: £1,000.
    expect(answer.moneyWaitingPence).toBe(100_000);
    const authority = { userId: who.id, status: 'ACTIVE' as const, totalInvestedPence: 1_000_000 };
    expect(await moneyWaitingPence(db(), { ...authority, source: 'ISA' })).toBe(300_000);
    expect(await moneyWaitingPence(db(), { ...authority, source: 'E_WALLET' })).toBe(100_000);
    expect(await moneyWaitingPence(db(), { ...authority, source: 'E_WALLET', status: 'PAUSED' })).toBe(0);
    expect(moneyWaitingOf({ cashPence: 10_000, livePence: 700_000, totalInvestedPence: 600_000 })).toBe(0);
  });
});
