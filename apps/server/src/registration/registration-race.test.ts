import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/test-users.ts';

// PGlite runs one statement at a time, so only real PostgreSQL can show two transactions racing for one token.
describe.runIf(testEngines.includes('postgres'))('two registrations racing with one invitation on postgres', () => {
  let t: TestApp;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    adminId = (await insertTestUser(t.database.db, { role: 'ADMIN' })).id;
  });
  afterAll(() => t.close());

  it.each([1, 2, 3, 4, 5])('round %i: exactly one account, one 200 and one 400 code 8', async (round) => {
    const email = `race.${round}@example.co.uk`;
    const { token } = await issueOneTimeToken(t.database.db, { type: 'REGISTRY', email, createdBy: adminId });
    const register = (fullName: string, remoteAddress: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/registry',
        payload: { fullName, password: 'Racer2026', token },
        remoteAddress,
      });

    // Both are in flight before either answers; the password hashing before the transaction lines them up.
    const responses = await Promise.all([register('First Racer', '192.0.2.1'), register('Second Racer', '192.0.2.2')]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const loser = responses.find((response) => response.statusCode === 400);
    expect(loser?.json()).toEqual({ errorCode: 8, message: 'Invalid token' });
    const accounts = await t.database.db.selectFrom('users').select(['full_name']).where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 200)?.json<{ user: { fullName: string } }>();
    expect(accounts[0]?.full_name).toBe(winner?.user.fullName);
  });
});
