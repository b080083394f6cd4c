import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor } from '../testing/builders/users.ts';
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

    it.each([1, 2, 3])('round %i: exactly one change wins, every other is refused', async () => {
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
      // Every loser is refused, whichever way it met the winner: it checked the current password after the winner
      // changed it (401 code 7), or its session had already been ended by that change when it was authenticated
      // (401 code 8), or the account's limit (5 attempts in 15 minutes, counted before the check) stopped it (429
      // code 20). Which of the three depends on timing; that none succeeds does not.
      expect(answers.filter((answer) => !['200', '401 7', '401 8', '429 20'].includes(answer))).toEqual([]);

      const winner = answers.indexOf('200');
      const stored = await storedHashOf(user.id);
      expect(await verifyPassword(stored, newPasswordOf(winner))).toBe(true);
      expect(await verifyPassword(stored, testPassword)).toBe(false);
      const fresh = responses[winner]?.json<{ token: string }>().token ?? '';
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(fresh) })).statusCode).toBe(200);
    });
  },
);
