import { ANSWER_ATTEMPTS_RESET_MESSAGES } from '@keystone/flows/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competenceReview, wrongAnswersTo } from '../competence/competence.test-support.ts';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Issue 32: after three failures the admin's 'Reset questions' left no trace; the profile read 0 of 3 and the
// journey record showed a fourth attempt with no reset before it.
describe.each(testEngines)("the admin's reset of the answer attempts, with a reason, on %s", (engine) => {
  let t: TestApp;
  let admin: TestUser;
  const clock = movableClock({ stopped: true });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN', full_name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const asAdmin = async () => bearer(await tokenFor(t.config.jwtSecret, admin));
  const reset = async (userId: number, payload?: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/reset-answer-attempts`,
      headers: await asAdmin(),
      remoteAddress: '192.0.2.44',
      ...(payload === undefined ? {} : { payload }),
    });
  const userOf = async (userId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${userId}`, headers: await asAdmin() })).json();
  const logOf = async (userId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/users/${userId}/consumer-journey`, headers: await asAdmin() })
    ).json();
  // Each attempt signs in anew: a day on, the 8-hour token has expired on the app's clock.
  const fail = async (user: TestUser) => {
    const headers = bearer(await tokenFor(t.config.jwtSecret, user));
    const served = await competenceReview(t, headers);
    const graded = await t.app.inject({
      method: 'PUT',
      url: '/api/user?validateQuestions=true',
      headers,
      payload: { answers: wrongAnswersTo(served.questions) },
    });
    expect(graded.json()).toMatchObject({ errorCode: expect.any(Number) });
    clock.advance(DAY_MS);
  };

  const threeFailures = async () => {
    const user = await insertTestUser(db());
    for (let attempt = 0; attempt < 3; attempt += 1) await fail(user);
    return { user };
  };

  it('refuses a reset without a reason, or with a blank one, as a field error, and changes nothing', async () => {
    const { user } = await threeFailures();
    // No body at all: the contract's refusal, code 2 (there is no field to name).
    const bodiless = await reset(user.id);
    expect([bodiless.statusCode, bodiless.json().errorCode]).toEqual([400, 2]);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const refused = await reset(user.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [expect.objectContaining({ field: 'reason' })],
      });
    }
    expect((await reset(user.id, { reason: '   ' })).json().fieldErrors).toEqual([
      { field: 'reason', message: ANSWER_ATTEMPTS_RESET_MESSAGES.reasonRequired },
    ]);
    expect((await reset(user.id, { reason: 'x'.repeat(501) })).json()).toMatchObject({ errorCode: 2 });
    expect(await userOf(user.id)).toMatchObject({ usedAnswerAttempts: 3, totalAnswerAttempts: 3 });
    expect((await logOf(user.id)).entries.map((entry: { action: string }) => entry.action)).toEqual([
      'FAILED',
      'FAILED',
      'FAILED',
    ]);
  });

  it('writes who reset, when and why into the record, keeps the total beside the attempts left, and the PDF says so', async () => {
    const { user } = await threeFailures();
    const resetAt = clock.now();
    const answer = await reset(user.id, { reason: '  Spoke to them on the phone: they misread question 3  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ usedAnswerAttempts: 0, totalAnswerAttempts: 3 });

    await fail(user);
    expect(await userOf(user.id)).toMatchObject({ usedAnswerAttempts: 1, totalAnswerAttempts: 4 });

    const { entries, count } = await logOf(user.id);
    expect(count).toBe(5);
    expect(entries.map((entry: { step: string; action: string }) => `${entry.step} ${entry.action}`)).toEqual([
      'COMPETENCE_ATTEMPT FAILED',
      'COMPETENCE_ATTEMPT FAILED',
      'COMPETENCE_ATTEMPT FAILED',
      'ANSWER_ATTEMPTS RESET',
      'COMPETENCE_ATTEMPT FAILED',
    ]);
    expect(entries[3]).toEqual({
      occurredAt: resetAt.toISOString(),
      recordedAt: resetAt.toISOString(),
      step: 'ANSWER_ATTEMPTS',
      action: 'RESET',
      textVersion: null,
      place: null,
      ip: '192.0.2.44',
      details: {
        resetById: admin.id,
        resetBy: 'Ada Admin',
        reason: 'Spoke to them on the phone: they misread question 3',
        attemptsUsedBefore: 3,
      },
    });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/consumer-journey/document`,
      headers: await asAdmin(),
    });
    const lines = (await readPdfLines(pdf.rawPayload)).flat();
    expect(lines).toEqual(
      expect.arrayContaining([
        'Answer attempts reset by an admin',
        `Ada Admin (user ${admin.id})`,
        'Spoke to them on the phone: they misread question 3',
        '3 of 3',
      ]),
    );
  });

  it('refuses an approved user with code 14 and writes nothing into their record', async () => {
    const user = await insertTestUser(db(), {
      kyc_status: 'APPROVED',
      kyc_submitted_at: new Date(),
      used_answer_attempts: 1,
    });
    const refused = await reset(user.id, { reason: 'Asked by phone' });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 14]);
    expect((await logOf(user.id)).entries).toEqual([]);
  });
});
