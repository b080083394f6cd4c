import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../auth/access-token.ts';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword } from '../testing/builders/users.ts';

const newPassword = 'Changed2026';

describe.each(testEngines)('PUT /api/auth/change-password on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signIn = async (rememberMe = false) => {
    const user = await insertTestUser(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword, rememberMe },
    });
    return { user, token: response.json<{ token: string }>().token };
  };
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload });
  const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('changes the password and answers a fresh token that keeps this session going', async () => {
    const { user, token } = await signIn();

    const response = await change(token, { currentPassword: testPassword, newPassword });

    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ token: string }>().token;
    expect((await getUser(fresh)).statusCode).toBe(200);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    expect((await login(user.email, testPassword)).statusCode).toBe(401);
  });

  it('ends every other session, including the token that asked for the change', async () => {
    const { user, token } = await signIn();
    const { token: otherDevice } = (await login(user.email, testPassword)).json<{ token: string }>();

    await change(token, { currentPassword: testPassword, newPassword });

    for (const old of [token, otherDevice]) {
      const response = await getUser(old);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 8 });
    }
  });

  it("gives the fresh token the old one's expiry: a remembered session stays remembered, no session grows longer", async () => {
    const { token } = await signIn(true);
    const before = await verifyAccessToken(t.config.jwtSecret, token, new Date());

    const fresh = (await change(token, { currentPassword: testPassword, newPassword })).json<{ token: string }>().token;

    expect((await verifyAccessToken(t.config.jwtSecret, fresh, new Date())).expiresAt).toBe(before.expiresAt);
  });

  it('answers a wrong current password with 401 code 7 and leaves the session alone', async () => {
    const { token } = await signIn();

    const response = await change(token, { currentPassword: 'Wrong1pass', newPassword });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 7, message: 'Incorrect Email or Password' });
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('limits wrong current passwords to 5 in 15 minutes per account', async () => {
    const { token } = await signIn();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await change(token, { currentPassword: 'Wrong1pass', newPassword })).statusCode);

    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('checks the new password with the registration rule', async () => {
    const { token } = await signIn();

    const response = await change(token, { currentPassword: testPassword, newPassword: 'short' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [
        {
          field: 'newPassword',
          message:
            'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.',
        },
      ],
    });
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('voids a reset link mailed before the change', async () => {
    const { user, token } = await signIn();
    const { token: resetToken } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'RESTORE_PASSWORD',
      userId: user.id,
    });

    await change(token, { currentPassword: testPassword, newPassword });

    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/restore-password',
      payload: { newPassword: 'Sneaky2026', token: resetToken },
    });
    expect(reset.json()).toEqual({ errorCode: 8, message: 'Invalid token' });
  });

  it('answers 401 code 6 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { currentPassword: testPassword, newPassword },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });
});
