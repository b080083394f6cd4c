import { PLEDGE_EXPIRY_MINUTES, PLEDGE_MESSAGES, SMS_CODE } from '@keystone/flows/pledge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { capturingSms, movableClock, pledgeCalls } from './pledge.test-support.ts';
import { insertInvestor, insertTestUser } from '../testing/builders/users.ts';

describe.each(testEngines)('starting a pledge and its SMS code on %s', (engine) => {
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
  const longProject = () =>
    insertTestProject(db(), {
      allow_long_term: true,
      long_start_date: '2027-07-16',
      long_end_date: '2029-07-16',
      long_funding_target_pence: 5_000_000,
      long_funding_minimum_pence: 50_000,
      long_debt_expected_rate: 6,
    });

  describe('getPledgeLimits', () => {
    it('answers the limits per term', async () => {
      const user = await insertInvestor(db());
      const projectId = await longProject();

      const limits = await calls.limits(user, projectId);
      expect(limits.statusCode).toBe(200);
      expect(limits.json()).toEqual({
        shortMinimumPence: 100_000,
        shortMaximumPence: 10_000_000,
        shortRemainingPence: 10_000_000,
        longMinimumPence: 50_000,
        longMaximumPence: 5_000_000,
        longRemainingPence: 5_000_000,
      });
    });

    it('has no long term for a short-term-only project, and lets the last slice be below the minimum', async () => {
      const user = await insertInvestor(db());
      const projectId = await insertTestProject(db(), { short_funded_pence: 9_950_000 });
      expect((await calls.limits(user, projectId)).json()).toEqual({
        shortMinimumPence: 50_000,
        shortMaximumPence: 50_000,
        shortRemainingPence: 50_000,
        longMinimumPence: null,
        longMaximumPence: null,
        longRemainingPence: null,
      });
    });

    it.each(['DRAFT', 'COMING_SOON', 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN'] as const)(
      'answers code 17 for a %s project, as for an unknown one',
      async (status) => {
        const user = await insertInvestor(db());
        const projectId = await insertTestProject(db(), { status });
        for (const id of [projectId, 2_000_000_000]) {
          const answer = await calls.limits(user, id);
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toMatchObject({ errorCode: 17 });
        }
      },
    );

    it("answers an admin code 11: the limits are an investor's", async () => {
      const admin = await insertTestUser(db(), { role: 'ADMIN' });
      const answer = await calls.limits(admin, await longProject());
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 11 });
    });
  });

  describe('getValidPledgeSum', () => {
    it('answers the verdict on the amounts, with the limits', async () => {
      const user = await insertInvestor(db());
      const projectId = await longProject();
      const fits = await calls.validSum(user, `projectId=${projectId}&shortAmountPence=200000&longAmountPence=150000`);
      expect(fits.statusCode).toBe(200);
      expect(fits.json()).toEqual({
        valid: true,
        limits: (await calls.limits(user, projectId)).json(),
        fieldErrors: [],
      });
    });

    it.each([
      [99_999, 0, [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.belowMinimum }]],
      [10_000_001, 0, [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }]],
      [200_000, 5_000_001, [{ field: 'longAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }]],
      [200_000, 1_300_000, [{ field: 'longAmountPence', message: PLEDGE_MESSAGES.termDifference }]],
      [0, 200_000, [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.required }]],
    ])('short %i, long %i pence do not fit', async (shortPence, longPence, fieldErrors) => {
      const user = await insertInvestor(db());
      const projectId = await longProject();
      const answer = await calls.validSum(
        user,
        `projectId=${projectId}&shortAmountPence=${shortPence}&longAmountPence=${longPence}`,
      );
      expect(answer.json()).toMatchObject({ valid: false, fieldErrors });
    });

    it('has no long term for a short-term-only project, and lets the last slice be below the minimum', async () => {
      const user = await insertInvestor(db());
      const projectId = await insertTestProject(db(), { short_funded_pence: 9_950_000 });
      const answer = await calls.validSum(user, `projectId=${projectId}&shortAmountPence=50000&longAmountPence=50000`);
      expect(answer.json()).toMatchObject({
        valid: false,
        limits: { shortMinimumPence: 50_000, longRemainingPence: null },
        fieldErrors: [{ field: 'longAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }],
      });
    });

    it.each(['DRAFT', 'IN_PROGRESS', 'REJECTED'] as const)(
      'refuses an investor whose KYC is %s with 409 code 15, as the pledge start does',
      async (kyc) => {
        const user = await insertTestUser(db(), { kyc_status: kyc });
        const answer = await calls.validSum(
          user,
          `projectId=${await longProject()}&shortAmountPence=200000&longAmountPence=0`,
        );
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({ errorCode: 15, message: 'KYC procedure not finished' });
      },
    );

    it.each(['DRAFT', 'COMING_SOON', 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN'] as const)(
      'answers code 17 for a %s project, as for an unknown one',
      async (status) => {
        const user = await insertInvestor(db());
        const projectId = await insertTestProject(db(), { status });
        for (const id of [projectId, 2_000_000_000]) {
          const answer = await calls.validSum(user, `projectId=${id}&shortAmountPence=0&longAmountPence=0`);
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toMatchObject({ errorCode: 17 });
        }
      },
    );
  });

  describe('startPledge', () => {
    it('writes a STARTED pledge and answers it with its expiry and the draft agreement', async () => {
      const user = await insertInvestor(db());
      const projectId = await longProject();

      const answer = await calls.start(user, { projectId, shortAmountPence: 200_000, longAmountPence: 150_000 });

      expect(answer.statusCode).toBe(201);
      const body = answer.json<{ pledgeId: number; expiresAt: string; agreement: string }>();
      expect(Buffer.from(body.agreement, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const pledge = await db()
        .selectFrom('pledges')
        .selectAll()
        .where('id', '=', body.pledgeId)
        .executeTakeFirstOrThrow();
      expect(pledge).toMatchObject({ user_id: user.id, status: 'STARTED', short_amount_pence: 200_000 });
      expect(new Date(body.expiresAt).getTime() - pledge.created_at.getTime()).toBe(PLEDGE_EXPIRY_MINUTES * 60_000);
      const events = await db()
        .selectFrom('agreement_logs')
        .select('event')
        .where('pledge_id', '=', body.pledgeId)
        .execute();
      expect(events.map((row) => row.event)).toContain('START_PLEDGE');
      const project = await db()
        .selectFrom('projects')
        .select('short_funded_pence')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      expect(project.short_funded_pence).toBe(0);
    });

    it('refuses an investor whose KYC is not approved with 409 code 15', async () => {
      const user = await insertInvestor(db(), { kyc: 'IN_PROGRESS' as 'APPROVED' });
      const answer = await calls.start(user, { projectId: await insertTestProject(db()), shortAmountPence: 200_000 });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ errorCode: 15 });
    });

    it('refuses a project not open for pledges with code 17, and amounts that do not fit with code 2', async () => {
      const user = await insertInvestor(db());
      const closed = await calls.start(user, {
        projectId: await insertTestProject(db(), { status: 'COMING_SOON' }),
        shortAmountPence: 200_000,
      });
      expect(closed.json()).toMatchObject({ errorCode: 17 });
      const tooMuch = await calls.start(user, {
        projectId: await insertTestProject(db()),
        shortAmountPence: 10_000_001,
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }],
      });
      const notOffered = await calls.start(user, {
        projectId: await insertTestProject(db()),
        shortAmountPence: 200_000,
        investStrategy: 'SHARIA',
      });
      expect(notOffered.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'investStrategy' }] });
    });
  });

  describe('sendPledgeSms', () => {
    const started = async () => {
      const user = await insertInvestor(db());
      const answer = await calls.start(user, { projectId: await insertTestProject(db()), shortAmountPence: 200_000 });
      return { user, pledgeId: answer.json<{ pledgeId: number }>().pledgeId };
    };

    it('sends a random code to the confirmed phone, stores only its hash and logs the number', async () => {
      const { user, pledgeId } = await started();

      const answer = await calls.sendSms(user, pledgeId);

      expect(answer.statusCode).toBe(204);
      const code = await calls.codeSentTo(user);
      expect(code).toHaveLength(SMS_CODE.length);
      const pledge = await db().selectFrom('pledges').selectAll().where('id', '=', pledgeId).executeTakeFirstOrThrow();
      expect(pledge.status).toBe('SMS_SENT');
      expect(pledge.sms_code_hash).not.toContain(code);
      expect(pledge.sms_code_expires_at!.getTime() - Date.now()).toBeGreaterThan((SMS_CODE.validMinutes - 1) * 60_000);
      const log = await db()
        .selectFrom('agreement_logs')
        .selectAll()
        .where('pledge_id', '=', pledgeId)
        .where('event', '=', 'SEND_SMS')
        .executeTakeFirstOrThrow();
      expect(log.number).toMatch(/^\+447/);
    });

    it(`answers 429 code 20 with Retry-After before ${SMS_CODE.resendAfterSeconds} s, then sends a new code`, async () => {
      const { user, pledgeId } = await started();
      await calls.sendSms(user, pledgeId);

      const tooSoon = await calls.sendSms(user, pledgeId);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toMatchObject({ errorCode: 20 });
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(SMS_CODE.resendAfterSeconds);

      clock.advance((SMS_CODE.resendAfterSeconds + 1) * 1000);
      expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
      expect(sms.sent.filter((message) => message.userId === user.id)).toHaveLength(2);
    });

    it("answers 403 code 10 for another investor's pledge and for an unknown id", async () => {
      const { pledgeId } = await started();
      const other = await insertInvestor(db());
      for (const id of [pledgeId, 2_000_000_000]) {
        const answer = await calls.sendSms(other, id);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ errorCode: 10 });
      }
    });

    it('refuses a pledge past its expiry on pledgeId and marks it EXPIRED', async () => {
      const { user, pledgeId } = await started();
      clock.advance(PLEDGE_EXPIRY_MINUTES * 60_000 + 1000);
      const answer = await calls.sendSms(user, pledgeId);
      expect(answer.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'pledgeId' }] });
      const pledge = await db()
        .selectFrom('pledges')
        .select('status')
        .where('id', '=', pledgeId)
        .executeTakeFirstOrThrow();
      expect(pledge.status).toBe('EXPIRED');
    });
  });
});
