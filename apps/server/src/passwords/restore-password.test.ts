import { standaloneContext } from '../context/app-context.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, outboxCount, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, testPassword, type TestUser } from '../testing/builders/users.ts';

const newPassword = 'Renewed2026';
const weak =
  'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.';

describe.each(testEngines)('forgotten password on %s', (engine) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const sendLink = (email: string, remoteAddress = `192.0.2.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/send-restore-password-link?email=${encodeURIComponent(email)}`,
      remoteAddress,
    });
  const restore = (token: string, password = newPassword) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/restore-password',
      payload: { newPassword: password, token },
      remoteAddress: `192.0.2.${++address}`,
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `198.51.100.${++address % 250}`,
    });
  const resetLinkFor = async (user: TestUser) => {
    expect((await sendLink(user.email)).statusCode).toBe(204);
    return tokenInLink(t, await latestMailTo(t, user.email), '/login/new-password');
  };
  const resetTokensOf = (user: TestUser) =>
    t.database.db
      .selectFrom('one_time_tokens')
      .select(['id', 'used_at', 'created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
  const invalid = { errorCode: 8, message: 'Invalid token' };

  describe('POST /api/auth/send-restore-password-link', () => {
    it('mails an ACTIVE account the link {PUBLIC_URL}/login/new-password/{token}, valid for one hour', async () => {
      const user = await insertTestUser(t.database.db);

      const response = await sendLink(user.email.toUpperCase());

      expect(response.statusCode).toBe(204);
      const mail = await latestMailTo(t, user.email);
      expect(mail).toMatchObject({
        subject: 'Reset your Keystone Property Crowdfunding password',
        template: 'RESTORE_PASSWORD',
      });
      const token = tokenInLink(t, mail, '/login/new-password');
      expect(mail.text.split('\n')).toContain(`http://portal.test/login/new-password/${token}`);
      const [row] = await resetTokensOf(user);
      expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBe(60 * 60 * 1000);
    });

    it('answers an unknown address and a NOT_ACTIVE account exactly as an existing one, and mails neither', async () => {
      const user = await insertTestUser(t.database.db);
      const inactive = await insertTestUser(t.database.db, { status: 'NOT_ACTIVE' });
      const known = await sendLink(user.email);
      const mailsBefore = await outboxCount(t);

      const unknown = await sendLink('no.account@example.co.uk');
      const notActive = await sendLink(inactive.email);

      for (const response of [unknown, notActive]) {
        expect(response.statusCode).toBe(known.statusCode);
        expect(response.body).toBe(known.body);
        expect(response.headers['content-type']).toBe(known.headers['content-type']);
      }
      expect(await outboxCount(t)).toBe(mailsBefore);
      expect(await resetTokensOf(inactive)).toEqual([]);
    });

    it("checks the forgot-password form's rule: code 2 with its messages", async () => {
      expect((await sendLink('')).json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'email', message: 'Email required' }],
      });
      expect((await sendLink('ann@example')).json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'email', message: 'invalid email' }],
      });
    });

    it('limits each e-mail to 3 links an hour, from any address', async () => {
      const user = await insertTestUser(t.database.db);
      const answers: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push((await sendLink(user.email)).statusCode);

      expect(answers).toEqual([204, 204, 204, 429]);
    });

    it('limits each client address to 10 links an hour, whatever the e-mail', async () => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        answers.push((await sendLink(`someone${attempt}@example.co.uk`, '192.0.2.240')).statusCode);

      expect(answers).toEqual([...Array<number>(10).fill(204), 429]);
    });
  });

  describe('PUT /api/auth/restore-password', () => {
    it('sets the new password: the new one signs in, the old one no longer does', async () => {
      const user = await insertTestUser(t.database.db);

      const response = await restore(await resetLinkFor(user));

      expect(response.statusCode).toBe(204);
      expect((await login(user.email, newPassword)).statusCode).toBe(200);
      expect((await login(user.email, testPassword)).json()).toMatchObject({ errorCode: 7 });
    });

    it('ends every session started before the reset, even one started a moment ago', async () => {
      const user = await insertTestUser(t.database.db);
      const { token: session } = (await login(user.email, testPassword)).json<{ token: string }>();
      const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect((await getUser(session)).statusCode).toBe(200);

      await restore(await resetLinkFor(user));

      const response = await getUser(session);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errorCode: 8, message: 'Invalid token' });
      const { token: fresh } = (await login(user.email, newPassword)).json<{ token: string }>();
      expect((await getUser(fresh)).statusCode).toBe(200);
    });

    it('works once: the same link again answers 400 code 8', async () => {
      const user = await insertTestUser(t.database.db);
      const token = await resetLinkFor(user);
      expect((await restore(token)).statusCode).toBe(204);

      const again = await restore(token, 'Another2026');

      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(invalid);
      expect((await login(user.email, newPassword)).statusCode).toBe(200);
    });

    it("voids the account's other outstanding reset links", async () => {
      const user = await insertTestUser(t.database.db);
      const older = await resetLinkFor(user);
      const newer = await resetLinkFor(user);

      expect((await restore(newer)).statusCode).toBe(204);

      expect((await restore(older, 'Another2026')).json()).toEqual(invalid);
      expect((await resetTokensOf(user)).every((row) => row.used_at !== null)).toBe(true);
    });

    it('refuses an expired link', async () => {
      const user = await insertTestUser(t.database.db);
      const token = await resetLinkFor(user);
      await t.database.db
        .updateTable('one_time_tokens')
        .set({ created_at: sql<Date>`now() - interval '2 hours'`, expires_at: sql<Date>`now() - interval '1 hour'` })
        .where('user_id', '=', user.id)
        .execute();

      expect((await restore(token)).json()).toEqual(invalid);
    });

    it('refuses an invitation token', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
        type: 'REGISTRY',
        email: 'invitee@example.co.uk',
        createdBy: admin.id,
      });

      expect((await restore(token)).json()).toEqual(invalid);
    });

    it('refuses the link of an account deactivated since', async () => {
      const user = await insertTestUser(t.database.db);
      const token = await resetLinkFor(user);
      await t.database.db.updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', user.id).execute();

      expect((await restore(token)).json()).toEqual(invalid);
    });

    it('checks the password rule, answers its message and keeps the link usable', async () => {
      const user = await insertTestUser(t.database.db);
      const token = await resetLinkFor(user);

      const empty = await restore(token, '');
      const tooWeak = await restore(token, 'alllowercase');

      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'newPassword', message: 'Please enter the password' }],
      });
      expect(tooWeak.json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'newPassword', message: weak }],
      });
      expect((await restore(token)).statusCode).toBe(204);
    });

    it("lifts the account's sign-in wait: the mailbox proved who the owner is", async () => {
      const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      // Ten failures from as many addresses: the next try must wait 16 seconds, far longer than this test takes.
      for (let attempt = 0; attempt < 10; attempt += 1) await login(user.email, 'Wrong1pass');
      expect((await login(user.email, testPassword)).statusCode).toBe(429);

      await restore(await resetLinkFor(user));

      expect((await login(user.email, newPassword)).statusCode).toBe(200);
    });
  });
});
