import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { verifyPassword } from './hashing.ts';

const racers = 20;
const newPasswordOf = (racer: number) => `Restored${racer}again`;

// PGlite runs one statement at a time, so only real PostgreSQL can show resets of one account racing.
describe.runIf(testEngines.includes('postgres'))('password resets of one account at once, on postgres', () => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { postgresPoolSize: racers });
  });
  afterAll(() => t.close());

  const resetLinkOf = async (user: TestUser) =>
    (
      await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
        type: 'RESTORE_PASSWORD',
        userId: user.id,
      })
    ).token;
  const restore = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/restore-password',
      payload: { newPassword, token },
      // Each from its own address, so that the limit on wrong tokens per address stays out of the race.
      remoteAddress: `192.0.2.${++address % 250}`,
    });
  /** '204', '200' or the status and the catalogue code, such as '400 8'. */
  const answerOf = ({ statusCode, json }: Awaited<ReturnType<typeof restore>>) =>
    statusCode < 400 ? String(statusCode) : `${statusCode} ${json<{ errorCode: number }>().errorCode}`;
  const passwordWorks = async (user: TestUser, password: string) => {
    const { password_hash } = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return verifyPassword(password_hash, password);
  };

  it.each([1, 2, 3])(`round %i: one link used ${racers} times at once works once`, async () => {
    const user = await insertTestUser(t.database.db);
    const link = await resetLinkOf(user);

    const answers = (
      await Promise.all(Array.from({ length: racers }, (_, racer) => restore(link, newPasswordOf(racer))))
    ).map(answerOf);

    expect(answers.filter((answer) => answer === '204')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '400 8')).toHaveLength(racers - 1);
    expect(await passwordWorks(user, newPasswordOf(answers.indexOf('204')))).toBe(true);
  });

  it.each([1, 2, 3])(`round %i: ${racers} links of one account used at once: the first voids the others`, async () => {
    const user = await insertTestUser(t.database.db);
    const links = await Promise.all(Array.from({ length: racers }, () => resetLinkOf(user)));

    const answers = (await Promise.all(links.map((link, racer) => restore(link, newPasswordOf(racer))))).map(answerOf);

    expect(answers.filter((answer) => answer === '204')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '400 8')).toHaveLength(racers - 1);
    expect(await passwordWorks(user, newPasswordOf(answers.indexOf('204')))).toBe(true);
  });

  it.each([1, 2, 3, 4, 5])('round %i: a reset and a change of one password at once: one wins', async () => {
    const user = await insertTestUser(t.database.db);
    const link = await resetLinkOf(user);
    const session = await tokenFor(t.config.jwtSecret, user);

    const [reset, change] = await Promise.all([
      restore(link, 'ResetWins1'),
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(session),
        payload: { currentPassword: testPassword, newPassword: 'ChangeWins1' },
      }),
    ]);

    // Reset first: the change finds the current password changed (401 code 7) or its session ended (401 code 8).
    // Change first: the reset link is void (400 code 8).
    const outcome = `${answerOf(reset)} / ${answerOf(change)}`;
    expect(['204 / 401 7', '204 / 401 8', '400 8 / 200']).toContain(outcome);
    expect(await passwordWorks(user, outcome.startsWith('204') ? 'ResetWins1' : 'ChangeWins1')).toBe(true);
  });

  it(`mails an account 3 reset links, no more, when ${racers} are asked for at once`, async () => {
    const user = await insertTestUser(t.database.db);

    const responses = await Promise.all(
      Array.from({ length: racers }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/auth/send-restore-password-link?email=${encodeURIComponent(user.email)}`,
          remoteAddress: `198.51.100.${++address % 250}`,
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(204), ...Array<number>(racers - 3).fill(429)]);
    await t.app.mailOutbox.settled();
    const links = await t.database.db
      .selectFrom('one_time_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    const mails = await t.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', user.email)
      .execute();
    expect({ links: links.length, mails: mails.length }).toEqual({ links: 3, mails: 3 });
  });
});
