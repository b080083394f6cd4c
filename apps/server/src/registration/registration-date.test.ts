import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

const appNow = new Date('2026-03-02T09:30:00Z');

// Issue 32: the registration date an admin sees is the app's clock's (TEST_CLOCK_FILE in e2e), not the database's.
describe.each(testEngines)('the registration date on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => appNow } });
  });
  afterAll(() => t.close());

  it("is the app clock's time when the investor registered", async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const email = 'dated.registration@example.co.uk';
    const headers = bearer(await tokenFor(t.config.jwtSecret, admin));
    await t.app.inject({ method: 'POST', url: '/api/auth/invite', headers, payload: { email } });
    const registered = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registry',
      payload: {
        fullName: 'Dated Newcomer',
        password: 'Newcomer2026',
        token: tokenInLink(t, await latestMailTo(t, email), '/login'),
      },
    });

    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ user: { email, createdAt: appNow.toISOString() } });
  });
});
