import { REMEMBER_ME_SECONDS } from '@keystone/flows/constants';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';

/** Issue 9 point 4: the portal's session is a cookie no script can read, ended on the server by signing out. */
describe.each(testEngines)('the browser session cookie on %s', (engine) => {
  let t: TestApp;
  let https: TestApp;
  let investor: TestUser;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    https = await createTestApp(engine, { publicUrl: 'https://invest.keystone.example' });
    investor = await insertTestUser(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  const login = (app: TestApp, user: TestUser, rememberMe?: boolean) => {
    address += 1;
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword, ...(rememberMe === undefined ? {} : { rememberMe }) },
      remoteAddress: `198.51.100.${address}`,
    });
  };
  const setCookies = (response: LightMyRequestResponse): string[] => {
    const header = response.headers['set-cookie'];
    expect(Array.isArray(header)).toBe(true);
    return header as string[];
  };
  /** The session cookie as set; the signed-in companion cookie is checked on its own below. */
  const setCookie = (response: LightMyRequestResponse): string =>
    setCookies(response).find((cookie) => cookie.startsWith('keystone_session=')) ?? '';
  const signedInCookie = (response: LightMyRequestResponse): string =>
    setCookies(response).find((cookie) => cookie.startsWith('keystone_signed_in=')) ?? '';
  /** The Cookie header a browser would send back. */
  const cookieOf = (response: LightMyRequestResponse) => ({ cookie: setCookie(response).split(';')[0] ?? '' });
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const getUser = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode: number }>().errorCode;

  it('signs in with an HttpOnly, SameSite=Strict session cookie under /api that ends with the browser', async () => {
    const response = await login(t, investor);

    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const attributes = setCookie(response).split('; ');
    expect(attributes[0]).toBe(`keystone_session=${token}`);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Path=/api', 'SameSite=Strict']);
  });

  it('sets beside it a readable cookie that holds no secret, only that a session started, and clears both on logout', async () => {
    const response = await login(t, investor);

    expect(signedInCookie(response).split('; ').sort()).toEqual(['Path=/', 'SameSite=Strict', 'keystone_signed_in=1']);
    const out = await logout({ ...cookieOf(response), ...sameOrigin });
    expect(signedInCookie(out)).toMatch(/^keystone_signed_in=; Path=\/; SameSite=Strict; Max-Age=0/);
  });

  it("keeps a remembered sign-in's cookie for 30 days", async () => {
    const response = await login(t, investor, true);

    // Counted from the token's expiry, so a second that passes between signing it and answering takes one off.
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie(response))?.[1]);
    expect(maxAge).toBeGreaterThan(REMEMBER_ME_SECONDS - 5);
    expect(maxAge).toBeLessThanOrEqual(REMEMBER_ME_SECONDS);
  });

  it('marks the cookie Secure when the portal is served over https', async () => {
    const user = await insertTestUser(https.database.db);
    const response = await login(https, user);

    expect(setCookie(response).split('; ')).toContain('Secure');
  });

  it('authenticates by the cookie alone, and API clients still by the bearer token', async () => {
    const response = await login(t, investor);
    const { token } = response.json<{ token: string }>();

    expect((await getUser(cookieOf(response))).json()).toMatchObject({ id: investor.id });
    expect((await getUser(bearer(token))).json()).toMatchObject({ id: investor.id });
  });

  it('signs out on the server: the cookie is cleared and its token, as cookie or bearer, answers 401 code 8', async () => {
    const ended = await login(t, investor);
    const other = await login(t, investor);
    const { token } = ended.json<{ token: string }>();

    const response = await logout({ ...cookieOf(ended), ...sameOrigin });

    expect(response.statusCode).toBe(204);
    expect(setCookie(response).split('; ')).toEqual(expect.arrayContaining(['keystone_session=', 'Max-Age=0']));
    for (const headers of [cookieOf(ended), bearer(token)]) {
      const refused = await getUser(headers);
      expect(refused.statusCode).toBe(401);
      expect(errorCode(refused)).toBe(8);
    }
    // Only that session ends: the same person signed in elsewhere carries on.
    expect((await getUser(cookieOf(other))).statusCode).toBe(200);
  });

  it('drops a cookie that no longer signs anyone in, as no script of the portal can', async () => {
    const stale = await login(t, investor);
    await logout({ ...cookieOf(stale), ...sameOrigin });

    const refused = await getUser(cookieOf(stale));
    expect(errorCode(refused)).toBe(8);
    expect(setCookie(refused).split('; ')).toEqual(expect.arrayContaining(['keystone_session=', 'Max-Age=0']));
  });

  it('signs an API client out by its bearer token', async () => {
    const { token } = (await login(t, investor)).json<{ token: string }>();

    expect((await logout(bearer(token))).statusCode).toBe(204);
    expect(errorCode(await getUser(bearer(token)))).toBe(8);
  });

  it("refuses a cookie-borne change from another site with 403 code 10, but not the portal's own or a bearer call", async () => {
    const response = await login(t, investor);
    const { token } = response.json<{ token: string }>();
    const cookie = cookieOf(response);

    const fromOtherSites: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://portal.test' },
      {},
    ];
    for (const fromElsewhere of fromOtherSites) {
      const refused = await logout({ ...cookie, ...fromElsewhere });
      expect(refused.statusCode).toBe(403);
      expect(errorCode(refused)).toBe(10);
    }
    // Reading is not a change.
    expect((await getUser({ ...cookie, origin: 'https://evil.example' })).statusCode).toBe(200);
    // A wrong current password (code 7) shows the call got past the check.
    const changeWith = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword: 'Wrong1234', newPassword: 'Another123' },
      });
    expect(errorCode(await changeWith({ ...cookie, origin: 'http://portal.test' }))).toBe(7);
    expect(errorCode(await changeWith({ ...bearer(token), origin: 'https://evil.example' }))).toBe(7);
    expect((await logout({ ...cookie, ...sameOrigin })).statusCode).toBe(204);
  });

  it("ends the user's other sessions when the password changes, and carries on this one with a fresh cookie", async () => {
    const user = await insertTestUser(t.database.db);
    const here = await login(t, user, true);
    const elsewhere = await login(t, user);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { ...cookieOf(here), ...sameOrigin },
      payload: { currentPassword: testPassword, newPassword: 'Another123' },
    });

    expect(changed.statusCode).toBe(200);
    expect(setCookie(changed)).toMatch(/; Max-Age=\d+/);
    expect((await getUser(cookieOf(changed))).statusCode).toBe(200);
    for (const old of [here, elsewhere]) expect(errorCode(await getUser(cookieOf(old)))).toBe(8);
  });
});
