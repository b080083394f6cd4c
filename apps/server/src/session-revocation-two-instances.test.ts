import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from './testing/test-app.ts';
import { testEngines } from './testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor, type TestUser } from './testing/builders/users.ts';

const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode: number }>().errorCode;

/**
 * How soon after instance A's answer B refuses is a figure, printed after the tests: issue 25 §3 asks for 100 ms, and
 * on a quiet machine it is 0–10 ms; on a loaded one (the story and end-to-end tests beside these) a notification has
 * taken up to 766 ms to be heard, the whole machine waiting. What the tests check cannot be decided by load: B refuses
 * long before the cache's 10-minute safety net would have ended the entry, so the refusal came by notification. This
 * is the wait that says so (and ends one that would never end).
 */
const byNotificationMs = 60_000;

/**
 * Asks `instance` again and again until `done` holds of its answer; answers how long that took from `since` (a
 * performance.now() taken when A answered) and how many requests it made.
 */
async function pollUntil(
  since: number,
  request: () => Promise<LightMyRequestResponse>,
  done: (response: LightMyRequestResponse) => boolean,
): Promise<{ ms: number; answeredMs: number; polls: number; response: LightMyRequestResponse }> {
  for (let polls = 1; ; polls += 1) {
    // When the request that saw the change was sent: a request's own time (slow on a loaded machine) is not the
    // revocation's.
    const sentAt = performance.now();
    const response = await request();
    const ms = sentAt - since;
    if (done(response)) return { ms, answeredMs: performance.now() - since, polls, response };
    if (ms > byNotificationMs) throw new Error(`still not done ${ms.toFixed(1)} ms after A answered (${polls} polls)`);
    await sleep(0);
  }
}

async function until(condition: () => boolean, what: string, limitMs = byNotificationMs): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(1);
  }
  return performance.now() - started;
}

const timings: string[] = [];

// Issue 25 §3: each process caches the session check; a revocation made through one instance reaches the other
// through PostgreSQL's NOTIFY (migration 031). PGlite is opened by one process only: PostgreSQL alone.
describe.runIf(testEngines.includes('postgres'))('session revocation across two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let adminHeaders: Record<string, string>;
  let address = 0;

  beforeAll(async () => {
    a = await createTestApp('postgres');
    b = await createSecondInstance(a);
    const admin = await insertTestUser(a.database.db, { role: 'ADMIN' });
    adminHeaders = bearer(await tokenFor(a.config.jwtSecret, admin));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    console.log(
      `session revocation timings (A's answer to B's refusal; issue 25 asks for 100 ms):\n${timings.join('\n')}`,
    );
  });

  const getUser = (instance: FastifyInstance, token: string) =>
    instance.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  /** Olivia signs in on A and is served on B, so that B has her session cached. */
  async function oliviaCachedOn(instance: TestApp): Promise<{ olivia: TestUser; token: string }> {
    const olivia = await insertTestUser(a.database.db, {
      email: `olivia.${Date.now()}.${++address}@example.co.uk`,
      cheapPasswordHash: true,
    });
    const signedIn = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: olivia.email, password: testPassword },
      remoteAddress: `198.51.100.${address % 250}`,
    });
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json<{ token: string }>();
    expect((await getUser(instance.app, token)).statusCode).toBe(200);
    expect(instance.app.sessionCache.get(olivia.id, String(decodeJwt(token).jti))).toMatchObject({
      signedOut: false,
    });
    return { olivia, token };
  }

  /** Revokes through A, then asks `instance` until it refuses the token: how long after A's answer, in how many. */
  async function refusedOn(instance: TestApp, token: string, revoke: () => Promise<LightMyRequestResponse>) {
    const answer = await revoke();
    const answeredAt = performance.now();
    expect(answer.statusCode).toBeLessThan(300);
    return pollUntil(
      answeredAt,
      () => getUser(instance.app, token),
      (response) => response.statusCode >= 400,
    );
  }

  async function refusedOnB(what: string, token: string, revoke: () => Promise<LightMyRequestResponse>) {
    const refused = await refusedOn(b, token, revoke);
    timings.push(
      `  ${what}: sent ${refused.ms.toFixed(2)} ms after, answered ${refused.answeredMs.toFixed(2)} ms after, ${refused.polls} request(s) to B`,
    );
    return refused.response;
  }

  it('refuses olivia on B by notification after her deactivation through A', async () => {
    const { olivia, token } = await oliviaCachedOn(b);

    const refused = await refusedOnB('deactivation', token, () =>
      a.app.inject({ method: 'PUT', url: `/api/users/${olivia.id}/status/not-active`, headers: adminHeaders }),
    );

    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe(19);
  });

  it('refuses her token on B by notification after her signing out through A', async () => {
    const { token } = await oliviaCachedOn(b);

    const refused = await refusedOnB('sign-out', token, () =>
      a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }),
    );

    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused)).toBe(8);
  });

  it('refuses her session on B by notification after she signs it out from another session through A', async () => {
    const { olivia, token } = await oliviaCachedOn(b);
    const elsewhere = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: olivia.email, password: testPassword },
      remoteAddress: '198.51.100.251',
    });
    const other = elsewhere.json<{ token: string }>().token;
    const sessionId = String(decodeJwt(token).jti);

    const refused = await refusedOnB('a session signed out from the devices page', token, () =>
      a.app.inject({ method: 'DELETE', url: `/api/user/sessions/${sessionId}`, headers: bearer(other) }),
    );

    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused)).toBe(8);
    expect((await getUser(b.app, other)).statusCode).toBe(200);
  });

  it('refuses her other sessions on B by notification after she signs them out through A', async () => {
    const { olivia, token } = await oliviaCachedOn(b);
    const here = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: olivia.email, password: testPassword },
      remoteAddress: '198.51.100.252',
    });
    const current = here.json<{ token: string }>().token;

    const refused = await refusedOnB('every other session signed out', token, () =>
      a.app.inject({ method: 'POST', url: '/api/user/sessions/sign-out-others', headers: bearer(current) }),
    );

    expect(errorCode(refused)).toBe(8);
    expect((await getUser(b.app, current)).statusCode).toBe(200);
  });

  it('refuses her old token on B by notification after her changing her password through A, and serves the new one', async () => {
    const { token } = await oliviaCachedOn(b);
    let fresh = '';

    const refused = await refusedOnB('password change', token, async () => {
      const changed = await a.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: testPassword, newPassword: 'Changed2026' },
      });
      fresh = changed.json<{ token?: string }>().token ?? '';
      return changed;
    });

    expect(errorCode(refused)).toBe(8);
    expect((await getUser(b.app, fresh)).statusCode).toBe(200);
  });

  it('applies on B by notification a role change written through A', async () => {
    const { olivia, token } = await oliviaCachedOn(b);
    const listUsers = () => b.app.inject({ method: 'GET', url: '/api/users?limit=1', headers: bearer(token) });
    expect(errorCode(await listUsers())).toBe(11);
    // B has answered the list once already, so the poll below times the change, not a first answer's preparing.
    expect((await b.app.inject({ method: 'GET', url: '/api/users?limit=1', headers: adminHeaders })).statusCode).toBe(
      200,
    );

    // No operation changes a role: an operator's UPDATE, which the trigger announces all the same.
    await a.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', olivia.id).execute();
    const changedAt = performance.now();
    // Heard: she is an admin now, and, with no second factor yet, is sent to set one up (issue 36: code 59).
    const served = await pollUntil(
      changedAt,
      listUsers,
      (response) => response.statusCode === 403 && errorCode(response) === 59,
    );
    timings.push(
      `  role change: sent ${served.ms.toFixed(2)} ms after, answered ${served.answeredMs.toFixed(2)} ms after, ${served.polls} request(s) to B`,
    );
  });

  describe('with the notification connection of a third instance cut', () => {
    let c: TestApp;
    // C reconnects only once the test lets it, so that the requests below all find it disconnected however slow the
    // machine (with a fixed 300 ms wait, C was listening again before A had answered, in a loaded full run).
    let letReconnect!: () => void;
    const reconnectAfter = new Promise<void>((resolve) => (letReconnect = resolve));
    const reconnectDelayMs = 100;

    beforeAll(async () => {
      c = await createSecondInstance(a, { sessionInvalidation: { reconnectDelayMs, reconnectAfter } });
    });
    afterAll(() => c?.close());

    it('reads the database while disconnected, and refuses olivia once reconnected', async () => {
      const { olivia, token } = await oliviaCachedOn(c);
      const bystander = await oliviaCachedOn(c);
      const listener = c.app.sessionListener?.applicationName;
      expect(listener).toBeDefined();

      const cut = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = ${listener}
      `.execute(a.database.db);
      const cutAt = performance.now();
      expect(cut.rows).toHaveLength(1);
      const noticed = await until(() => !c.app.sessionCache.listening, 'C notices the cut');
      expect(c.app.sessionCache.size).toBe(0);

      // C cannot hear this: it must read the database for every request until it listens again.
      const deactivated = await a.app.inject({
        method: 'PUT',
        url: `/api/users/${olivia.id}/status/not-active`,
        headers: adminHeaders,
      });
      expect(deactivated.statusCode).toBe(200);
      expect(c.app.sessionCache.listening).toBe(false);
      expect(errorCode(await getUser(c.app, token))).toBe(19);
      expect((await getUser(c.app, bystander.token)).statusCode).toBe(200);
      expect(c.app.sessionCache.listening).toBe(false);
      expect(c.app.sessionCache.size).toBe(0);

      letReconnect();
      await until(() => c.app.sessionCache.listening, 'C listens again');
      const reconnectedMs = performance.now() - cutAt;
      expect(errorCode(await getUser(c.app, token))).toBe(19);
      // Listening again: C caches again, and a change announced from now on reaches it as before.
      expect((await getUser(c.app, bystander.token)).statusCode).toBe(200);
      expect(c.app.sessionCache.get(bystander.olivia.id, String(decodeJwt(bystander.token).jti))).toBeDefined();
      const refused = await refusedOn(c, bystander.token, () =>
        a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(bystander.token) }),
      );
      expect(errorCode(refused.response)).toBe(8);
      timings.push(
        `  connection cut: C noticed in ${noticed.toFixed(1)} ms and listened again ${reconnectedMs.toFixed(0)} ms after the cut (let reconnect after the checks above); a sign-out through A was then refused on C in ${refused.ms.toFixed(2)} ms (${refused.polls} request(s))`,
      );
    });
  });
});
