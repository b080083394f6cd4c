import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';

describe.each(testEngines)('verifying the e-mail address on %s', (engine) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const verify = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      remoteAddress: `198.51.100.${++address}`,
    });

  it('mails the link with the welcome at registration; following it once marks the address verified', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const email = 'verify.me@example.co.uk';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite',
      headers: bearer(await tokenFor(t.config.jwtSecret, admin)),
      payload: { email },
    });
    const registryToken = tokenInLink(t, await latestMailTo(t, email), '/login');
    const registered = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registry',
      payload: { fullName: 'Verify Me', password: 'Newcomer2026', token: registryToken },
    });
    const { token: session, user } = registered.json<{ token: string; user: { emailVerified: boolean } }>();
    expect(user.emailVerified).toBe(false);

    const welcome = await latestMailTo(t, email);
    expect(welcome.template).toBe('WELCOME');
    const link = tokenInLink(t, welcome, '/verify');

    const verified = await verify(link);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) });
    expect(profile.json()).toMatchObject({ emailVerified: true });

    expect((await verify(link)).json()).toMatchObject({ errorCode: 8 });
  });

  it('refuses a link for an address the account no longer has', async () => {
    const user = await insertTestUser(t.database.db);
    const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'EMAIL_VERIFICATION',
      userId: user.id,
      email: 'old.address@example.co.uk',
    });

    const response = await verify(token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 8 });
  });
});
