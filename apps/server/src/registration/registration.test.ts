import { standaloneContext } from '../context/app-context.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../auth/access-token.ts';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { downMailer, latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

const password = 'Newcomer2026';

describe.each(testEngines)('PUT /api/auth/registry on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminId = admin.id;
    adminToken = await tokenFor(t.config.jwtSecret, admin);
  });
  afterAll(() => t.close());

  const register = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/registry', payload, remoteAddress: `192.0.2.${++address}` });
  /** An admin's invitation, as the invitee finds it in the mailbox. */
  const invited = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite',
      headers: bearer(adminToken),
      payload: { email },
    });
    expect(response.statusCode).toBe(204);
    return tokenInLink(t, await latestMailTo(t, email), '/login');
  };
  const invalid = { errorCode: 8, message: 'Invalid token' };

  it('creates an ACTIVE investor with KYC DRAFT for the invited address and signs them in', async () => {
    const token = await invited('grace.hopper@example.co.uk');

    const response = await register({ fullName: '  Grace   Hopper ', password, token });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({
      email: 'grace.hopper@example.co.uk',
      fullName: 'Grace   Hopper',
      role: 'INVESTOR',
      status: 'ACTIVE',
      kycStatus: 'DRAFT',
      kycProcedureFinished: false,
      balancePence: 0,
    });
    const claims = await verifyAccessToken(t.config.jwtSecret, body.token, new Date());
    expect(claims).toMatchObject({ userId: body.user.id, role: 'INVESTOR' });
    expect(claims.expiresAt - claims.issuedAt).toBe(8 * 60 * 60);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(profile.json()).toMatchObject({ id: body.user.id, email: 'grace.hopper@example.co.uk' });
  });

  it('lets the new investor sign in with the chosen password', async () => {
    const token = await invited('sign.in.later@example.co.uk');
    await register({ fullName: 'Later Person', password, token });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sign.in.later@example.co.uk', password },
    });

    expect(login.statusCode).toBe(200);
  });

  it('sends a short welcome e-mail with the sign-in link', async () => {
    const token = await invited('welcome.me@example.co.uk');
    await register({ fullName: 'Welcome Me', password, token });

    const mail = await latestMailTo(t, 'welcome.me@example.co.uk');
    expect(mail).toMatchObject({ subject: 'Welcome to Keystone Property Crowdfunding', template: 'WELCOME' });
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining(['Hello Welcome Me,', 'http://portal.test/login']));
  });

  it("starts a session like a sign-in's, listed on the devices page, with no new-browser e-mail: it is the first browser", async () => {
    const email = 'first.browser@example.co.uk';
    const token = await invited(email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registry',
      payload: { fullName: 'First Browser', password, token },
      remoteAddress: '192.0.2.250',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    });
    expect(response.statusCode).toBe(200);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: bearer(response.json<{ token: string }>().token),
    });
    expect(sessions.json()).toMatchObject({
      items: [{ browser: 'Firefox 133', operatingSystem: 'Linux', clientAddress: '192.0.2.250', current: true }],
    });
    expect((await latestMailTo(t, email)).template).toBe('WELCOME');

    // The browser that registered is known from now on: signing in from it again tells nobody.
    const device = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((cookie) => cookie.startsWith('keystone_device_'))
      ?.split(';')[0];
    expect(device).toBeDefined();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { cookie: device ?? '' },
    });
    expect(again.statusCode).toBe(200);
    expect((await latestMailTo(t, email)).template).toBe('WELCOME');
  });

  it('uses the token up: a second registration with it answers 400 code 8', async () => {
    const token = await invited('only.once@example.co.uk');
    expect((await register({ fullName: 'Only Once', password, token })).statusCode).toBe(200);

    const again = await register({ fullName: 'Only Twice', password, token });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
  });

  it('refuses an expired invitation and creates nothing', async () => {
    const { id, token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'REGISTRY',
      email: 'too.late@example.co.uk',
      createdBy: adminId,
    });
    await t.database.db
      .updateTable('one_time_tokens')
      .set({ created_at: sql<Date>`now() - interval '8 days'`, expires_at: sql<Date>`now() - interval '1 day'` })
      .where('id', '=', id)
      .execute();

    const response = await register({ fullName: 'Too Late', password, token });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
    expect(
      await t.database.db.selectFrom('users').select('id').where('email', '=', 'too.late@example.co.uk').execute(),
    ).toEqual([]);
  });

  it('refuses a reset-password token', async () => {
    const user = await insertTestUser(t.database.db);
    const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'RESTORE_PASSWORD',
      userId: user.id,
    });

    expect((await register({ fullName: 'Wrong Kind', password, token })).json()).toEqual(invalid);
  });

  it('answers 409 code 12 when the address got an account after the invitation, keeping the token', async () => {
    const token = await invited('meanwhile@example.co.uk');
    await insertTestUser(t.database.db, { email: 'meanwhile@example.co.uk' });

    const response = await register({ fullName: 'Meanwhile Person', password, token });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errorCode: 12, message: 'User already exists' });
    const [row] = await t.database.db
      .selectFrom('one_time_tokens')
      .select('used_at')
      .where('email', '=', 'meanwhile@example.co.uk')
      .execute();
    expect(row?.used_at).toBeNull();
  });

  it("checks the registration form's rules on the server, answers their messages and keeps the token", async () => {
    const token = await invited('rules@example.co.uk');

    const empty = await register({ fullName: '   ', password: '', token });
    const wrong = await register({ fullName: 'J', password: 'lowercase1', token });
    const tooLong = await register({ fullName: 'A'.repeat(101), password: 'Symbols!1A', token });

    const fieldErrors = (response: typeof empty) => response.json<{ fieldErrors: unknown }>().fieldErrors;
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 2, message: 'Invalid data' });
    expect(fieldErrors(empty)).toEqual([
      { field: 'fullName', message: 'Please enter your full name' },
      { field: 'password', message: 'Please enter the password' },
    ]);
    const weak =
      'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.';
    expect(fieldErrors(wrong)).toEqual([
      { field: 'fullName', message: 'Incorrect Format' },
      { field: 'password', message: weak },
    ]);
    expect(fieldErrors(tooLong)).toEqual([
      { field: 'fullName', message: 'Incorrect Format' },
      { field: 'password', message: weak },
    ]);
    expect((await register({ fullName: 'Rules Kept', password, token })).statusCode).toBe(200);
  });
});

describe.each(testEngines)('PUT /api/auth/registry while the mail server is down, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { mail: downMailer } });
  });
  afterAll(() => t.close());

  it('still creates the account and signs the investor in; the welcome waits in the outbox for a retry', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
      type: 'REGISTRY',
      email: 'no.welcome@example.co.uk',
      createdBy: admin.id,
    });

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registry',
      payload: { fullName: 'No Welcome', password, token },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'no.welcome@example.co.uk' } });
    await t.app.mailOutbox.settled();
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'e-mail not sent: will retry', template: 'WELCOME' }),
    );
    expect(
      await t.database.db
        .selectFrom('email_outbox')
        .select(['template', 'status'])
        .where('to_address', '=', 'no.welcome@example.co.uk')
        .execute(),
    ).toEqual([{ template: 'WELCOME', status: 'PENDING' }]);
  });
});
