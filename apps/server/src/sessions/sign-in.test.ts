import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';
import { verifyAccessToken } from '../auth/access-token.ts';

describe.each(testEngines)('POST /api/auth/login on %s', (engine) => {
  let t: TestApp;
  let investor: TestUser;
  let inactive: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    investor = await insertTestUser(t.database.db, { email: 'ann.investor@example.co.uk' });
    inactive = await insertTestUser(t.database.db, { email: 'bob.inactive@example.co.uk', status: 'NOT_ACTIVE' });
  });
  afterAll(() => t.close());

  // Each test signs in from an address of its own, so that failed attempts of one never rate-limit another.
  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const login = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress: `198.51.100.${address}`,
    });
  const forgetFailedAttempts = () => t.database.db.deleteFrom('sign_in_failures').execute();

  it('signs in with the right password and answers a token and the user', async () => {
    const response = await login({ email: investor.email, password: testPassword });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({ id: investor.id, email: investor.email, role: 'INVESTOR', status: 'ACTIVE' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
    const claims = await verifyAccessToken(t.config.jwtSecret, body.token, new Date());
    expect(claims).toMatchObject({ userId: investor.id, role: 'INVESTOR' });
  });

  const claimsOf = (token: string) =>
    token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);

  it('issues an HS256 token for the user id as a string, with the role, issuer keystone, the password stamp and an 8-hour expiry', async () => {
    const { token } = (await login({ email: investor.email, password: testPassword })).json<{ token: string }>();
    const [header, payload] = claimsOf(token);

    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({
      sub: String(investor.id),
      role: 'INVESTOR',
      iss: 'keystone',
      pwc: investor.passwordChangedAt.getTime(),
    });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(8 * 60 * 60);
  });

  it('issues a 30-day token when the user asks to be remembered, and 8 hours when they say no', async () => {
    const remembered = (await login({ email: investor.email, password: testPassword, rememberMe: true })).json<{
      token: string;
    }>();
    const notRemembered = (await login({ email: investor.email, password: testPassword, rememberMe: false })).json<{
      token: string;
    }>();
    const lifetime = (token: string) => {
      const [, payload] = claimsOf(token);
      return Number(payload?.exp) - Number(payload?.iat);
    };

    expect(lifetime(remembered.token)).toBe(30 * 24 * 60 * 60);
    expect(lifetime(notRemembered.token)).toBe(8 * 60 * 60);
  });

  it('ends a remembered session at once when the user is deactivated', async () => {
    const user = await insertTestUser(t.database.db);
    const { token } = (await login({ email: user.email, password: testPassword, rememberMe: true })).json<{
      token: string;
    }>();
    await t.database.db.updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', user.id).execute();

    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorCode: 19, message: 'Your account is not active' });
  });

  it('ignores the case of the e-mail', async () => {
    const response = await login({ email: 'ANN.Investor@Example.co.uk', password: testPassword });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 code 7', async () => {
    const wrongPassword = await login({ email: investor.email, password: 'Wrong1pass' });
    const unknownEmail = await login({ email: 'nobody@example.co.uk', password: testPassword });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ errorCode: 7, message: 'Incorrect Email or Password' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('spends about as long on an unknown e-mail as on a wrong password', async () => {
    const time = async (payload: object) => {
      const started = performance.now();
      await login(payload);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      // Measure the password check, not the rate limit that seven failures in a row would reach.
      await forgetFailedAttempts();
      // Each goes first in every other round: neither always follows the other's writes.
      const tries = [
        async () => unknown.push(await time({ email: 'nobody@example.co.uk', password: 'Wrong1pass' })),
        async () => wrong.push(await time({ email: investor.email, password: 'Wrong1pass' })),
      ];
      for (const attempt of round % 2 === 0 ? tries : tries.reverse()) await attempt();
    }
    // Both run one argon2id verification; without the dummy check an unknown e-mail answers in about a millisecond.
    // The fastest of each, not the medians: on a busy machine (load 12) the waits for a core pushed the medians of
    // seven tries more than three times apart (126 against 433 ms); the fastest answer is nearest the work itself.
    expect(Math.min(...unknown), JSON.stringify({ unknown, wrong })).toBeGreaterThan(Math.min(...wrong) / 3);
  });

  it('tells a NOT_ACTIVE user with the right password that the account is not active: 403 code 19', async () => {
    const response = await login({ email: inactive.email, password: testPassword });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorCode: 19, message: 'Your account is not active' });
  });

  it('does not reveal a NOT_ACTIVE account to someone without its password', async () => {
    const response = await login({ email: inactive.email, password: 'Wrong1pass' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 7 });
  });

  it('ignores a bad bearer token on this public call', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer('not-a-token'),
      payload: { email: investor.email, password: testPassword },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a missing field with code 2 and the field name, never a 500', async () => {
    const response = await login({ email: investor.email });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'password', message: 'Field is required' }],
    });
  });

  it('rejects a property the contract does not declare instead of dropping it', async () => {
    const response = await login({ email: investor.email, password: testPassword, role: 'ADMIN' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'role', message: 'Unknown field' }],
    });
  });

  it('reports every invalid field at once', async () => {
    const response = await login({ email: 'not-an-email', password: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: unknown[] }>().fieldErrors).toEqual([
      { field: 'email', message: 'Incorrect format' },
      { field: 'password', message: 'Field is required' },
    ]);
  });

  it('answers malformed JSON with code 2', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 2, message: 'Invalid data' });
  });
});
