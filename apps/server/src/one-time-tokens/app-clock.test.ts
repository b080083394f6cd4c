import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../pledges/pledge.test-support.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { oneTimeTokenLifetimeSeconds } from './lifetimes.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const lifetimeMs = (type: keyof typeof oneTimeTokenLifetimeSeconds) => oneTimeTokenLifetimeSeconds[type] * 1000;

// Issue 32: an e-mailed link lives by the app's clock (TEST_CLOCK_FILE in e2e), not the database's.
describe.each(testEngines)("one-time tokens on the app's clock on %s", (engine) => {
  const clock = movableClock({ stopped: true });
  let t: TestApp;
  let adminToken: () => Promise<string>;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock });
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminToken = () => tokenFor(t.config.jwtSecret, admin);
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const remoteAddress = () => `192.0.2.${++address}`;
  const invite = async (email: string) => {
    const headers = bearer(await adminToken());
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/invite', headers, payload: { email } });
    expect(response.statusCode).toBe(204);
    return tokenInLink(t, await latestMailTo(t, email), '/login');
  };
  const validate = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/validate',
      payload: { token, tokenType: 'REGISTRY' },
      remoteAddress: remoteAddress(),
    });
  const resetLinkFor = async (email: string) => {
    const url = `/api/auth/send-restore-password-link?email=${encodeURIComponent(email)}`;
    expect((await t.app.inject({ method: 'POST', url, remoteAddress: remoteAddress() })).statusCode).toBe(204);
    return tokenInLink(t, await latestMailTo(t, email), '/login/new-password');
  };
  const restore = (token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/restore-password',
      payload: { newPassword: 'Renewed2026', token },
      remoteAddress: remoteAddress(),
    });
  const tokenRow = (email: string) =>
    t.database.db
      .selectFrom('one_time_tokens')
      .select(['created_at', 'expires_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const invalid = { errorCode: 8, message: 'Invalid token' };

  it('dates an invitation by the app clock and refuses it once the clock passes its 7 days', async () => {
    clock.advance(30 * dayMs);
    const invitedAt = clock.now();
    const token = await invite('clocked.invite@example.co.uk');

    const row = await tokenRow('clocked.invite@example.co.uk');
    expect(row.created_at).toEqual(invitedAt);
    expect(row.expires_at).toEqual(new Date(invitedAt.getTime() + lifetimeMs('REGISTRY')));
    clock.advance(lifetimeMs('REGISTRY') - 1000);
    expect((await validate(token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await validate(token)).json()).toEqual(invalid);
  });

  it('refuses a reset-password link once the clock passes its hour', async () => {
    const user = await insertTestUser(t.database.db);
    const token = await resetLinkFor(user.email);

    clock.advance(lifetimeMs('RESTORE_PASSWORD'));

    const response = await restore(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('refuses an e-mail change confirmation once the clock passes its 24 hours', async () => {
    const investor = await insertTestUser(t.database.db);
    const session = async () => bearer(await tokenFor(t.config.jwtSecret, investor));
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/details',
      headers: await session(),
      payload: { email: 'clocked.change@example.co.uk' },
    });
    expect(change.statusCode).toBe(200);
    const link = tokenInLink(t, await latestMailTo(t, investor.email), '/platform/profile');

    clock.advance(lifetimeMs('CHANGE_CONFIRMATION'));

    const confirm = await t.app.inject({ method: 'POST', url: `/api/user/confirm/${link}`, headers: await session() });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ errorCode: 8 });
  });

  it('still accepts a fresh link when the clock is moved back a few hours, issued before or after', async () => {
    const before = await insertTestUser(t.database.db);
    const issuedBefore = await resetLinkFor(before.email);
    clock.advance(-3 * hourMs);
    const after = await insertTestUser(t.database.db);
    const issuedAfter = await resetLinkFor(after.email);

    expect((await restore(issuedBefore)).statusCode).toBe(204);
    expect((await restore(issuedAfter)).statusCode).toBe(204);
    const used = await t.database.db
      .selectFrom('one_time_tokens')
      .select(['created_at', 'used_at'])
      .where('user_id', 'in', [before.id, after.id])
      .where('type', '=', 'RESTORE_PASSWORD')
      .execute();
    expect(used).toHaveLength(2);
    for (const row of used) expect(row.used_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
  });
});
