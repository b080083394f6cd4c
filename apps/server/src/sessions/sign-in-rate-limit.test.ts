import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';

describe.each(testEngines)('failed sign-ins on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const fail = async (user: TestUser, times: number, remoteAddress?: string) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await login(user.email, 'Wrong1pass', remoteAddress)).statusCode).toBe(401);
    }
  };
  /** What waiting out the window does: the counters' windows end now. */
  const endWindows = () =>
    t.database.db
      .updateTable('rate_limit_counters')
      .set({
        window_started_at: sql<Date>`now() - interval '16 minutes'`,
        expires_at: sql<Date>`now() - interval '1 second'`,
      })
      .execute();

  it('refuse an account after 5 failures in 15 minutes with 429 code 20 and Retry-After, even with the right password', async () => {
    const user = await insertTestUser(t.database.db);
    await fail(user, 5, '203.0.113.10');

    const blocked = await login(user.email, testPassword, '203.0.113.11');

    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The same seconds in the body, where the portal's typed client can read them to say when to try again.
    expect(blocked.json()).toEqual({
      errorCode: 20,
      message: 'Too many attempts. Please try again later.',
      retryAfterSeconds: retryAfter,
    });
  });

  it('let the real owner back in once the window has passed', async () => {
    const user = await insertTestUser(t.database.db);
    await fail(user, 5, '203.0.113.20');
    expect((await login(user.email, 'Wrong1pass', '203.0.113.20')).statusCode).toBe(429);
    expect((await login(user.email, testPassword, '203.0.113.20')).statusCode).toBe(429);

    await endWindows();

    expect((await login(user.email, testPassword, '203.0.113.20')).statusCode).toBe(200);
  });

  it("clear the account's failures on a successful sign-in", async () => {
    const user = await insertTestUser(t.database.db);
    await fail(user, 4, '203.0.113.30');
    expect((await login(user.email, testPassword, '203.0.113.30')).statusCode).toBe(200);

    await fail(user, 5, '203.0.113.30');

    expect((await login(user.email, testPassword, '203.0.113.30')).statusCode).toBe(429);
  });

  it('limit the same way an e-mail that has no account, so the limit reveals nothing', async () => {
    const ghost = {
      id: 0,
      email: 'nobody.here@example.co.uk',
      role: 'INVESTOR' as const,
      passwordChangedAt: new Date(),
    };
    await fail(ghost, 5, '203.0.113.40');

    const blocked = await login(ghost.email, 'Wrong1pass', '203.0.113.40');

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 20 });
  });

  it('refuse a client address after 20 failures across accounts, and only that address', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => insertTestUser(t.database.db)));
    for (const user of users) await fail(user, 4, '203.0.113.50');
    const owner = await insertTestUser(t.database.db);

    const fromThatAddress = await login(owner.email, testPassword, '203.0.113.50');
    const fromElsewhere = await login(owner.email, testPassword, '203.0.113.51');

    expect(fromThatAddress.statusCode).toBe(429);
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('do not count successful sign-ins against the address', async () => {
    const user = await insertTestUser(t.database.db);
    for (let attempt = 0; attempt < 21; attempt += 1) {
      expect((await login(user.email, testPassword, '203.0.113.60')).statusCode).toBe(200);
    }
  });
});
