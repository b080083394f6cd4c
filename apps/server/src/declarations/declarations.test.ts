import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES, DECLARATION_TEXTS, everydayLimitMessage } from '@keystone/flows/declarations';
import { capturingSms, movableClock, pledgeCalls } from '../pledges/pledge.test-support.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import {
  bearer,
  insertInvestor,
  insertTestUser,
  signTestDeclaration,
  tokenFor,
  type TestUser,
} from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

const dayMs = 86_400_000;
const EVERYDAY = DECLARATION_TEXTS.EVERYDAY_INVESTOR.version;

describe.each(testEngines)('the investor declaration on %s', (engine) => {
  let t: TestApp;
  const clock = movableClock({ stopped: true });
  const sms = capturingSms();
  const pledges = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock, providers: { sms } });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const db = () => t.database.db;
  const auth = async (user: TestUser) => bearer(await tokenFor(t.config.jwtSecret, user));
  const read = async (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/user/declaration', headers: await auth(user) });
  const sign = async (user: TestUser, payload: object, ip = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/declarations',
      headers: await auth(user),
      payload,
      remoteAddress: ip,
    });
  const everydayBody = (netInvestableAssetsPence: number) => ({
    investorType: 'EVERYDAY_INVESTOR',
    textVersion: EVERYDAY,
    accepted: true,
    figures: { netInvestableAssetsPence },
  });
  /** An approved investor who chose the everyday category and has signed nothing yet. */
  const undeclared = async () => {
    const user = await insertInvestor(db(), { walletPence: 1_000_000, declaration: null });
    await db().updateTable('users').set({ investor_type: 'EVERYDAY_INVESTOR' }).where('id', '=', user.id).execute();
    return user;
  };
  const logOf = (userId: number) =>
    db()
      .selectFrom('consumer_journey_log')
      .selectAll()
      .where('user_id', '=', userId)
      .where('step', '=', 'DECLARATION')
      .execute();

  it('signs a declaration, stores it for 12 months and logs it with its details and the IP', async () => {
    const user = await undeclared();
    expect((await read(user)).json()).toEqual({ investorType: 'EVERYDAY_INVESTOR', declaration: null, current: false });

    const signed = await sign(user, everydayBody(2_000_000));
    const signedAt = clock.now();
    const expiresAt = new Date(signedAt);
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + 12);
    expect(signed.statusCode).toBe(201);
    const expected = {
      investorType: 'EVERYDAY_INVESTOR',
      current: true,
      declaration: {
        investorType: 'EVERYDAY_INVESTOR',
        textVersion: EVERYDAY,
        figures: { netInvestableAssetsPence: 2_000_000 },
        signedAt: signedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      },
      everydayLimit: { limitPence: 200_000, usedPence: 0, leftPence: 200_000 },
    };
    expect(signed.json()).toEqual(expected);
    expect((await read(user)).json()).toEqual(expected);

    const [row, ...others] = await logOf(user.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      action: 'SIGNED',
      text_version: EVERYDAY,
      ip: '203.0.113.9',
      details: {
        investorType: 'EVERYDAY_INVESTOR',
        netInvestableAssetsPence: 2_000_000,
        expiresAt: expiresAt.toISOString(),
      },
    });
    expect(new Date(row?.occurred_at as Date).toISOString()).toBe(signedAt.toISOString());
  });

  it('refuses a declaration that does not fit, with the field messages, and stores nothing', async () => {
    const user = await undeclared();
    const refused = await sign(user, {
      investorType: 'HIGH_NET_WORTH_INVESTOR',
      textVersion: 'declaration-high-net-worth.v0',
      accepted: false,
      figures: { annualIncomePence: 100 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [
        { field: 'investorType', message: DECLARATION_MESSAGES.wrongCategory },
        { field: 'textVersion', message: DECLARATION_MESSAGES.unknownTextVersion },
        { field: 'accepted', message: DECLARATION_MESSAGES.accept },
        { field: 'figures.annualIncomePence', message: DECLARATION_MESSAGES.highNetWorthBelow },
      ],
    });
    const zero = await sign(user, everydayBody(0));
    expect(zero.json().fieldErrors).toEqual([
      { field: 'figures.netInvestableAssetsPence', message: DECLARATION_MESSAGES.netInvestableAssetsZero },
    ]);
    expect(await logOf(user.id)).toEqual([]);
    expect((await read(user)).json().declaration).toBeNull();
  });

  // Issue 32: a tick given to one category's words never signs another's. The portal sends the version whose box was
  // ticked; a current version of another category is refused under the box, and nothing is stored.
  it('refuses a category sent with the words of another category, and stores nothing', async () => {
    const user = await undeclared();
    const refused = await sign(user, {
      ...everydayBody(2_000_000),
      textVersion: DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'textVersion', message: DECLARATION_MESSAGES.otherCategoryVersion }],
    });
    expect(await logOf(user.id)).toEqual([]);
    expect((await read(user)).json().declaration).toBeNull();
  });

  // Issue 32: text that shows nothing (zero-width spaces, a right-to-left override) is empty, as three non-breaking
  // spaces are.
  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a right-to-left override', '\u202e'],
    ['joiners, a word joiner and a byte order mark among spaces', ' \u200d\u200c \u2060\ufeff '],
    ['non-breaking spaces', '\u00a0\u00a0\u00a0'],
  ])('refuses self-certified details made of %s, and stores nothing', async (_name, conditionDetails) => {
    const user = await undeclared();
    await db()
      .updateTable('users')
      .set({ investor_type: 'SELF_CERTIFIED_INVESTOR' })
      .where('id', '=', user.id)
      .execute();
    const refused = await sign(user, {
      investorType: 'SELF_CERTIFIED_INVESTOR',
      textVersion: DECLARATION_TEXTS.SELF_CERTIFIED_INVESTOR.version,
      accepted: true,
      figures: { selfCertifiedCondition: 'COMPANY_DIRECTOR', conditionDetails },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      { field: 'figures.conditionDetails', message: DECLARATION_MESSAGES.required },
    ]);
    expect(await logOf(user.id)).toEqual([]);
  });

  it('is for investors only', async () => {
    const admin = await insertTestUser(db(), { role: 'ADMIN' });
    expect((await read(admin)).json().errorCode).toBe(11);
    expect((await sign(admin, everydayBody(100))).json().errorCode).toBe(11);
  });

  it('refuses a pledge without a current declaration (code 47), and accepts it once signed again', async () => {
    const projectId = await insertTestProject(db());
    const user = await undeclared();
    const missing = await pledges.start(user, { projectId, shortAmountPence: 100_000 });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({
      errorCode: 47,
      message: 'Please sign your investor declaration before you invest',
    });

    await sign(user, everydayBody(5_000_000));
    clock.advance(366 * dayMs);
    expect((await read(user)).json()).toMatchObject({ current: false });
    const expired = await pledges.start(user, { projectId, shortAmountPence: 100_000 });
    expect(expired.json().errorCode).toBe(47);

    expect((await sign(user, everydayBody(5_000_000))).json()).toMatchObject({ current: true });
    expect((await pledges.start(user, { projectId, shortAmountPence: 100_000 })).statusCode).toBe(201);
    expect(await logOf(user.id)).toHaveLength(2);
  });

  it('refuses a declaration for a category the investor no longer has (code 47)', async () => {
    const projectId = await insertTestProject(db());
    const user = await insertInvestor(db(), { walletPence: 1_000_000 });
    await db().updateTable('users').set({ investor_type: 'ADVISED_INVESTOR' }).where('id', '=', user.id).execute();
    expect((await pledges.start(user, { projectId, shortAmountPence: 100_000 })).json().errorCode).toBe(47);
  });

  it("refuses an everyday investor's pledge past 10% of the net investable assets in 12 months (code 45)", async () => {
    const projectId = await insertTestProject(db());
    const user = await undeclared();
    await signTestDeclaration(db(), user.id, {
      investorType: 'EVERYDAY_INVESTOR',
      figures: { netInvestableAssetsPence: 2_000_000 },
      signedAt: clock.now(),
    });
    const now = clock.now().getTime();
    const investment = { userId: user.id, projectId, status: 'PENDING' as const };
    await insertTestInvestment(db(), {
      ...investment,
      amountPence: 50_000,
      referenceNumber: `DECLE1X${user.id}`,
      at: new Date(now - 30 * dayMs),
    });
    // Failed, and older than 12 months: neither counts.
    await insertTestInvestment(db(), {
      ...investment,
      amountPence: 90_000,
      referenceNumber: `DECLE2X${user.id}`,
      at: new Date(now - dayMs),
      status: 'FAILED',
    });
    await insertTestInvestment(db(), {
      ...investment,
      amountPence: 90_000,
      referenceNumber: `DECLE3X${user.id}`,
      at: new Date(now - 400 * dayMs),
    });
    expect((await read(user)).json().everydayLimit).toEqual({
      limitPence: 200_000,
      usedPence: 50_000,
      leftPence: 150_000,
    });

    const over = await pledges.start(user, { projectId, shortAmountPence: 150_100 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      errorCode: 45,
      message: everydayLimitMessage({ limit: 200_000, left: 150_000 }),
      limitPence: 200_000,
      leftPence: 150_000,
    });
    expect(over.json().message).toBe(
      'As an everyday investor you can invest up to £2,000.00 in 12 months (10% of the net investable assets you declared). You have £1,500.00 left.',
    );

    // Up to what is left it starts; a pledge finished meanwhile makes its finish pass the limit, refused again.
    const started = await pledges.start(user, { projectId, shortAmountPence: 150_000 });
    expect(started.statusCode).toBe(201);
    const { pledgeId } = started.json();
    await pledges.sendSms(user, pledgeId);
    await insertTestInvestment(db(), {
      ...investment,
      amountPence: 10_000,
      referenceNumber: `DECLE4X${user.id}`,
      at: clock.now(),
    });
    const finished = await pledges.finish(user, pledgeId, { smsCode: await pledges.codeSentTo(user) });
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ errorCode: 45, limitPence: 200_000, leftPence: 140_000 });
  });
});
