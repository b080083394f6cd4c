import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { downMailer, latestMailTo } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';

// The admin's decisions reach the investor by e-mail once committed (issue 9, point 5); a refusal sends nothing.

const decidedAt = new Date('2026-03-09T10:30:00Z');
const submitted = { kyc_submitted_at: decidedAt, kyc_status: 'IN_PROGRESS' } satisfies Partial<NewUser>;

describe.each(testEngines)('e-mails telling the investor of an admin decision, on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => decidedAt } });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
  });
  afterAll(() => t.close());

  const user = (values: Partial<NewUser> = {}) => insertTestUser(t.database.db, { full_name: 'Ann Smith', ...values });
  const put = (url: string, payload?: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${url}`,
      headers: adminHeaders,
      ...(payload === undefined ? {} : { payload }),
    });
  const mailsTo = async (email: string) =>
    (await t.database.db.selectFrom('email_outbox').select('template').where('to_address', '=', email).execute()).map(
      (row) => row.template,
    );
  const loginLink = () => `${t.config.publicUrl}/login`;

  it('tells an approved investor, with the date and the sign-in link', async () => {
    const investor = await user(submitted);

    expect((await put(`${investor.id}/kyc/approve`)).statusCode).toBe(200);

    const mail = await latestMailTo(t, investor.email);
    expect(mail).toMatchObject({ template: 'KYC_APPROVED', subject: 'Your KYC status: Activated' });
    expect(mail.text).toMatch(/^Hello Ann Smith,/);
    expect(mail.text).toContain('On 09/03/2026 we checked');
    expect(mail.links).toEqual([loginLink()]);
  });

  it('tells a rejected investor every reason they will read on the KYC screen', async () => {
    const investor = await user(submitted);

    const response = await put(`${investor.id}/kyc/reject`, {
      kycRejectReason: 'The proof of address is older than three months',
      identityProofRejectReason: 'The passport photo is unreadable',
    });

    expect(response.statusCode).toBe(200);
    const mail = await latestMailTo(t, investor.email);
    expect(mail).toMatchObject({ template: 'KYC_REJECTED', subject: 'Your identity checks need your attention' });
    expect(mail.text).toContain('- The proof of address is older than three months\n');
    expect(mail.text).toContain('- The passport photo is unreadable\n');
    expect(mail.text).toContain(t.config.supportEmail);
    expect(mail.links).toEqual([loginLink()]);
  });

  it('tells a deactivated user how to reach support, and a reactivated one where to sign in', async () => {
    const investor = await user();

    expect((await put(`${investor.id}/status/not-active`)).statusCode).toBe(200);
    const deactivated = await latestMailTo(t, investor.email);
    expect(deactivated).toMatchObject({ template: 'ACCOUNT_DEACTIVATED' });
    expect(deactivated.text).toContain('On 09/03/2026 we deactivated your investor account.');
    expect(deactivated.text).toContain(t.config.supportEmail);

    expect((await put(`${investor.id}/status/active`)).statusCode).toBe(200);
    const reactivated = await latestMailTo(t, investor.email);
    expect(reactivated).toMatchObject({ template: 'ACCOUNT_REACTIVATED' });
    expect(reactivated.links).toEqual([loginLink()]);
    expect(await mailsTo(investor.email)).toEqual(['ACCOUNT_DEACTIVATED', 'ACCOUNT_REACTIVATED']);
  });

  it('sends nothing when the status does not change', async () => {
    const active = await user();
    const inactive = await user({ status: 'NOT_ACTIVE' });

    expect((await put(`${active.id}/status/active`)).statusCode).toBe(200);
    expect((await put(`${inactive.id}/status/not-active`)).statusCode).toBe(200);

    expect(await mailsTo(active.email)).toEqual([]);
    expect(await mailsTo(inactive.email)).toEqual([]);
  });

  it('sends nothing when the action is refused', async () => {
    const unfinished = await user();
    const approved = await user({ ...submitted, kyc_status: 'APPROVED' });

    expect((await put(`${unfinished.id}/kyc/approve`)).statusCode).toBe(409);
    expect((await put(`${unfinished.id}/kyc/reject`, { kycRejectReason: 'Blurry' })).statusCode).toBe(409);
    expect((await put(`${approved.id}/kyc/reject`, { kycRejectReason: 'Blurry' })).statusCode).toBe(409);
    expect((await put(`${approved.id}/kyc/approve`)).statusCode).toBe(409);
    expect((await put(`${admin.id}/status/not-active`)).statusCode).toBe(403);

    expect(await mailsTo(unfinished.email)).toEqual([]);
    expect(await mailsTo(approved.email)).toEqual([]);
    expect(await mailsTo(admin.email)).toEqual([]);
  });
});

describe.each(testEngines)('admin decisions while the mail server is down, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { mail: downMailer } });
  });
  afterAll(() => t.close());

  it('keep the decision; their e-mails wait in the outbox, in order, for a retry', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const investor = await insertTestUser(t.database.db, submitted);
    const headers = bearer(await tokenFor(t.config.jwtSecret, admin));

    const approve = await t.app.inject({ method: 'PUT', url: `/api/users/${investor.id}/kyc/approve`, headers });
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${investor.id}/status/not-active`,
      headers,
    });

    expect(approve.statusCode).toBe(200);
    expect(deactivate.statusCode).toBe(200);
    expect(deactivate.json()).toMatchObject({ kycStatus: 'APPROVED', status: 'NOT_ACTIVE' });
    await t.app.mailOutbox.settled();
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'e-mail not sent: will retry', template: 'KYC_APPROVED' }),
    );
    expect(
      await t.database.db
        .selectFrom('email_outbox')
        .select(['template', 'status'])
        .where('user_id', '=', investor.id)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { template: 'KYC_APPROVED', status: 'PENDING' },
      { template: 'ACCOUNT_DEACTIVATED', status: 'PENDING' },
    ]);
  });
});
