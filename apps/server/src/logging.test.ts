import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUrl, withoutSecrets } from './logging.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { bearer, insertTestUser, testPassword } from './testing/builders/users.ts';

describe('maskUrl', () => {
  it('hides one-time tokens in paths and queries, and e-mail addresses in queries', () => {
    expect(maskUrl('/api/user/confirm/abc.def-123')).toBe('/api/user/confirm/[redacted]');
    expect(maskUrl('/login/new-password/tok123?x=1')).toBe('/login/new-password/[redacted]?x=1');
    expect(maskUrl('/api/auth/send-restore-password-link?email=ann%40example.co.uk')).toBe(
      '/api/auth/send-restore-password-link?email=[redacted]',
    );
    expect(maskUrl('/login/registry-token-1')).toBe('/login/[redacted]');
    expect(maskUrl('/dev/mailbox/latest?to=ann%40example.co.uk')).toBe('/dev/mailbox/latest?to=[redacted]');
    expect(maskUrl('/api/auth/login')).toBe('/api/auth/login');
    expect(maskUrl('/api/projects?limit=20&offset=40')).toBe('/api/projects?limit=20&offset=40');
  });
});

describe('withoutSecrets', () => {
  it('censors a secret field at the top of a log call and one plain object down, leaving the caller its object', () => {
    const body = { email: 'ann@example.co.uk', password: 'hunter22', newPassword: 'hunter23' };
    const headers = { authorization: 'Bearer abc', cookie: 'session=abc', 'set-cookie': 'x=1', accept: '*/*' };
    const logged = { body, headers, token: 'one-time', currentPassword: 'old', userId: 7 };

    expect(withoutSecrets(logged)).toEqual({
      body: { email: 'ann@example.co.uk', password: '[redacted]', newPassword: '[redacted]' },
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]', accept: '*/*' },
      token: '[redacted]',
      currentPassword: '[redacted]',
      userId: 7,
    });
    expect(body.password).toBe('hunter22');
    expect(headers.authorization).toBe('Bearer abc');
    expect(logged.token).toBe('one-time');
  });

  it('copies nothing when there is nothing to censor', () => {
    const line = { req: { method: 'GET', url: '/api/user' }, res: { statusCode: 200 }, responseTime: 1.2 };

    expect(withoutSecrets(line)).toBe(line);
  });

  it('censors a header object without a prototype, as Node keeps request headers', () => {
    const headers = Object.assign(Object.create(null) as Record<string, unknown>, { authorization: 'Bearer abc' });

    expect(withoutSecrets({ headers })).toEqual({ headers: { authorization: '[redacted]' } });
  });
});

describe('request logs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('are one JSON line per request with its id, address, status and time, never the bearer token or the password', async () => {
    const user = await insertTestUser(t.database.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword },
    });
    const { token } = signIn.json<{ token: string }>();
    await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    t.app.log.info(
      { body: { email: user.email, password: testPassword }, headers: { authorization: `Bearer ${token}` } },
      'careless log call',
    );
    t.app.log.warn({ token, newPassword: testPassword }, 'more careless');
    t.app.log.info({ req: { headers: { authorization: `Bearer ${token}` }, method: 'GET', url: '/' } }, 'a raw req');

    const requestLines = t.logs.filter((line) => typeof line.requestId === 'string');
    expect(requestLines).toHaveLength(2);
    expect(requestLines[1]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/user' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    const everything = JSON.stringify(t.logs);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(testPassword);
    expect(everything).toContain('[redacted]');
  });
});
