import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

describe.each(testEngines)('news preferences (/api/marketing) on %s', (engine) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const user = await insertTestUser(t.database.db);
    return { user, headers: bearer(await tokenFor(t.config.jwtSecret, user)) };
  };
  const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/marketing', headers });
  const update = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/marketing', headers, payload, remoteAddress: `198.51.100.${++address}` });

  it('has an investor subscribed until they choose (soft opt-in), then keeps their choice', async () => {
    const { headers } = await signedIn();
    expect((await read(headers)).json()).toEqual({ newsSubscription: true });

    const off = await update({ newsSubscription: false }, headers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ newsSubscription: false });
    expect((await read(headers)).json()).toEqual({ newsSubscription: false });

    expect((await update({ newsSubscription: true }, headers)).json()).toEqual({ newsSubscription: true });
    expect((await read(headers)).json()).toEqual({ newsSubscription: true });
  });

  it('refuses a visitor without a link: 401 code 6', async () => {
    expect((await read({})).json()).toMatchObject({ errorCode: 6 });
    const response = await update({ newsSubscription: false });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });

  it("unsubscribes the welcome e-mail link's owner with no sign-in, once", async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const email = `newcomer.${Date.now()}@example.co.uk`;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite',
      headers: bearer(await tokenFor(t.config.jwtSecret, admin)),
      payload: { email },
    });
    expect(invite.statusCode).toBe(204);
    const registered = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registry',
      payload: {
        fullName: 'Nia Newcomer',
        password: 'Newcomer2026',
        token: tokenInLink(t, await latestMailTo(t, email), '/login'),
      },
    });
    expect(registered.statusCode).toBe(200);
    const investorToken = registered.json<{ token: string }>().token;
    const welcome = await latestMailTo(t, email);
    const prefix = `${t.config.publicUrl}/unsubscribe/`;
    const link = welcome.links.find((candidate) => candidate.startsWith(prefix));
    expect(link, welcome.text).toBeDefined();
    const token = (link ?? '').slice(prefix.length);

    const response = await update({ newsSubscription: false, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ newsSubscription: false });
    expect((await read(bearer(investorToken))).json()).toEqual({ newsSubscription: false });

    const again = await update({ newsSubscription: false, token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 8, message: 'Invalid token' });
  });

  it("changes the link's owner, not whoever is signed in", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'UNSUBSCRIBE_NEWS',
      userId: owner.user.id,
    });

    expect((await update({ newsSubscription: false, token }, other.headers)).statusCode).toBe(200);

    expect((await read(owner.headers)).json()).toEqual({ newsSubscription: false });
    expect((await read(other.headers)).json()).toEqual({ newsSubscription: true });
  });

  it('refuses a link used to subscribe (code 2), an unknown token and a token of another type (code 8)', async () => {
    const { user, headers } = await signedIn();
    const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'UNSUBSCRIBE_NEWS',
      userId: user.id,
    });
    const reset = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'RESTORE_PASSWORD',
      userId: user.id,
    });

    const subscribe = await update({ newsSubscription: true, token });
    expect(subscribe.statusCode).toBe(400);
    expect(subscribe.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'newsSubscription' }] });
    for (const wrong of ['x'.repeat(43), reset.token]) {
      const response = await update({ newsSubscription: false, token: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 8 });
    }
    expect((await read(headers)).json()).toEqual({ newsSubscription: true });
    // The refused subscribe attempt did not spend the link.
    expect((await update({ newsSubscription: false, token })).statusCode).toBe(200);
  });
});
