import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { RISK_SUMMARY } from '@keystone/flows/labels';
import { capturingSms, movableClock, pledgeCalls } from '../pledges/pledge.test-support.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertInvestor, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import type { JourneyLogRow } from './queries.ts';
import { testEngines } from '../testing/test-database.ts';

const hourMs = 60 * 60 * 1000;
const WARNING = CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.version;
const CONFIRM = CONSUMER_JOURNEY_TEXTS.CONFIRM_AFTER_COOLING_OFF.version;
const SUMMARY = RISK_SUMMARY.version;

describe.each(testEngines)('the consumer journey before a first pledge on %s', (engine) => {
  let t: TestApp;
  const clock = movableClock({ stopped: true });
  const sms = capturingSms();
  const pledges = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { sms } });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const db = () => t.database.db;
  const auth = async (user: TestUser) => bearer(await tokenFor(t.config.jwtSecret, user));
  const journey = async (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/consumer-journey', headers: await auth(user) });
  const record = async (user: TestUser, payload: object, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/consumer-journey/events',
      headers: await auth(user),
      payload,
      remoteAddress: ip,
    });
  const warning = (action: string) => ({ step: 'PERSONALISED_WARNING', action, textVersion: WARNING });
  const confirm = (action: string) => ({ step: 'CONFIRM_AFTER_COOLING_OFF', action, textVersion: CONFIRM });
  const summary = (place: string) => ({ step: 'RISK_SUMMARY', action: 'OPENED', place, textVersion: SUMMARY });
  // The journey's own rows: the test investor's signed declaration is logged too (declarations/ tests that row).
  const logOf = (userId: number) =>
    db()
      .selectFrom('consumer_journey_log')
      .selectAll()
      .where('user_id', '=', userId)
      .where('step', '!=', 'DECLARATION')
      .orderBy('id')
      .execute();
  const firstTimer = () => insertInvestor(db(), { walletPence: 1_000_000, journeyDone: false });
  const pledge = (user: TestUser, projectId: number) => pledges.start(user, { projectId, shortAmountPence: 200_000 });

  it('walks a first-time investor through the warning, the 24-hour cooling-off and the question after it', async () => {
    const user = await firstTimer();
    const projectId = await insertTestProject(db());
    expect((await journey(user)).json()).toEqual({ step: 'PERSONALISED_WARNING' });
    const beforeWarning = await pledge(user, projectId);
    expect(beforeWarning.statusCode).toBe(409);
    expect(beforeWarning.json()).toEqual({
      errorCode: 46,
      message: 'Please read the risk warning and tell us whether you want to continue before you invest',
    });

    expect((await record(user, warning('SHOWN'))).json()).toEqual({ step: 'PERSONALISED_WARNING' });
    const continued = await record(user, warning('CONTINUE'));
    const startedAt = clock.now();
    const endsAt = new Date(startedAt.getTime() + 24 * hourMs);
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toEqual({ step: 'COOLING_OFF', coolingOffEndsAt: endsAt.toISOString() });

    clock.advance(24 * hourMs - 1000);
    const cooling = await pledge(user, projectId);
    expect(cooling.statusCode).toBe(409);
    expect(cooling.json()).toEqual({
      errorCode: 43,
      message: CONSUMER_JOURNEY_TEXTS.COOLING_OFF.investFrom(endsAt),
      availableAt: endsAt.toISOString(),
    });
    expect(cooling.json().message).toMatch(/^You can invest from \d\d:\d\d on \w+day \d{1,2} \w+$/);
    const tooEarly = await record(user, confirm('SHOWN'));
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({ errorCode: 43, availableAt: endsAt.toISOString() });

    clock.advance(1000);
    expect((await journey(user)).json()).toEqual({
      step: 'CONFIRM_AFTER_COOLING_OFF',
      coolingOffEndsAt: endsAt.toISOString(),
    });
    const unconfirmed = await pledge(user, projectId);
    expect(unconfirmed.json()).toMatchObject({ errorCode: 46 });

    await record(user, confirm('SHOWN'));
    expect((await record(user, confirm('CONTINUE'))).json()).toEqual({
      step: 'MAY_INVEST',
      coolingOffEndsAt: endsAt.toISOString(),
    });
    expect((await pledge(user, projectId)).statusCode).toBe(201);

    // The log holds every step in order, with the version of the words, the server's time and the IP.
    const log = await logOf(user.id);
    expect(log.map((row) => [row.step, row.action, row.text_version, row.ip])).toEqual([
      ['PERSONALISED_WARNING', 'SHOWN', WARNING, '203.0.113.7'],
      ['PERSONALISED_WARNING', 'CONTINUE', WARNING, '203.0.113.7'],
      ['COOLING_OFF', 'STARTED', null, '203.0.113.7'],
      ['COOLING_OFF', 'ENDED', null, '203.0.113.7'],
      ['CONFIRM_AFTER_COOLING_OFF', 'SHOWN', CONFIRM, '203.0.113.7'],
      ['CONFIRM_AFTER_COOLING_OFF', 'CONTINUE', CONFIRM, '203.0.113.7'],
    ]);
    expect(log[1]?.occurred_at).toEqual(startedAt);
    expect(log[2]?.occurred_at).toEqual(startedAt);
    expect(log[3]?.occurred_at).toEqual(endsAt);
    expect(log[5]?.occurred_at).toEqual(new Date(startedAt.getTime() + 24 * hourMs));
  });

  it('logs Leave and starts no cooling-off; the warning is shown again next time', async () => {
    const user = await firstTimer();
    await record(user, warning('SHOWN'));
    expect((await record(user, warning('LEAVE'))).json()).toEqual({ step: 'PERSONALISED_WARNING' });
    expect((await logOf(user.id)).map((row) => row.action)).toEqual(['SHOWN', 'LEAVE']);
    expect((await journey(user)).json()).toEqual({ step: 'PERSONALISED_WARNING' });
  });

  it('keeps asking after the cooling-off until the investor continues; Leave lets nobody pledge', async () => {
    const user = await firstTimer();
    const projectId = await insertTestProject(db());
    await record(user, warning('CONTINUE'));
    clock.advance(30 * hourMs);
    await record(user, confirm('SHOWN'));
    expect((await record(user, confirm('LEAVE'))).json()).toMatchObject({ step: 'CONFIRM_AFTER_COOLING_OFF' });
    expect((await pledge(user, projectId)).json()).toMatchObject({ errorCode: 46 });
    await record(user, confirm('SHOWN'));
    // The end of the cooling-off is logged once, at the moment it ended.
    expect((await logOf(user.id)).filter((row) => row.action === 'ENDED')).toHaveLength(1);
  });

  it('starts one cooling-off only: a second Continue is refused with code 46 and the end does not move', async () => {
    const user = await firstTimer();
    const first = (await record(user, warning('CONTINUE'))).json();
    clock.advance(hourMs);
    const again = await record(user, warning('CONTINUE'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 46 });
    expect((await journey(user)).json()).toEqual(first);
    expect((await logOf(user.id)).filter((row) => row.action === 'STARTED')).toHaveLength(1);
  });

  it('starts one cooling-off when two Continues arrive at once: one is taken, the other refused', async () => {
    const user = await firstTimer();
    const answers = await Promise.all([record(user, warning('CONTINUE')), record(user, warning('CONTINUE'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await logOf(user.id)).map((row) => row.action)).toEqual(['CONTINUE', 'STARTED']);
  });

  it('refuses an event for a step the investor is not at with code 46, and writes nothing', async () => {
    const user = await firstTimer();
    const refused = await record(user, confirm('CONTINUE'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 46 });
    expect(await logOf(user.id)).toEqual([]);
  });

  it('refuses words it does not know with code 2 on textVersion', async () => {
    const user = await firstTimer();
    const refused = await record(user, { ...warning('SHOWN'), textVersion: 'personalised-warning.v0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'textVersion', message: CONSUMER_JOURNEY_TEXTS.unknownTextVersion }],
    });
    expect(await logOf(user.id)).toEqual([]);
  });

  it('lets an investor who has invested before pledge without the journey', async () => {
    const user = await firstTimer();
    const projectId = await insertTestProject(db());
    await insertTestInvestment(db(), {
      userId: user.id,
      projectId: await insertTestProject(db()),
      amountPence: 50_000,
      referenceNumber: `CJREF${user.id}X01`,
      at: new Date(),
    });
    expect((await journey(user)).json()).toEqual({ step: 'MAY_INVEST' });
    expect((await pledge(user, projectId)).statusCode).toBe(201);
    expect((await record(user, warning('SHOWN'))).json()).toMatchObject({ errorCode: 46 });
  });

  it('records the risk summary opened at every step, in order with the rest, and moves the investor nowhere', async () => {
    const user = await firstTimer();
    const start = clock.now().getTime();
    const opened = async (place: string, ip?: string) => {
      const before = (await journey(user)).json();
      const answer = await record(user, summary(place), ip);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(before);
      expect((await journey(user)).json()).toEqual(before);
      return before;
    };

    expect(await opened('DIALOG')).toEqual({ step: 'PERSONALISED_WARNING' });
    await record(user, warning('SHOWN'));
    await record(user, warning('CONTINUE'));
    clock.advance(hourMs);
    expect(await opened('PAGE', '198.51.100.4')).toMatchObject({ step: 'COOLING_OFF' });
    clock.advance(24 * hourMs);
    expect(await opened('DIALOG')).toMatchObject({ step: 'CONFIRM_AFTER_COOLING_OFF' });
    await record(user, confirm('SHOWN'));
    await record(user, confirm('CONTINUE'));
    clock.advance(60_000);
    expect(await opened('PAGE')).toMatchObject({ step: 'MAY_INVEST' });

    const log = await logOf(user.id);
    expect(log.map((row) => [row.step, row.action, row.text_version, row.place, row.ip])).toEqual([
      ['RISK_SUMMARY', 'OPENED', SUMMARY, 'DIALOG', '203.0.113.7'],
      ['PERSONALISED_WARNING', 'SHOWN', WARNING, null, '203.0.113.7'],
      ['PERSONALISED_WARNING', 'CONTINUE', WARNING, null, '203.0.113.7'],
      ['COOLING_OFF', 'STARTED', null, null, '203.0.113.7'],
      ['RISK_SUMMARY', 'OPENED', SUMMARY, 'PAGE', '198.51.100.4'],
      // Opened after the cooling-off ended: its end is logged first, once, at the moment it ended.
      ['COOLING_OFF', 'ENDED', null, null, '203.0.113.7'],
      ['RISK_SUMMARY', 'OPENED', SUMMARY, 'DIALOG', '203.0.113.7'],
      ['CONFIRM_AFTER_COOLING_OFF', 'SHOWN', CONFIRM, null, '203.0.113.7'],
      ['CONFIRM_AFTER_COOLING_OFF', 'CONTINUE', CONFIRM, null, '203.0.113.7'],
      ['RISK_SUMMARY', 'OPENED', SUMMARY, 'PAGE', '203.0.113.7'],
    ]);
    const times = log.map((row) => row.occurred_at.getTime() - start);
    expect(times).toEqual([
      0,
      0,
      0,
      0,
      hourMs,
      24 * hourMs,
      25 * hourMs,
      25 * hourMs,
      25 * hourMs,
      25 * hourMs + 60_000,
    ]);
    expect(log.map((row) => row.recorded_at.getTime() - start)).toEqual([
      0,
      0,
      0,
      0,
      hourMs,
      25 * hourMs,
      25 * hourMs,
      25 * hourMs,
      25 * hourMs,
      25 * hourMs + 60_000,
    ]);
  });

  it('refuses a summary opening with words it does not know, or mixed with a step, with code 2; writes nothing', async () => {
    const user = await firstTimer();
    const refusals: [object, string, string][] = [
      [{ ...summary('DIALOG'), textVersion: 'risk-summary-2020-01-01' }, 'textVersion', 'unknownTextVersion'],
      [{ ...summary('DIALOG'), textVersion: WARNING }, 'textVersion', 'unknownTextVersion'],
      [{ ...summary('PAGE'), action: 'CONTINUE' }, 'action', 'actionNotForStep'],
      [{ ...warning('SHOWN'), action: 'OPENED' }, 'action', 'actionNotForStep'],
      [{ step: 'RISK_SUMMARY', action: 'OPENED', textVersion: SUMMARY }, 'place', 'placeNotForStep'],
      [{ ...warning('SHOWN'), place: 'PAGE' }, 'place', 'placeNotForStep'],
    ];
    for (const [payload, field, text] of refusals) {
      const refused = await record(user, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field, message: CONSUMER_JOURNEY_TEXTS[text as 'unknownTextVersion'] }],
      });
    }
    const unknownPlace = await record(user, summary('FOOTER'));
    expect(unknownPlace.json()).toMatchObject({ errorCode: 2 });
    expect(await logOf(user.id)).toEqual([]);
  });

  it('records the summary for investors only: 403 code 11 for the others, 401 for a visitor', async () => {
    for (const role of ['ADMIN', 'DEVELOPER'] as const) {
      const other = await insertTestUser(db(), { role });
      const refused = await record(other, summary('DIALOG'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 11 });
      expect(await logOf(other.id)).toEqual([]);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/consumer-journey/events',
      payload: summary('PAGE'),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers the journey to investors only (403 code 11), and asks for a token (401)', async () => {
    for (const role of ['ADMIN', 'DEVELOPER'] as const) {
      const other = await insertTestUser(db(), { role });
      expect((await journey(other)).json()).toMatchObject({ errorCode: 11 });
      expect((await record(other, warning('SHOWN'))).json()).toMatchObject({ errorCode: 11 });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/consumer-journey' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps each investor's journey their own", async () => {
    const cooling = await firstTimer();
    const other = await firstTimer();
    await record(cooling, warning('CONTINUE'));
    expect((await journey(other)).json()).toEqual({ step: 'PERSONALISED_WARNING' });
  });

  it('keeps OPENED for the risk summary, with where it was opened, even from SQL', async () => {
    const user = await firstTimer();
    const row = { user_id: user.id, text_version: SUMMARY, occurred_at: new Date(), recorded_at: new Date() };
    const insert = (values: Partial<JourneyLogRow>) =>
      db()
        .insertInto('consumer_journey_log')
        .values({ ...row, step: 'RISK_SUMMARY', action: 'OPENED', place: 'PAGE', ...values })
        .execute();
    await expect(insert({ place: null })).rejects.toThrow(/opened_fits_step/);
    await expect(insert({ action: 'SHOWN' })).rejects.toThrow(/opened_fits_step/);
    await expect(insert({ step: 'PERSONALISED_WARNING', text_version: WARNING })).rejects.toThrow(/opened_fits_step/);
    await expect(insert({ step: 'PERSONALISED_WARNING', action: 'SHOWN', text_version: WARNING })).rejects.toThrow(
      /opened_fits_step/,
    );
    expect(await logOf(user.id)).toEqual([]);
    await insert({});
    expect((await logOf(user.id)).map((logged) => [logged.step, logged.action, logged.place])).toEqual([
      ['RISK_SUMMARY', 'OPENED', 'PAGE'],
    ]);
  });

  it('refuses to change or remove a log row, even from SQL', async () => {
    const user = await firstTimer();
    await record(user, warning('SHOWN'));
    const [row] = await logOf(user.id);
    await expect(
      db().updateTable('consumer_journey_log').set({ action: 'CONTINUE' }).where('id', '=', row!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('consumer_journey_log').where('id', '=', row!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE consumer_journey_log`.execute(db())).rejects.toThrow(/append-only/);
    expect(await logOf(user.id)).toEqual([row]);
  });

  // Issue 32: the funnel counted the first pledge, but the record ended at 'Chose to continue after the cooling-off'.
  it("ends the admin's record with the first pledge, its amount and agreement reference, and the PDF too", async () => {
    const user = await firstTimer();
    const projectId = await insertTestProject(db(), { title: 'Mill Lane' });
    await record(user, warning('SHOWN'));
    await record(user, warning('CONTINUE'));
    clock.advance(24 * hourMs);
    await record(user, confirm('SHOWN'));
    await record(user, confirm('CONTINUE'));
    clock.advance(60_000);
    const started = await pledge(user, projectId);
    const { pledgeId } = started.json();
    await pledges.sendSms(user, pledgeId);
    const finishedAt = clock.now();
    const finished = await pledges.finish(user, pledgeId, { smsCode: await pledges.codeSentTo(user) });
    expect(finished.statusCode).toBe(200);
    const [investment] = await db()
      .selectFrom('investments')
      .select('reference_number')
      .where('user_id', '=', user.id)
      .execute();
    // A second pledge is no first pledge.
    clock.advance(60_000);
    const again = (await pledge(user, projectId)).json();
    await pledges.sendSms(user, again.pledgeId);
    await pledges.finish(user, again.pledgeId, { smsCode: await pledges.codeSentTo(user) });

    const admin = await insertTestUser(db(), { role: 'ADMIN' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/consumer-journey?limit=100`,
      headers: await auth(admin),
    });
    const { entries, count } = read.json();
    const last = entries.at(-1);
    expect(entries.filter((entry: { step: string }) => entry.step === 'FIRST_PLEDGE')).toHaveLength(1);
    expect(count).toBe(entries.length);
    expect(last).toEqual({
      occurredAt: finishedAt.toISOString(),
      recordedAt: finishedAt.toISOString(),
      step: 'FIRST_PLEDGE',
      action: 'FINISHED',
      textVersion: null,
      place: null,
      ip: null,
      details: { amountPence: 200_000, agreementReference: investment?.reference_number, projectName: 'Mill Lane' },
    });
    expect(entries.at(-2)).toMatchObject({ step: 'CONFIRM_AFTER_COOLING_OFF', action: 'CONTINUE' });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/consumer-journey/document`,
      headers: await auth(admin),
    });
    const lines = (await readPdfLines(pdf.rawPayload)).flat();
    const at = (label: string) => lines.indexOf(label);
    expect(at('First pledge made')).toBeGreaterThan(at('Chose to continue after the cooling-off'));
    expect(lines).toEqual(expect.arrayContaining(['£2,000.00', investment?.reference_number, 'Mill Lane']));
  });

  // Issue 32, from the attack run: 300 events in 3.5 s, each a permanent row.
  it('takes at most 60 events from an investor in 10 minutes: then 429 code 20, and nothing more is written', async () => {
    const user = await firstTimer();
    for (let event = 0; event < 60; event += 1) {
      expect((await record(user, summary('DIALOG'))).statusCode).toBe(200);
    }
    const refused = await record(user, summary('DIALOG'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 20 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await logOf(user.id)).toHaveLength(60);
    // Another investor is not held up by them.
    expect((await record(await firstTimer(), summary('PAGE'))).statusCode).toBe(200);
  });
});

describe.each(testEngines)('the cooling-off under the test clock file on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'keystone-journey-clock-'));
  const clockFile = path.join(dir, 'clock-offset-ms');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { testClockFile: clockFile });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ends when the file moves the server 24 hours on, as the end-to-end run does', async () => {
    const user = await insertInvestor(t.database.db, { journeyDone: false });
    // Issued on the server's clock, as sign-in would, at each request: an 8-hour token would not outlive the move.
    const headers = async () => bearer(await tokenFor(t.config.jwtSecret, user));
    const journey = async () => t.app.inject({ method: 'GET', url: '/api/consumer-journey', headers: await headers() });
    await t.app.inject({
      method: 'POST',
      url: '/api/consumer-journey/events',
      headers: await headers(),
      payload: { step: 'PERSONALISED_WARNING', action: 'CONTINUE', textVersion: WARNING },
    });
    expect((await journey()).json()).toMatchObject({ step: 'COOLING_OFF' });

    writeFileSync(clockFile, String(24 * hourMs + 1000));
    expect((await journey()).json()).toMatchObject({ step: 'CONFIRM_AFTER_COOLING_OFF' });
  });
});
