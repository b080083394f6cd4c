import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor } from '../testing/builders/users.ts';
import { VirtualPasskey } from '../testing/virtual-authenticator.ts';
import { verifyAccessToken } from '../auth/access-token.ts';

interface Answer {
  statusCode: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  headers: Record<string, unknown>;
}

interface Options {
  challengeId: string;
  options: { challenge: string; allowCredentials?: { id: string }[]; excludeCredentials?: { id: string }[] } & Record<
    string,
    unknown
  >;
}

describe.each(testEngines)('passkeys on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-11-30T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const send = (options: InjectOptions): Promise<Answer> =>
    t.app.inject({ remoteAddress: `198.51.100.${address % 250}`, ...options }) as Promise<Answer>;
  const withToken = (token: string, options: InjectOptions) =>
    send({ ...options, headers: { ...bearer(token), ...options.headers } });
  const errorCode = (answer: Answer) => answer.json<{ errorCode: number }>().errorCode;

  /** A user with a passkey added through the API; their token and the passkey. */
  const withPasskey = async () => {
    const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
    const token = await tokenFor(t.config.jwtSecret, user);
    const passkey = new VirtualPasskey(t.config.publicUrl, user.id);
    const started = await withToken(token, { method: 'POST', url: '/api/user/passkeys/options' });
    expect(started.statusCode, started.body).toBe(200);
    const { challengeId, options } = started.json<Options>();
    const added = await withToken(token, {
      method: 'POST',
      url: '/api/user/passkeys',
      payload: { challengeId, name: '  iPhone ', credential: passkey.register(options) },
    });
    expect(added.statusCode, added.body).toBe(200);
    return { user, token, passkey, recoveryCodes: added.json<{ recoveryCodes: string[] }>().recoveryCodes };
  };

  const startSignIn = async (ticket?: string) => {
    const answer = await send({
      method: 'POST',
      url: '/api/auth/login/passkey/options',
      payload: ticket === undefined ? {} : { ticket },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Options>();
  };
  const signIn = (payload: object) => send({ method: 'POST', url: '/api/auth/login/passkey', payload });

  it('adds a discoverable passkey that must be unlocked, answering the ten recovery codes as the first factor', async () => {
    const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
    const token = await tokenFor(t.config.jwtSecret, user);
    const started = await withToken(token, { method: 'POST', url: '/api/user/passkeys/options' });
    const { options } = started.json<Options>();
    expect(options).toMatchObject({
      rp: { id: 'portal.test', name: 'Keystone' },
      user: { id: Buffer.from(String(user.id)).toString('base64url'), name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });

    const { passkey, recoveryCodes, token: ownerToken } = await withPasskey();
    expect(recoveryCodes).toHaveLength(10);
    const factors = await withToken(ownerToken, { method: 'GET', url: '/api/user/second-factors' });
    expect(factors.json()).toMatchObject({
      totpEnabledAt: null,
      passkeys: [{ name: 'iPhone', createdAt: now.toISOString(), lastUsedAt: null, backedUp: false }],
      recoveryCodesLeft: 10,
    });
    expect(passkey.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses an answer for another site, a used challenge, and a passkey already added', async () => {
    const { token, passkey } = await withPasskey();
    const next = await withToken(token, { method: 'POST', url: '/api/user/passkeys/options' });
    const { challengeId, options } = next.json<Options>();
    expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual([passkey.id]);

    const other = new VirtualPasskey('https://phishing.example', 1);
    const foreign = await withToken(token, {
      method: 'POST',
      url: '/api/user/passkeys',
      payload: { challengeId, name: 'Phish', credential: other.register(options) },
    });
    expect(foreign.statusCode).toBe(401);
    expect(errorCode(foreign)).toBe(60);
    // The challenge was used up by that try.
    const second = new VirtualPasskey(t.config.publicUrl, 1);
    const reused = await withToken(token, {
      method: 'POST',
      url: '/api/user/passkeys',
      payload: { challengeId, name: 'Laptop', credential: second.register(options) },
    });
    expect(errorCode(reused)).toBe(60);

    const again = (await withToken(token, { method: 'POST', url: '/api/user/passkeys/options' })).json<Options>();
    const duplicate = await withToken(token, {
      method: 'POST',
      url: '/api/user/passkeys',
      payload: { challengeId: again.challengeId, name: 'Same', credential: passkey.register(again.options) },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorCode(duplicate)).toBe(12);
  });

  it('signs in without a password: any passkey of this site, the user named by it, the session confirmed', async () => {
    const { user, passkey } = await withPasskey();
    const { challengeId, options } = await startSignIn();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options).toMatchObject({ rpId: 'portal.test', userVerification: 'required' });

    const answer = await signIn({ challengeId, rememberMe: true, credential: passkey.assert(options) });
    expect(answer.statusCode, answer.body).toBe(200);
    const { token, user: view } = answer.json<{ token: string; user: { id: number } }>();
    expect(view.id).toBe(user.id);
    expect((await verifyAccessToken(t.config.jwtSecret, token, now)).remembered).toBe(true);
    expect(String(answer.headers['set-cookie'])).toContain('keystone_session=');
    const [row] = await t.database.db
      .selectFrom('user_passkeys')
      .select(['sign_count', 'last_used_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(row).toMatchObject({ last_used_at: now });
    expect(Number(row?.sign_count)).toBe(1);

    const replay = await signIn({ challengeId, credential: passkey.assert(options) });
    expect(replay.statusCode).toBe(401);
    expect(errorCode(replay)).toBe(60);
  });

  it('finishes a password sign-in as its second step, only with that user’s passkey', async () => {
    const { user, passkey } = await withPasskey();
    const stranger = await withPasskey();
    const login = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword },
    });
    expect(login.statusCode, login.body).toBe(202);
    const { ticket, methods } = login.json<{ ticket: string; methods: string[] }>();
    expect(methods).toEqual(['PASSKEY']);

    const forStranger = await startSignIn(ticket);
    expect(forStranger.options.allowCredentials?.map((credential) => credential.id)).toEqual([passkey.id]);
    const wrongUser = await signIn({
      challengeId: forStranger.challengeId,
      ticket,
      credential: stranger.passkey.assert(forStranger.options),
    });
    expect(wrongUser.statusCode).toBe(401);
    expect(errorCode(wrongUser)).toBe(60);

    const { challengeId, options } = await startSignIn(ticket);
    const answer = await signIn({ challengeId, ticket, credential: passkey.assert(options) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ user: { id: number } }>().user.id).toBe(user.id);
  });

  it('refuses a passkey that is not ours, a signature over another challenge, and an expired challenge', async () => {
    const { passkey } = await withPasskey();
    const unknown = new VirtualPasskey(t.config.publicUrl, 1);
    const first = await startSignIn();
    expect(errorCode(await signIn({ challengeId: first.challengeId, credential: unknown.assert(first.options) }))).toBe(
      60,
    );

    const second = await startSignIn();
    const other = await startSignIn();
    expect(
      errorCode(await signIn({ challengeId: second.challengeId, credential: passkey.assert(other.options) })),
    ).toBe(60);

    const late = await startSignIn();
    now = new Date(now.getTime() + 5 * 60_000 + 1000);
    expect(errorCode(await signIn({ challengeId: late.challengeId, credential: passkey.assert(late.options) }))).toBe(
      60,
    );
  });

  it('confirms a step-up with the caller’s passkey', async () => {
    const { user, passkey } = await withPasskey();
    const token = await tokenFor(t.config.jwtSecret, user);
    const refused = await withToken(token, { method: 'POST', url: '/api/user/recovery-codes' });
    expect(errorCode(refused)).toBe(58);

    const started = await withToken(token, { method: 'POST', url: '/api/auth/step-up/passkey/options' });
    expect(started.statusCode, started.body).toBe(200);
    const { challengeId, options } = started.json<Options>();
    const confirmed = await withToken(token, {
      method: 'POST',
      url: '/api/auth/step-up/passkey',
      payload: { challengeId, credential: passkey.assert(options) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmedUntil: new Date(now.getTime() + 5 * 60_000).toISOString() });
    expect((await withToken(token, { method: 'POST', url: '/api/user/recovery-codes' })).statusCode).toBe(200);

    const noPasskey = await insertTestUser(t.database.db, { cheapPasswordHash: true });
    const none = await withToken(await tokenFor(t.config.jwtSecret, noPasskey), {
      method: 'POST',
      url: '/api/auth/step-up/passkey/options',
    });
    expect(none.statusCode).toBe(404);
    expect(errorCode(none)).toBe(42);
  });

  it('removes the caller’s passkey after a step-up, and answers 404 code 42 for another user’s', async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    const [{ id } = { id: 0 }] = (
      await withToken(other.token, { method: 'GET', url: '/api/user/second-factors' })
    ).json<{ passkeys: { id: number }[] }>().passkeys;

    const started = (
      await withToken(owner.token, { method: 'POST', url: '/api/auth/step-up/passkey/options' })
    ).json<Options>();
    await withToken(owner.token, {
      method: 'POST',
      url: '/api/auth/step-up/passkey',
      payload: { challengeId: started.challengeId, credential: owner.passkey.assert(started.options) },
    });

    const theirs = await withToken(owner.token, { method: 'DELETE', url: `/api/user/passkeys/${id}` });
    expect(theirs.statusCode).toBe(404);
    expect(errorCode(theirs)).toBe(42);

    const [{ id: ownId } = { id: 0 }] = (
      await withToken(owner.token, { method: 'GET', url: '/api/user/second-factors' })
    ).json<{ passkeys: { id: number }[] }>().passkeys;
    const removed = await withToken(owner.token, { method: 'DELETE', url: `/api/user/passkeys/${ownId}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await withToken(owner.token, { method: 'GET', url: '/api/user/second-factors' })).json()).toMatchObject({
      passkeys: [],
      recoveryCodesLeft: 0,
    });
  });
});
