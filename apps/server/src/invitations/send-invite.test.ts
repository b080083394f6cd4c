import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, outboxCount, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

describe.each(testEngines)('POST /api/auth/invite on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminId = admin.id;
    adminToken = await tokenFor(t.config.jwtSecret, admin);
  });
  afterAll(() => t.close());

  const invite = (email: string, token = adminToken) =>
    t.app.inject({ method: 'POST', url: '/api/auth/invite', headers: bearer(token), payload: { email } });
  const validate = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/validate', payload: { token, tokenType: 'REGISTRY' } });

  it('creates a REGISTRY token and e-mails the link {PUBLIC_URL}/login/{token} on a line of its own', async () => {
    const response = await invite('Noah.Clarke@Example.co.uk');

    expect(response.statusCode).toBe(204);
    const mail = await latestMailTo(t, 'noah.clarke@example.co.uk');
    expect(mail).toMatchObject({
      to: 'noah.clarke@example.co.uk',
      subject: 'Your invitation to Keystone Property Crowdfunding',
      template: 'INVITATION',
    });
    const token = tokenInLink(t, mail, '/login');
    expect(mail.text.split('\n')).toContain(`http://portal.test/login/${token}`);
    expect((await validate(token)).json()).toEqual({
      valid: true,
      tokenType: 'REGISTRY',
      email: 'noah.clarke@example.co.uk',
    });
  });

  it('stores only the hash of a 256-bit token, bound to the address and the inviting admin, for 7 days', async () => {
    await invite('hash.check@example.co.uk');
    const token = tokenInLink(t, await latestMailTo(t, 'hash.check@example.co.uk'), '/login');

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('email', '=', 'hash.check@example.co.uk')
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ type: 'REGISTRY', user_id: null, created_by: adminId, used_at: null });
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetimeMs = (row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0);
    expect(lifetimeMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('revokes the earlier unused invitation when the same address is invited again', async () => {
    await invite('twice@example.co.uk');
    const first = tokenInLink(t, await latestMailTo(t, 'twice@example.co.uk'), '/login');
    await invite('twice@example.co.uk');
    const second = tokenInLink(t, await latestMailTo(t, 'twice@example.co.uk'), '/login');

    expect(second).not.toBe(first);
    expect((await validate(first)).json()).toEqual({ errorCode: 8, message: 'Invalid token' });
    expect((await validate(second)).statusCode).toBe(200);
  });

  it("marks the visitor's invitation request as invited", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-invite',
      payload: { fullName: 'Eve Adams', email: 'eve.adams@example.co.uk' },
    });

    await invite('eve.adams@example.co.uk');

    const request = await t.database.db
      .selectFrom('invitation_requests')
      .selectAll()
      .where('email', '=', 'eve.adams@example.co.uk')
      .executeTakeFirstOrThrow();
    expect(request.invited_at).toBeInstanceOf(Date);
    expect(request.invitation_token_id).not.toBeNull();
  });

  it('answers 409 code 12 when the address already has an account, whatever its case, and sends nothing', async () => {
    const member = await insertTestUser(t.database.db, { email: 'member.already@example.co.uk' });
    const mailsBefore = await outboxCount(t);

    const response = await invite('Member.Already@example.co.uk');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errorCode: 12, message: 'User already exists' });
    expect(await outboxCount(t)).toBe(mailsBefore);
    expect(
      await t.database.db.selectFrom('one_time_tokens').select('id').where('email', '=', member.email).execute(),
    ).toEqual([]);
  });

  it.each(['INVESTOR', 'DEVELOPER'] as const)('answers 403 code 11 to a signed-in %s', async (role) => {
    const user = await insertTestUser(t.database.db, { role });

    const response = await invite('not.allowed@example.co.uk', await tokenFor(t.config.jwtSecret, user));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorCode: 11, message: 'Illegal role' });
    expect(
      await t.database.db
        .selectFrom('one_time_tokens')
        .select('id')
        .where('email', '=', 'not.allowed@example.co.uk')
        .execute(),
    ).toEqual([]);
  });

  it('answers 401 code 6 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite',
      payload: { email: 'anyone@example.co.uk' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });

  it("checks the invite dialog's rule and answers its messages", async () => {
    expect((await invite('')).json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'email', message: 'Email required' }],
    });
    expect((await invite('noah@example')).json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'email', message: 'invalid email' }],
    });
  });
});
