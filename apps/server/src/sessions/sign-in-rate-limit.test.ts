import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { purgeOldSignInFailures } from '../rate-limit/sign-in-throttle.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';

describe.each(testEngines)('failed sign-ins on %s', (engine) => {
  const clock = movableClock({ stopped: true });
  let t: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
    https = await createTestApp(engine, { publicUrl: 'https://invest.keystone.example' });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  const newUser = () => insertTestUser(t.database.db, { cheapPasswordHash: true });
  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie === undefined ? {} : { cookie },
    });
  const fail = async (user: Pick<TestUser, 'email'>, times: number, remoteAddress: string, cookie?: string) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await login(user.email, 'Wrong1pass', remoteAddress, cookie)).statusCode).toBe(401);
    }
  };
  const deviceSetCookie = (response: LightMyRequestResponse) =>
    [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('keystone_device_')) ?? '';
  /** The Cookie header of a browser that has just signed in: its device cookie for the account. */
  const knownBrowserOf = async (user: TestUser, remoteAddress: string) => {
    const response = await login(user.email, testPassword, remoteAddress);
    expect(response.statusCode).toBe(200);
    return deviceSetCookie(response).split(';')[0] ?? '';
  };
  const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

  it('make a sixth try on an account wait after five failures: 429 code 20 with Retry-After, the right password too', async () => {
    const user = await newUser();
    await fail(user, 5, '203.0.113.10');
    expect((await login(user.email, 'Wrong1pass', '203.0.113.10')).statusCode).toBe(401);

    const slowed = await login(user.email, testPassword, '203.0.113.11');

    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBe(1);
    // The same seconds in the body, where the portal's typed client can read them to say when to try again.
    expect(slowed.json()).toEqual({
      errorCode: 20,
      message: 'Too many attempts. Please try again later.',
      retryAfterSeconds: 1,
    });
    clock.advance(1000);
    expect((await login(user.email, testPassword, '203.0.113.11')).statusCode).toBe(200);
  });

  it('double the wait with each further failure, up to 15 minutes, and never count a refused try', async () => {
    const user = await newUser();
    await fail(user, 5, '203.0.113.20');
    const waits: number[] = [];
    for (let failure = 6; failure <= 17; failure += 1) {
      expect((await login(user.email, 'Wrong1pass', '203.0.113.20')).statusCode).toBe(401);
      // Refused tries in the meantime change nothing.
      for (let refused = 0; refused < 3; refused += 1) {
        expect((await login(user.email, 'Wrong1pass', '203.0.113.20')).statusCode).toBe(429);
      }
      const wait = retryAfter(await login(user.email, testPassword, '203.0.113.20'));
      waits.push(wait);
      clock.advance(wait * 1000);
    }

    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect((await login(user.email, testPassword, '203.0.113.20')).statusCode).toBe(200);
  });

  it("clear the account's failures from the address of a success, and only those", async () => {
    const user = await newUser();
    await fail(user, 3, '203.0.113.30');
    await fail(user, 3, '203.0.113.31');
    clock.advance(1000);
    expect((await login(user.email, testPassword, '203.0.113.30')).statusCode).toBe(200);

    // The three from .31 are left: two more failures are still free, and another success clears those two.
    await fail(user, 2, '203.0.113.30');
    expect((await login(user.email, testPassword, '203.0.113.30')).statusCode).toBe(200);
    // The sixth failure left on the account makes the next try wait.
    await fail(user, 3, '203.0.113.30');
    expect((await login(user.email, testPassword, '203.0.113.30')).statusCode).toBe(429);
  });

  it('slow an e-mail that has no account the same way, so the wait reveals nothing', async () => {
    const ghost = { email: 'nobody.here@example.co.uk' };
    await fail(ghost, 6, '203.0.113.40');

    const slowed = await login(ghost.email, 'Wrong1pass', '203.0.113.40');

    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ errorCode: 20, retryAfterSeconds: 1 });
    clock.advance(1000);
  });

  it('refuse a client address for 15 minutes after 20 failures across accounts, but not known browsers', async () => {
    const owner = await newUser();
    const ownersBrowser = await knownBrowserOf(owner, '203.0.113.50');
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => newUser()));
    for (const other of others) await fail(other, 4, '203.0.113.50');

    const fromThatAddress = await login(owner.email, testPassword, '203.0.113.50');
    expect(fromThatAddress.statusCode).toBe(429);
    expect(retryAfter(fromThatAddress)).toBeGreaterThan(14 * 60);
    expect(retryAfter(fromThatAddress)).toBeLessThanOrEqual(15 * 60);
    expect((await login(owner.email, testPassword, '203.0.113.51')).statusCode).toBe(200);
    expect((await login(owner.email, testPassword, '203.0.113.50', ownersBrowser)).statusCode).toBe(200);

    // Thirty refused tries do not count: the address is free once the 15 minutes of its failures are over.
    for (let refused = 0; refused < 30; refused += 1) {
      expect((await login(owner.email, testPassword, '203.0.113.50')).statusCode).toBe(429);
    }
    clock.advance(15 * 60 * 1000);
    expect((await login(owner.email, testPassword, '203.0.113.50')).statusCode).toBe(200);
  });

  it('do not count successful sign-ins against the address', async () => {
    const user = await newUser();
    for (let attempt = 0; attempt < 21; attempt += 1) {
      expect((await login(user.email, testPassword, '203.0.113.60')).statusCode).toBe(200);
    }
    await fail(user, 5, '203.0.113.60');
  });

  it("judge a known browser by its own failures: a stranger's are not its, and its own slow it down", async () => {
    const user = await newUser();
    const browser = await knownBrowserOf(user, '203.0.113.70');
    // A stranger's nine failures, each after the wait it was told: the next stranger's try waits 8 seconds.
    await fail(user, 6, '203.0.113.71');
    for (const wait of [1, 2, 4]) {
      clock.advance(wait * 1000);
      await fail(user, 1, '203.0.113.71');
    }
    expect((await login(user.email, testPassword, '203.0.113.72')).statusCode).toBe(429);

    expect((await login(user.email, testPassword, '203.0.113.70', browser)).statusCode).toBe(200);
    await fail(user, 6, '203.0.113.70', browser);
    const slowed = await login(user.email, testPassword, '203.0.113.70', browser);
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBe(1);
    clock.advance(1000);
    expect((await login(user.email, testPassword, '203.0.113.70', browser)).statusCode).toBe(200);
    // The stranger's failures are still there for anyone without the cookie.
    expect((await login(user.email, testPassword, '203.0.113.72')).statusCode).toBe(429);
  });

  it('set a device cookie per account, HttpOnly, SameSite=Strict, for the sign-in route only, Secure on https', async () => {
    const user = await newUser();
    const overHttp = deviceSetCookie(await login(user.email, testPassword, '203.0.113.80'));
    const [pair, ...attributes] = overHttp.split('; ');
    expect(pair).toMatch(new RegExp(`^keystone_device_${user.id}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`));
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/api/auth/login', 'SameSite=Strict']);

    const httpsUser = await insertTestUser(https.database.db, { cheapPasswordHash: true });
    const overHttps = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: httpsUser.email, password: testPassword },
      remoteAddress: '203.0.113.81',
    });
    expect(deviceSetCookie(overHttps).split('; ')).toContain('Secure');

    // The same browser keeps its device id when it signs in again.
    const again = deviceSetCookie(await login(user.email, testPassword, '203.0.113.80', pair));
    expect(again.split('; ')[0]).toBe(pair);
  });

  it('ignore a device cookie that is forged, altered or made out for another account', async () => {
    const user = await newUser();
    const other = await newUser();
    const browser = await knownBrowserOf(user, '203.0.113.90');
    const [, value = ''] = browser.split('=');
    const [deviceId = ''] = value.split('.');
    const forged = [
      `keystone_device_${user.id}=${deviceId}.${'A'.repeat(43)}`,
      `keystone_device_${user.id}=${'B'.repeat(22)}${value.slice(22)}`,
      `keystone_device_${user.id}=${value}x`,
      `keystone_device_${user.id}=garbage`,
    ];
    await fail(other, 6, '203.0.113.91');
    // The user's cookie renamed for the other account is a stranger's.
    const carriedOver = `keystone_device_${other.id}=${value}`;
    expect((await login(other.email, testPassword, '203.0.113.91', carriedOver)).statusCode).toBe(429);

    await fail(user, 6, '203.0.113.91');
    for (const cookie of forged) {
      expect((await login(user.email, testPassword, '203.0.113.90', cookie)).statusCode).toBe(429);
    }
    expect((await login(user.email, testPassword, '203.0.113.90', browser)).statusCode).toBe(200);
  });

  it('forget failures after a day, and drop their rows', async () => {
    const user = await newUser();
    await fail(user, 6, '203.0.113.100');
    const rowsOf = () =>
      t.database.db.selectFrom('sign_in_failures').select('id').where('email', '=', user.email).execute();
    expect(await rowsOf()).toHaveLength(6);

    clock.advance(24 * 60 * 60 * 1000);
    expect((await login(user.email, 'Wrong1pass', '203.0.113.100')).statusCode).toBe(401);
    expect(await purgeOldSignInFailures(t.database.db, clock.now())).toBeGreaterThanOrEqual(6);
    expect(await rowsOf()).toHaveLength(1);
  });
});
