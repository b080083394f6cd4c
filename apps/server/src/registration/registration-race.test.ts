import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';

// PGlite runs one statement at a time, so only real PostgreSQL can show two transactions racing for one token.
const racers = 20;

describe.runIf(testEngines.includes('postgres'))(
  `${racers} registrations racing with one invitation on postgres`,
  () => {
    let t: TestApp;
    let adminId: number;

    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { postgresPoolSize: racers });
      adminId = (await insertTestUser(t.database.db, { role: 'ADMIN' })).id;
    });
    afterAll(() => t.close());

    it.each([1, 2, 3, 4, 5])(`round %i: exactly one account, one 200 and ${racers - 1} 400 code 8`, async (round) => {
      const email = `race.${round}@example.co.uk`;
      const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
        type: 'REGISTRY',
        email,
        createdBy: adminId,
      });
      const register = (racer: number) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/registry',
          payload: { fullName: `Racer ${String.fromCharCode(65 + racer)}`, password: 'Racer2026', token },
          remoteAddress: `192.0.2.${racer + 1}`,
        });

      // All are in flight before any answers; the password hashing before the transaction lines them up.
      const responses = await Promise.all(Array.from({ length: racers }, (_, racer) => register(racer)));

      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      const losers = responses.filter((response) => response.statusCode !== 200).map((response) => response.json());
      expect(losers).toEqual(Array<unknown>(racers - 1).fill({ errorCode: 8, message: 'Invalid token' }));
      const accounts = await t.database.db
        .selectFrom('users')
        .select(['full_name'])
        .where('email', '=', email)
        .execute();
      expect(accounts).toHaveLength(1);
      const winner = responses.find((response) => response.statusCode === 200)?.json<{ user: { fullName: string } }>();
      expect(accounts[0]?.full_name).toBe(winner?.user.fullName);
    });
  },
);
