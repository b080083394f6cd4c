import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';

/** Issue 22 §1: a stranger who knows an investor's e-mail can slow down guessing, never lock her out. */
describe.each(testEngines)('sign-in that nobody else can lock on %s', (engine) => {
  const clock = movableClock({ stopped: true });
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
  });
  afterAll(() => t.close());

  const login = (user: Pick<TestUser, 'email'>, password: string, from: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: from,
      headers: cookie === undefined ? {} : { cookie },
    });
  /** The Cookie header a browser sends back after this answer: its known-device cookie. */
  const deviceCookieOf = (response: LightMyRequestResponse): string => {
    const setCookies = [response.headers['set-cookie'] ?? []].flat();
    const cookie = setCookies.find((value) => value.startsWith('keystone_device_'));
    expect(cookie).toBeDefined();
    return cookie?.split(';')[0] ?? '';
  };
  const statuses = (responses: LightMyRequestResponse[]) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };
  const advanceSeconds = (seconds: number) => clock.advance(seconds * 1000);

  it('lets olivia in at once from her known browser after 100 wrong passwords from one address, and keeps slowing the stranger', async () => {
    const olivia = await insertTestUser(t.database.db, {
      email: `olivia.${Date.now()}@example.co.uk`,
      cheapPasswordHash: true,
    });
    const herBrowser = deviceCookieOf(await login(olivia, testPassword, '192.0.2.10'));
    const stranger = '203.0.113.66';

    // A patient stranger: every one of the 100 wrong passwords is really checked, each after the wait it was told.
    const waits: number[] = [];
    let checked = 0;
    while (checked < 100) {
      const guess = await login(olivia, 'Wrong1pass', stranger);
      if (guess.statusCode === 429) {
        expect(guess.json()).toMatchObject({ errorCode: 20 });
        const retryAfter = Number(guess.headers['retry-after']);
        expect(guess.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBe(retryAfter);
        waits.push(retryAfter);
        advanceSeconds(retryAfter);
      } else {
        expect(guess.statusCode).toBe(401);
        checked += 1;
      }
    }
    // The wait grows with each failure beyond the first few, and stops growing at its cap.
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(15 * 60);
    expect(waits.at(-1)).toBe(15 * 60);

    // Her own browser is judged by its own (no) failures, from home and from the stranger's very address.
    expect((await login(olivia, testPassword, '192.0.2.10', herBrowser)).statusCode).toBe(200);
    expect((await login(olivia, testPassword, stranger, herBrowser)).statusCode).toBe(200);

    // The stranger is still slowed at the cap: her success did not clear his failures.
    const next = await login(olivia, 'Wrong1pass', stranger);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    advanceSeconds(Number(next.headers['retry-after']));
    expect((await login(olivia, 'Wrong1pass', stranger)).statusCode).toBe(401);
    const slowedAgain = await login(olivia, 'Wrong1pass', stranger);
    expect(slowedAgain.statusCode).toBe(429);
    expect(Number(slowedAgain.headers['retry-after'])).toBe(15 * 60);
  });

  it('lets 30 parallel correct sign-ins from one address all in, and locks nobody else out', async () => {
    const [loadTester, neighbour] = await Promise.all([
      insertTestUser(t.database.db, { cheapPasswordHash: true }),
      insertTestUser(t.database.db, { cheapPasswordHash: true }),
    ]);
    const office = '203.0.113.77';

    const burst = await Promise.all(Array.from({ length: 30 }, () => login(loadTester, testPassword, office)));
    const again = await Promise.all(Array.from({ length: 30 }, () => login(loadTester, testPassword, office)));

    expect(statuses(burst)).toEqual({ 200: 30 });
    expect(statuses(again)).toEqual({ 200: 30 });
    expect((await login(neighbour, testPassword, office)).statusCode).toBe(200);
    // Nothing was counted against the address: a mistyped password is just wrong, not over a limit.
    expect((await login(neighbour, 'Wrong1pass', office)).statusCode).toBe(401);
  });
});
