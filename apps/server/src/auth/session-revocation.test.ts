import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { changeAnnouncedTo } from '../testing/announced-change.ts';
import { bearer, insertTestUser, testPassword, tokenFor, type TestUser } from '../testing/builders/users.ts';

const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode: number }>().errorCode;

// Issue 25 §3 on one instance: whatever ends a session or changes what the check reads empties the cache entry
// it had, so the very next request is decided on what the database says now.
describe.each(testEngines)('the session cache forgets a revoked session, on %s', (engine) => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
  });
  afterAll(() => t.close());

  const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  /** Olivia, signed in and checked once, so that her session is in the cache. */
  async function cachedOlivia(): Promise<{ olivia: TestUser; token: string; sessionId: string }> {
    const olivia = await insertTestUser(t.database.db, { email: `olivia.${Date.now()}.${++address}@example.co.uk` });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: olivia.email, password: testPassword },
      remoteAddress: `198.51.100.${address % 250}`,
    });
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json<{ token: string }>();
    expect((await getUser(token)).statusCode).toBe(200);
    const sessionId = String(decodeJwt(token).jti);
    expect(t.app.sessionCache.get(olivia.id, sessionId)).toMatchObject({ signedOut: false });
    return { olivia, token, sessionId };
  }

  it('on sign-out', async () => {
    const { olivia, token, sessionId } = await cachedOlivia();

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      204,
    );

    expect(t.app.sessionCache.get(olivia.id, sessionId)).toBeUndefined();
    expect(errorCode(await getUser(token))).toBe(8);
  });

  it('on deactivation, and lets her in again on reactivation', async () => {
    const { olivia, token, sessionId } = await cachedOlivia();

    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${olivia.id}/status/not-active`,
      headers: adminHeaders,
    });
    expect(deactivated.statusCode).toBe(200);

    expect(t.app.sessionCache.get(olivia.id, sessionId)).toBeUndefined();
    const refused = await getUser(token);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe(19);
    // The refusal was cached too, and reactivation forgets it.
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${olivia.id}/status/active`,
      headers: adminHeaders,
    });
    expect(activated.statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('on a password change: the old token is refused, the new one served', async () => {
    const { olivia, token, sessionId } = await cachedOlivia();

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: testPassword, newPassword: 'Changed2026' },
    });
    expect(changed.statusCode).toBe(200);

    expect(t.app.sessionCache.get(olivia.id, sessionId)).toBeUndefined();
    expect(errorCode(await getUser(token))).toBe(8);
    expect((await getUser(changed.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('on a password reset', async () => {
    const { olivia, token, sessionId } = await cachedOlivia();
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/auth/send-restore-password-link?email=${encodeURIComponent(olivia.email)}`,
      remoteAddress: `203.0.113.${++address % 250}`,
    });
    expect(requested.statusCode).toBe(204);
    const link = tokenInLink(t, await latestMailTo(t, olivia.email), '/login/new-password');

    const restored = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/restore-password',
      payload: { token: link, newPassword: 'Restored2026' },
      remoteAddress: `203.0.113.${++address % 250}`,
    });
    expect(restored.statusCode).toBe(204);

    expect(t.app.sessionCache.get(olivia.id, sessionId)).toBeUndefined();
    expect(errorCode(await getUser(token))).toBe(8);
  });

  it('on a role change, which no operation makes: the trigger announces it all the same', async () => {
    const { olivia, token, sessionId } = await cachedOlivia();
    const listUsers = () => t.app.inject({ method: 'GET', url: '/api/users?limit=1', headers: bearer(token) });
    expect(errorCode(await listUsers())).toBe(11);

    await changeAnnouncedTo(t.app, () =>
      t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', olivia.id).execute(),
    );

    expect(t.app.sessionCache.get(olivia.id, sessionId)).toBeUndefined();
    // Heard at once: she is an admin now, and, as an admin without a second factor, is sent to set one up (issue 36).
    expect(errorCode(await listUsers())).toBe(59);
  });

  it('forgets only the user whose session changed', async () => {
    const first = await cachedOlivia();
    const second = await cachedOlivia();

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) })).statusCode,
    ).toBe(204);

    expect(t.app.sessionCache.get(second.olivia.id, second.sessionId)).toMatchObject({ signedOut: false });
  });
});
