import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWalletAccountId, systemAccountId } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import { changeAnnouncedTo } from '../testing/announced-change.ts';
import { SignJWT } from 'jose';

describe.each(testEngines)('GET /api/user on %s', (engine) => {
  let t: TestApp;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    investor = await insertTestUser(t.database.db, {
      email: 'claire.hughes@example.co.uk',
      full_name: 'Claire Hughes',
      phone_number: '+447700900123',
      date_of_birth: '1984-03-09',
      person_type: 'INDIVIDUAL',
    });
    const db = t.database.db;
    await postTransaction(standaloneContext({ db }), {
      occurredAt: new Date(),
      kind: 'PAY_IN',
      entries: [
        { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -250_000 },
        { accountId: await userWalletAccountId(db, investor.id), amountPence: 250_000 },
      ],
    });
  });
  afterAll(() => t.close());

  const getUser = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/user', headers });

  it('answers the signed-in user in the contract shape, with the wallet balance and no secrets', async () => {
    const response = await getUser(bearer(await tokenFor(t.config.jwtSecret, investor)));

    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    expect(user).toMatchObject({
      id: investor.id,
      email: 'claire.hughes@example.co.uk',
      role: 'INVESTOR',
      fullName: 'Claire Hughes',
      status: 'ACTIVE',
      kycStatus: 'DRAFT',
      kycProcedureFinished: false,
      competenceReviewPassed: false,
      phoneNumber: '+447700900123',
      dateOfBirth: '1984-03-09',
      personType: 'INDIVIDUAL',
      countryOfResidence: 'GB',
      balancePence: 250_000,
      usedAnswerAttempts: 0,
      frontDocUrl: null,
    });
    expect(new Date(user.createdAt as string).toISOString()).toBe(user.createdAt);
    expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);
  });

  it('answers 401 code 6 without a token', async () => {
    const response = await getUser();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 6, message: 'Need token' });
  });

  it('answers 401 code 6 for an Authorization header that is not a bearer token', async () => {
    const response = await getUser({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });

  it('answers 401 code 8 for a token that is not a JWT', async () => {
    const response = await getUser(bearer('garbage'));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 8, message: 'Invalid token' });
  });

  it('answers 401 code 8 for a token signed with another secret', async () => {
    const forged = await issueAccessToken(
      new TextEncoder().encode('x'.repeat(32)),
      { userId: investor.id, role: 'ADMIN', passwordChangedAt: investor.passwordChangedAt },
      { issuedAt: new Date() },
    );

    expect((await getUser(bearer(forged))).json()).toMatchObject({ errorCode: 8 });
  });

  it('answers 401 code 8 for an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(investor.id), role: 'ADMIN', iss: 'keystone', iat: now, exp: now + 60 })}.`;

    const response = await getUser(bearer(unsigned));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 8 });
  });

  it('answers 401 code 8 for a token of another algorithm even with the right secret', async () => {
    const hs512 = await new SignJWT({ role: 'INVESTOR' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(investor.id))
      .setIssuer('keystone')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.config.jwtSecret);

    expect((await getUser(bearer(hs512))).json()).toMatchObject({ errorCode: 8 });
  });

  it('answers 401 code 8 for an expired token', async () => {
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60 * 1000);
    const expired = await tokenFor(t.config.jwtSecret, investor, nineHoursAgo);

    const response = await getUser(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 8, message: 'Invalid token' });
  });

  it('answers 401 code 8 for the token of a user who no longer exists', async () => {
    const ghost = await tokenFor(t.config.jwtSecret, { id: 999_999, role: 'INVESTOR' });

    expect((await getUser(bearer(ghost))).json()).toMatchObject({ errorCode: 8 });
  });

  it('refuses a still-valid token at once when its user is deactivated after sign-in: 403 code 19', async () => {
    const user = await insertTestUser(t.database.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword },
    });
    const { token } = signIn.json<{ token: string }>();
    expect((await getUser(bearer(token))).statusCode).toBe(200);

    // Changed behind the app's back: it refuses as soon as the database has told it.
    await changeAnnouncedTo(t.app, () =>
      t.database.db.updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', user.id).execute(),
    );

    const response = await getUser(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorCode: 19, message: 'Your account is not active' });
  });

  it('refuses tokens issued before the password was last changed: 401 code 8', async () => {
    const user = await insertTestUser(t.database.db);
    const token = await tokenFor(t.config.jwtSecret, user, new Date(Date.now() - 10 * 60 * 1000));

    await t.database.db
      .updateTable('users')
      // A second after the stamp the token carries: `new Date()` could fall in the same millisecond as the insert's.
      .set({ password_changed_at: new Date(user.passwordChangedAt.getTime() + 1_000) })
      .where('id', '=', user.id)
      .execute();

    expect((await getUser(bearer(token))).json()).toMatchObject({ errorCode: 8 });
  });

  it('takes the role from the database, not from the token', async () => {
    const user = await insertTestUser(t.database.db, { role: 'INVESTOR' });
    const token = await tokenFor(t.config.jwtSecret, user);
    await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', user.id).execute();

    expect((await getUser(bearer(token))).json()).toMatchObject({ role: 'ADMIN' });
  });
});
