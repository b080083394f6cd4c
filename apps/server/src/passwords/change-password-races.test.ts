import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor } from '../testing/test-users.ts';
import { verifyPassword } from './hashing.ts';

const racers = 20;
const newPasswordOf = (racer: number) => `Racer${racer}wins`;

// PGlite runs one statement at a time, so only real PostgreSQL can show changes checking one password at once.
describe.runIf(testEngines.includes('postgres'))(
  'one session changing its password 20 times at once, on postgres',
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { postgresPoolSize: racers });
    });
    afterAll(() => t.close());

    const storedHashOf = async (userId: number) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).password_hash;

    it.each([1, 2, 3])('round %i: exactly one change wins, the others find the current password changed', async () => {
      const user = await insertTestUser(t.database.db);
      const session = await tokenFor(t.config.jwtSecret, user);

      const responses = await Promise.all(
        Array.from({ length: racers }, (_, racer) =>
          t.app.inject({
            method: 'PUT',
            url: '/api/auth/change-password',
            headers: bearer(session),
            payload: { currentPassword: testPassword, newPassword: newPasswordOf(racer) },
          }),
        ),
      );

      const answers = responses.map((response) =>
        `${response.statusCode} ${response.json<{ errorCode?: number }>().errorCode ?? ''}`.trim(),
      );
      expect(answers.filter((answer) => answer === '200')).toHaveLength(1);
      // The losers check the current password after the winner changed it: 401 code 7. The account's limit (5
      // attempts in 15 minutes) is counted before the check, so the 5 counted first all reach it, and the rest
      // answer 429 code 20 unless they were counted after the winner cleared the count.
      expect(answers.filter((answer) => !['200', '401 7', '429 20'].includes(answer))).toEqual([]);
      expect(answers.filter((answer) => answer === '401 7').length).toBeGreaterThanOrEqual(4);

      const winner = answers.indexOf('200');
      const stored = await storedHashOf(user.id);
      expect(await verifyPassword(stored, newPasswordOf(winner))).toBe(true);
      expect(await verifyPassword(stored, testPassword)).toBe(false);
      const fresh = responses[winner]?.json<{ token: string }>().token ?? '';
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(fresh) })).statusCode).toBe(200);
    });
  },
);
