import type { LightMyRequestResponse } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from './testing/test-app.ts';
import { testEngines } from './testing/test-database.ts';
import { latestMailTo, tokenInLink } from './testing/test-mail.ts';
import { testPdf } from './testing/builders/upload-files.ts';
import { bearer, insertTestUser, testPassword, tokenFor } from './testing/builders/users.ts';
import { movableClock } from './pledges/pledge.test-support.ts';

const pdf = await testPdf('Plans');

function multipart(name: string, bytes: Buffer) {
  const boundary = '----keystone-two-instances';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode: number }>().errorCode;

// Issue 11, "More than one server": two server processes on one PostgreSQL, as behind a load balancer. Whatever
// one instance remembers, the other must see, so nothing of it may live in one process's memory or folder.
// PGlite is opened by one process only, so this runs on PostgreSQL alone.
describe.runIf(testEngines.includes('postgres'))('two server instances on one PostgreSQL', () => {
  // One clock for both, as the servers behind a load balancer share the time of day.
  const clock = movableClock();
  let a: TestApp;
  let b: TestApp;
  let address = 0;

  beforeAll(async () => {
    a = await createTestApp('postgres', {}, { clock });
    b = await createSecondInstance(a, { clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (instance: TestApp, email: string, password: string, remoteAddress = `198.51.100.${++address}`) =>
    instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('runs two apps with their own upload folders and connection pools on one database', () => {
    expect(b.app).not.toBe(a.app);
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    expect(b.database.db).not.toBe(a.database.db);
    expect(b.database.url).toBe(a.database.url);
  });

  it('serves through one instance a file uploaded through the other', async () => {
    const owner = await insertTestUser(a.database.db, { role: 'ADMIN' });
    const body = multipart('plans.pdf', pdf);
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/file/temp?purpose=PROJECT_DOCUMENT',
      headers: { ...bearer(await tokenFor(a.config.jwtSecret, owner)), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { fileUrl } = uploaded.json<{ fileUrl: string }>();

    const served = await b.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: bearer(await tokenFor(b.config.jwtSecret, owner)),
    });

    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps a session signed in on one instance valid on the other, and ended on both by signing out on one', async () => {
    const user = await insertTestUser(a.database.db);
    const signedIn = await login(a, user.email, testPassword);
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json<{ token: string }>();

    const onB = await b.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toMatchObject({ id: user.id, email: user.email });

    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      204,
    );

    // B had already checked this session and keeps it cached: the sign-out still counts there as soon as the
    // database's notification arrives (within 100 ms: session-revocation-two-instances.test.ts times it).
    const signedOutAt = performance.now();
    let refused = await b.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    while (refused.statusCode === 200 && performance.now() - signedOutAt < 100) {
      await nextTurn();
      refused = await b.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    }
    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused)).toBe(8);
  });

  it('counts failed sign-ins of one account on both instances against one wait', async () => {
    const user = await insertTestUser(a.database.db, { cheapPasswordHash: true });
    // Failures made alternately on A and on B, each from its own address and each after the wait it was told:
    // the ninth makes the next try wait 8 seconds, on either instance.
    for (const instance of [a, b, a, b, a, b]) {
      expect((await login(instance, user.email, 'Wrong1pass')).statusCode).toBe(401);
    }
    for (const [instance, wait] of [
      [a, 1],
      [b, 2],
      [a, 4],
    ] as const) {
      clock.advance(wait * 1000);
      expect((await login(instance, user.email, 'Wrong1pass')).statusCode).toBe(401);
    }

    for (const instance of [b, a]) {
      const blocked = await login(instance, user.email, testPassword);
      expect(blocked.statusCode).toBe(429);
      expect(errorCode(blocked)).toBe(20);
    }
  });

  it('honours a password-reset link requested on one instance on the other, and refuses it again on the first', async () => {
    const user = await insertTestUser(a.database.db);
    const requested = await a.app.inject({
      method: 'POST',
      url: `/api/auth/send-restore-password-link?email=${encodeURIComponent(user.email)}`,
      remoteAddress: `203.0.113.${++address % 250}`,
    });
    expect(requested.statusCode).toBe(204);
    const link = tokenInLink(a, await latestMailTo(a, user.email), '/login/new-password');
    const restore = (instance: TestApp, newPassword: string) =>
      instance.app.inject({
        method: 'PUT',
        url: '/api/auth/restore-password',
        payload: { token: link, newPassword },
        remoteAddress: `203.0.113.${++address % 250}`,
      });

    expect((await restore(b, 'Renewed2026')).statusCode).toBe(204);

    const reused = await restore(a, 'Another2026');
    expect(reused.statusCode).toBe(400);
    expect(errorCode(reused)).toBe(8);
    expect((await login(a, user.email, 'Renewed2026')).statusCode).toBe(200);
    expect((await login(b, user.email, 'Another2026')).statusCode).toBe(401);
  });
});
