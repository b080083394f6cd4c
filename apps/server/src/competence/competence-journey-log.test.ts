import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { competenceReview, rightAnswersTo, wrongAnswersTo } from './competence.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('each graded appropriateness attempt in the journey log on %s', (engine) => {
  let t: TestApp;
  const clock = movableClock({ stopped: true });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const grade = (headers: Record<string, string>, answers: object, ip: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user?validateQuestions=true',
      headers,
      payload: { answers },
      remoteAddress: ip,
    });
  const logOf = (userId: number) =>
    db().selectFrom('consumer_journey_log').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('writes FAILED then PASSED with the questions as served, the answers, the topics to read and the IP', async () => {
    const user = await insertTestUser(db());
    let headers = bearer(await tokenFor(t.config.jwtSecret, user));
    const first = await competenceReview(t, headers);
    const wrong = wrongAnswersTo(first.questions, ['q2', 'q7']);
    const failedAt = clock.now();
    expect((await grade(headers, wrong, '203.0.113.9')).json()).toMatchObject({ errorCode: 38 });

    clock.advance(DAY_MS);
    // A day on, the 8-hour token has expired on the app's clock: the investor signs in again.
    headers = bearer(await tokenFor(t.config.jwtSecret, user));
    const second = await competenceReview(t, headers);
    const passedAt = clock.now();
    expect((await grade(headers, rightAnswersTo(second.questions), '198.51.100.20')).statusCode).toBe(200);

    const attempts = await db()
      .selectFrom('competence_attempts')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    const log = await logOf(user.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      step: 'COMPETENCE_ATTEMPT',
      action: 'FAILED',
      text_version: null,
      place: null,
      ip: '203.0.113.9',
      occurred_at: failedAt,
      recorded_at: failedAt,
    });
    expect(log[0]?.details).toEqual({
      attemptId: attempts[0]?.id,
      questions: first.questions,
      answers: wrong,
      topicsToRead: ['q2', 'q7'],
    });
    // The options are kept in the order they were shown.
    const details = log[0]?.details as { questions: { options: { id: string }[] }[] };
    expect(details.questions.map((question) => question.options.map((option) => option.id))).toEqual(
      first.questions.map((question) => question.options.map((option) => option.id)),
    );
    expect(log[1]).toMatchObject({ action: 'PASSED', ip: '198.51.100.20', occurred_at: passedAt });
    expect(log[1]?.details).toEqual({
      attemptId: attempts[1]?.id,
      questions: second.questions,
      answers: rightAnswersTo(second.questions),
      topicsToRead: [],
    });

    await expect(
      db().updateTable('consumer_journey_log').set({ action: 'PASSED' }).where('id', '=', log[0]!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('consumer_journey_log').where('id', '=', log[0]!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE consumer_journey_log`.execute(db())).rejects.toThrow(/append-only/);
    expect(await logOf(user.id)).toEqual(log);
  });

  it('writes nothing for answers refused before grading', async () => {
    const user = await insertTestUser(db());
    const headers = bearer(await tokenFor(t.config.jwtSecret, user));
    await competenceReview(t, headers);
    expect((await grade(headers, { q1: 'a' }, '203.0.113.9')).statusCode).toBe(400);
    expect(await logOf(user.id)).toEqual([]);
  });
});
