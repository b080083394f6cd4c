import type { Session } from '@keystone/api';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { purgeQueue } from '../jobs/purge-job.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, outboxCount } from '../testing/test-mail.ts';
import { bearer, insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';
import { lastSeenOf } from './last-seen.ts';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode: number }>().errorCode;
const sessionIdOf = (token: string) => String(decodeJwt(token).jti);

/** Issue 36 §3: where the account is signed in, signing any one or all others out, and the new-browser e-mail. */
describe.each(testEngines)('the sessions an owner sees and signs out, on %s', (engine) => {
  const clock = movableClock({ stopped: true });
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
  });
  afterAll(() => t.close());

  const newUser = () => insertTestUser(t.database.db, { cheapPasswordHash: true });

  interface Browser {
    token: string;
    sessionId: string;
    /** The Cookie header this browser sends: its session and its device cookie for the account. */
    cookie: string;
    address: string;
  }

  /** Signs `user` in from a browser of its own address (or `from`, a browser that signed in before). */
  async function signIn(
    user: TestUser,
    options: { userAgent?: string; from?: Browser; rememberMe?: boolean } = {},
  ): Promise<Browser> {
    address += 1;
    const remoteAddress = options.from?.address ?? `203.0.113.${address % 250}`;
    const device = options.from?.cookie.split('; ').find((pair) => pair.startsWith('keystone_device_'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword, rememberMe: options.rememberMe ?? false },
      remoteAddress,
      headers: {
        ...(options.userAgent === undefined ? {} : { 'user-agent': options.userAgent }),
        ...(device === undefined ? {} : { cookie: device }),
      },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const setCookies = [response.headers['set-cookie'] ?? []].flat();
    const pairs = setCookies
      .filter((cookie) => cookie.startsWith('keystone_session=') || cookie.startsWith('keystone_device_'))
      .map((cookie) => cookie.split(';')[0] ?? '');
    return { token, sessionId: sessionIdOf(token), cookie: pairs.join('; '), address: remoteAddress };
  }

  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const list = async (token: string): Promise<Session[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Session[] }>().items;
  };
  const end = (headers: Record<string, string>, sessionId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${sessionId}`, headers });
  const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  it('writes the session at sign-in with the browser, system, device and address, and marks it current', async () => {
    const user = await newUser();
    const phone = await signIn(user, { userAgent: safariOnIphone, rememberMe: true });

    const [only, ...none] = await list(phone.token);

    expect(none).toEqual([]);
    expect(only).toEqual({
      id: phone.sessionId,
      browser: 'Safari 18',
      operatingSystem: 'iOS 18.1',
      deviceType: 'MOBILE',
      clientAddress: phone.address,
      signedInAt: clock.now().toISOString(),
      lastSeenAt: clock.now().toISOString(),
      remembered: true,
      current: true,
    });
  });

  it("lists the caller's own session first, then the latest seen, and never another user's", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const first = await signIn(user, { userAgent: chromeOnWindows });
    clock.advance(60_000);
    const second = await signIn(user, { userAgent: safariOnIphone });
    clock.advance(60_000);
    const strangers = await signIn(stranger);

    expect((await list(first.token)).map((session) => [session.id, session.current])).toEqual([
      [first.sessionId, true],
      [second.sessionId, false],
    ]);
    expect((await list(second.token)).map((session) => session.id)).toEqual([second.sessionId, first.sessionId]);
    expect((await list(strangers.token)).map((session) => session.id)).toEqual([strangers.sessionId]);
  });

  it("signs out one of the owner's other sessions: it is refused and no longer listed", async () => {
    const user = await newUser();
    const here = await signIn(user);
    const there = await signIn(user);

    const ended = await end(bearer(here.token), there.sessionId);

    expect(ended.statusCode).toBe(204);
    expect(ended.headers['set-cookie']).toBeUndefined();
    expect(errorCode(await getUser(there.token))).toBe(8);
    expect((await getUser(here.token)).statusCode).toBe(200);
    expect((await list(here.token)).map((session) => session.id)).toEqual([here.sessionId]);
    // Ending it again: it is no longer there to end.
    expect((await end(bearer(here.token), there.sessionId)).statusCode).toBe(404);
  });

  it('signs out the session it is asked from as logout does: the cookie is cleared', async () => {
    const user = await newUser();
    const browser = await signIn(user);

    const ended = await end({ cookie: browser.cookie, ...sameOrigin }, browser.sessionId);

    expect(ended.statusCode).toBe(204);
    const cleared = [ended.headers['set-cookie'] ?? []].flat();
    expect(cleared.find((cookie) => cookie.startsWith('keystone_session='))).toMatch(/^keystone_session=;.*Max-Age=0/);
    expect(errorCode(await getUser(browser.token))).toBe(8);
  });

  it("answers 404 code 42 for another user's session and for an unknown one, and ends neither", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const mine = await signIn(user);
    const theirs = await signIn(stranger);

    for (const sessionId of [theirs.sessionId, randomUUID()]) {
      const refused = await end(bearer(mine.token), sessionId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ errorCode: 42 });
    }
    expect((await getUser(theirs.token)).statusCode).toBe(200);
    expect(errorCode(await end(bearer(mine.token), 'not-a-uuid'))).toBe(2);
  });

  it('signs out every other session, and the current one carries on', async () => {
    const user = await newUser();
    const here = await signIn(user);
    const others = [await signIn(user), await signIn(user)];
    const stranger = await signIn(await newUser());

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/sign-out-others',
      headers: bearer(here.token),
    });

    expect(response.statusCode).toBe(204);
    for (const other of others) expect(errorCode(await getUser(other.token))).toBe(8);
    expect((await getUser(here.token)).statusCode).toBe(200);
    expect((await getUser(stranger.token)).statusCode).toBe(200);
    expect((await list(here.token)).map((session) => session.id)).toEqual([here.sessionId]);
  });

  it('moves last seen only once 5 minutes have passed since it was last written', async () => {
    const user = await newUser();
    const browser = await signIn(user);
    const signedInAt = clock.now().toISOString();
    const lastSeen = async () => {
      await lastSeenOf(t.app).settled();
      const row = await t.database.db
        .selectFrom('user_sessions')
        .select('last_seen_at')
        .where('session_id', '=', browser.sessionId)
        .executeTakeFirstOrThrow();
      return row.last_seen_at.toISOString();
    };

    clock.advance(4 * 60_000 + 59_000);
    expect((await getUser(browser.token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(signedInAt);

    clock.advance(1000);
    const fiveMinutesOn = clock.now().toISOString();
    expect((await getUser(browser.token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(fiveMinutesOn);
    expect((await list(browser.token))[0]?.lastSeenAt).toBe(fiveMinutesOn);

    clock.advance(60_000);
    expect((await getUser(browser.token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(fiveMinutesOn);
  });

  it('gives a session begun before its row was kept a row on its first request', async () => {
    const user = await newUser();
    const browser = await signIn(user);
    await t.database.db.deleteFrom('user_sessions').where('session_id', '=', browser.sessionId).execute();
    // As after a restart: this process last wrote the session long ago.
    lastSeenOf(t.app).seen(browser.sessionId, new Date(0));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...bearer(browser.token), 'user-agent': chromeOnWindows },
      remoteAddress: '192.0.2.7',
    });

    expect(response.statusCode).toBe(200);
    await lastSeenOf(t.app).settled();
    const [session] = await list(browser.token);
    expect(session).toMatchObject({
      id: browser.sessionId,
      browser: 'Chrome 131',
      clientAddress: '192.0.2.7',
      current: true,
    });
  });

  it('e-mails the owner when a browser without the device cookie signs in, and not when it has it', async () => {
    const user = await newUser();
    const laptop = await signIn(user, { userAgent: chromeOnWindows });

    const mail = await latestMailTo(t, user.email);
    expect(mail).toMatchObject({ template: 'NEW_SIGN_IN', subject: 'New sign-in to your Keystone account' });
    expect(mail.text).toContain('Chrome 131 on Windows 10');
    expect(mail.text).toContain(`from the address ${laptop.address}`);
    expect(mail.text).toContain('(UK time)');
    expect(mail.text).toContain('Change your password');
    expect(mail.links).toContain(`${t.config.publicUrl}/platform/devices`);

    const before = await outboxCount(t);
    await signIn(user, { from: laptop });
    expect(await outboxCount(t)).toBe(before);
    await signIn(user, { userAgent: safariOnIphone });
    expect(await outboxCount(t)).toBe(before + 1);
    expect((await latestMailTo(t, user.email)).text).toContain('Safari 18 on iOS 18.1');
  });

  it('keeps the session listed and current across a password change, and signs the others out of the list', async () => {
    const user = await newUser();
    const here = await signIn(user);
    const elsewhere = await signIn(user);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(here.token),
      payload: { currentPassword: testPassword, newPassword: 'Another123' },
    });

    expect(changed.statusCode).toBe(200);
    const { token } = changed.json<{ token: string }>();
    expect(sessionIdOf(token)).toBe(here.sessionId);
    expect(errorCode(await getUser(here.token))).toBe(8);
    expect(errorCode(await getUser(elsewhere.token))).toBe(8);
    expect((await list(token)).map((session) => [session.id, session.current])).toEqual([[here.sessionId, true]]);
    // The fresh token ends the same session: signing it out ends the caller's session.
    expect((await end(bearer(token), here.sessionId)).statusCode).toBe(204);
    expect(errorCode(await getUser(token))).toBe(8);
  });

  it('purges expired sessions and passkey challenges, and keeps the live ones', async () => {
    const user = await newUser();
    const expiring = await signIn(user);
    const now = clock.now();
    await t.database.db
      .insertInto('passkey_challenges')
      .values([
        { id: randomUUID(), challenge: 'old', purpose: 'SIGN_IN', user_id: null, expires_at: new Date(+now - 1000) },
        { id: randomUUID(), challenge: 'new', purpose: 'SIGN_IN', user_id: null, expires_at: new Date(+now + 1000) },
      ])
      .execute();
    // 8 hours and a second on: the session's token expired a second ago; a later one is still live.
    clock.advance(8 * 60 * 60 * 1000 + 1000);
    const live = await signIn(user);
    await t.database.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(+clock.now() + 60_000) })
      .where('challenge', '=', 'new')
      .execute();

    const id = await t.app.jobRunner.send(purgeQueue);
    if (id === null) throw new Error('the purge job was not queued');
    await t.app.jobRunner.finished(purgeQueue, id);

    const sessions = await t.database.db
      .selectFrom('user_sessions')
      .select('session_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((row) => row.session_id)).toEqual([live.sessionId]);
    expect(expiring.sessionId).not.toBe(live.sessionId);
    const challenges = await t.database.db
      .selectFrom('passkey_challenges')
      .select('challenge')
      .where('challenge', 'in', ['old', 'new'])
      .execute();
    expect(challenges.map((row) => row.challenge)).toEqual(['new']);
  });
});
