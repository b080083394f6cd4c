import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor, type TestUser } from '../testing/builders/users.ts';

describe.each(testEngines)('admin actions on /api/users/{id} on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;
  let investorHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
    investorHeaders = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db)));
  });
  afterAll(() => t.close());

  const submitted = { kyc_submitted_at: new Date(), kyc_status: 'IN_PROGRESS' } satisfies Partial<NewUser>;
  const user = (values: Partial<NewUser> = {}) => insertTestUser(t.database.db, values);
  const call = (method: 'GET' | 'PUT', url: string, headers = adminHeaders, payload?: object) =>
    t.app.inject({ method, url: `/api/users/${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const stored = (id: number) =>
    t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rejection = { kycRejectReason: 'The proof of address is older than three months' };

  describe('role checks: an investor gets 403 code 11 and nothing changes', () => {
    it.each([
      ['GET', '{id}', (id: number) => `${id}`],
      ['PUT', '{id}/kyc/approve', (id: number) => `${id}/kyc/approve`],
      ['PUT', '{id}/kyc/reject', (id: number) => `${id}/kyc/reject`],
      ['PUT', '{id}/reset-answer-attempts', (id: number) => `${id}/reset-answer-attempts`],
      ['PUT', '{id}/status/active', (id: number) => `${id}/status/active`],
      ['PUT', '{id}/status/not-active', (id: number) => `${id}/status/not-active`],
    ] as const)('%s /users/%s', async (method, _path, url) => {
      const target = await user({ ...submitted, used_answer_attempts: 3 });
      const before = await stored(target.id);

      const response = await call(
        method,
        url(target.id),
        investorHeaders,
        url(0).endsWith('reject')
          ? rejection
          : url(0).endsWith('attempts')
            ? { reason: 'Asked on the phone to try again' }
            : undefined,
      );

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorCode: 11, message: 'Illegal role' });
      expect(await stored(target.id)).toEqual(before);
    });
  });

  describe('GET /users/{id}', () => {
    it("answers the user's profile", async () => {
      const target = await user({ full_name: 'Helen Price', company_name: 'Price Homes' });

      const response = await call('GET', `${target.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.id,
        email: target.email,
        fullName: 'Helen Price',
        companyName: 'Price Homes',
      });
    });

    it("answers 404 code 13 for a user who doesn't exist", async () => {
      const response = await call('GET', '999999');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 13, message: "The user doesn't exist" });
    });
  });

  describe('PUT /users/{id}/status/active and /not-active', () => {
    it("deactivates a user, and the user's still-valid token gets 403 code 19 at once", async () => {
      const target = await user();
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: testPassword },
      });
      const { token } = signIn.json<{ token: string }>();
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);

      const response = await call('PUT', `${target.id}/status/not-active`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: target.id, status: 'NOT_ACTIVE' });
      const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(after.statusCode).toBe(403);
      expect(after.json()).toEqual({ errorCode: 19, message: 'Your account is not active' });
    });

    it('activates a user again, and their token works again', async () => {
      const target = await user({ status: 'NOT_ACTIVE' });
      const token = await tokenFor(t.config.jwtSecret, target);

      const response = await call('PUT', `${target.id}/status/active`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ACTIVE' });
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    });

    it('refuses an admin deactivating themselves: 403 code 10', async () => {
      const response = await call('PUT', `${admin.id}/status/not-active`);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorCode: 10, message: 'Illegal access' });
      expect(await stored(admin.id)).toMatchObject({ status: 'ACTIVE' });
    });

    it('lets an admin deactivate another admin', async () => {
      const other = await user({ role: 'ADMIN' });

      expect((await call('PUT', `${other.id}/status/not-active`)).json()).toMatchObject({ status: 'NOT_ACTIVE' });
    });

    it('answers 404 code 13 for an unknown user', async () => {
      expect((await call('PUT', '999999/status/active')).json()).toMatchObject({ errorCode: 13 });
      expect((await call('PUT', '999999/status/not-active')).json()).toMatchObject({ errorCode: 13 });
    });
  });
});
