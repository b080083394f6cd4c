import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, type TestUser } from '../testing/test-users.ts';
import { verifyAccessToken } from './access-token.ts';

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

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('signs in with the right password and answers a token and the user', async () => {
    const response = await login({ email: investor.email, password: testPassword });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({ id: investor.id, email: investor.email, role: 'INVESTOR', status: 'ACTIVE' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
    const claims = await verifyAccessToken(t.config.jwtSecret, body.token);
    expect(claims).toMatchObject({ userId: investor.id, role: 'INVESTOR' });
  });

  it('issues an HS256 token for the user id as a string, with the role, issuer keystone and a one-hour expiry', async () => {
    const { token } = (await login({ email: investor.email, password: testPassword })).json<{ token: string }>();
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));

    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: String(investor.id), role: 'INVESTOR', iss: 'keystone' });
    expect(payload.exp - payload.iat).toBe(3600);
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
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      unknown.push(await time({ email: 'nobody@example.co.uk', password: 'Wrong1pass' }));
      wrong.push(await time({ email: investor.email, password: 'Wrong1pass' }));
    }
    // Both run one argon2id verification; without the dummy check an unknown e-mail answers in about a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
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
