import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { testPng } from '../testing/builders/upload-files.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { hashOneTimeToken } from '../one-time-tokens/service.ts';

describe.each(testEngines)('the investor profile on %s', (engine) => {
  let t: TestApp;
  let investor: TestUser;
  let token: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    counter += 1;
    investor = await insertTestUser(t.database.db, {
      email: `olivia.${counter}@example.co.uk`,
      phone_number: '+447700900123',
      website: 'https://olivia.example',
    });
    token = await tokenFor(t.config.jwtSecret, investor);
  });

  const putDetails = (payload: object, as = token) =>
    t.app.inject({ method: 'PUT', url: '/api/user/details', headers: bearer(as), payload });
  const confirm = (link: string, as = token) =>
    t.app.inject({ method: 'POST', url: `/api/user/confirm/${encodeURIComponent(link)}`, headers: bearer(as) });
  const putBank = (payload: object, as = token) =>
    t.app.inject({ method: 'PUT', url: '/api/user/bank-details', headers: bearer(as), payload });
  const mailedConfirmation = async (to = investor.email) =>
    tokenInLink(t, await latestMailTo(t, to), '/platform/profile');
  const invalidToken = { errorCode: 8, message: 'Invalid token' };

  describe('PUT /user/details', () => {
    it('keeps a new phone waiting and mails the link to the registered address', async () => {
      const response = await putDetails({ phoneNumber: '07700 900999' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ phoneNumber: '+447700900123', awaitingConfirmPhone: '+447700900999' });
      const mail = await latestMailTo(t, investor.email);
      expect(mail).toMatchObject({ template: 'CHANGE_CONFIRMATION' });
      expect(mail.text).toContain('Phone number: +447700900999');
    });

    it('keeps a new e-mail waiting and mails the link to the old address, not the new one', async () => {
      const newEmail = `new.${counter}@example.co.uk`;
      const response = await putDetails({ email: `  ${newEmail.toUpperCase()} ` });

      expect(response.json()).toMatchObject({ email: investor.email, awaitingConfirmEmail: newEmail });
      expect((await latestMailTo(t, investor.email)).text).toContain(`E-mail: ${newEmail}`);
      const toNew = await t.app.inject({ method: 'GET', url: `/dev/mailbox/latest?to=${newEmail}` });
      expect(toNew.statusCode).toBe(404);
    });

    it('applies the website at once, saves a whitespace-only website as empty, and mails nothing', async () => {
      expect((await putDetails({ website: ' https://new.example/me ' })).json()).toMatchObject({
        website: 'https://new.example/me',
        awaitingConfirmPhone: null,
      });
      expect((await putDetails({ website: '   ' })).json()).toMatchObject({ website: null });
      const none = await t.app.inject({ method: 'GET', url: `/dev/mailbox/latest?to=${investor.email}` });
      expect(none.statusCode).toBe(404);
    });

    it('does not treat the current phone as a change, nor cancel one that waits', async () => {
      await putDetails({ phoneNumber: '7700900999' });
      const again = await putDetails({ phoneNumber: '7700900123', website: 'https://other.example' });

      expect(again.json()).toMatchObject({ phoneNumber: '+447700900123', awaitingConfirmPhone: '+447700900999' });
    });

    it('answers the seed’s words for each broken rule, a whitespace-only phone as empty', async () => {
      const response = await putDetails({ phoneNumber: '   ', email: 'not-an-email', website: 'not a site' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: expect.arrayContaining([
          { field: 'phoneNumber', message: 'Field is required' },
          { field: 'email', message: 'Incorrect email format' },
          { field: 'website', message: 'Incorrect format' },
        ]),
      });
      expect((await putDetails({ phoneNumber: '12345' })).json().fieldErrors).toEqual([
        { field: 'phoneNumber', message: 'Incorrect format' },
      ]);
    });

    it('refuses an e-mail another account has with code 12', async () => {
      const other = await insertTestUser(t.database.db, { email: `taken.${counter}@example.co.uk` });

      const response = await putDetails({ email: other.email });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 12 });
    });

    it('sets the photo to the caller’s own profile-photo upload and refuses any other URL with code 9', async () => {
      const png = await testPng();
      const boundary = 'profile-photo-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/file/temp?purpose=PROFILE_PHOTO',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(upload.statusCode).toBe(201);
      const { fileUrl } = upload.json<{ fileUrl: string }>();

      expect((await putDetails({ photo: fileUrl })).json()).toMatchObject({ photo: fileUrl });

      const other = await insertTestUser(t.database.db);
      const refused = await putDetails({ photo: fileUrl }, await tokenFor(t.config.jwtSecret, other));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 9 });
    });

    it('refuses admins with code 11', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      const response = await putDetails({ website: 'x.example' }, await tokenFor(t.config.jwtSecret, admin));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 11 });
    });
  });

  describe('POST /user/confirm/{token}', () => {
    it('applies the waiting phone once; the link then answers code 8', async () => {
      await putDetails({ phoneNumber: '7700900999' });
      const link = await mailedConfirmation();

      const first = await confirm(link);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ phoneNumber: '+447700900999', awaitingConfirmPhone: null });

      const again = await confirm(link);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject(invalidToken);
    });

    it('stores only the link’s hash', async () => {
      await putDetails({ phoneNumber: '7700900999' });
      const link = await mailedConfirmation();

      const rows = await t.database.db
        .selectFrom('one_time_tokens')
        .select('token_hash')
        .where('user_id', '=', investor.id)
        .where('type', '=', 'CHANGE_CONFIRMATION')
        .execute();
      expect(rows.map((row) => row.token_hash)).toEqual([hashOneTimeToken(link)]);
    });

    it('answers code 8 for an expired link, an unknown one and another investor’s', async () => {
      await putDetails({ phoneNumber: '7700900999' });
      const link = await mailedConfirmation();
      const other = await insertTestUser(t.database.db);
      expect((await confirm(link, await tokenFor(t.config.jwtSecret, other))).json()).toMatchObject(invalidToken);
      expect((await confirm('no-such-link')).json()).toMatchObject(invalidToken);

      await t.database.db
        .updateTable('one_time_tokens')
        .set({ created_at: sql<Date>`now() - interval '2 days'`, expires_at: sql<Date>`now() - interval '1 second'` })
        .where('token_hash', '=', hashOneTimeToken(link))
        .execute();
      const expired = await confirm(link);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject(invalidToken);
    });

    it('voids the older link when a newer change is asked', async () => {
      await putDetails({ phoneNumber: '7700900111' });
      const older = await mailedConfirmation();
      await putDetails({ phoneNumber: '7700900222' });
      const newer = await mailedConfirmation();

      expect((await confirm(older)).json()).toMatchObject(invalidToken);
      expect((await confirm(newer)).json()).toMatchObject({ phoneNumber: '+447700900222' });
    });

    it('applies a new e-mail, unverified, and mails its verification link to the new address', async () => {
      const newEmail = `moved.${counter}@example.co.uk`;
      await putDetails({ email: newEmail });

      const confirmed = await confirm(await mailedConfirmation());

      expect(confirmed.json()).toMatchObject({ email: newEmail, awaitingConfirmEmail: null, emailVerified: false });
      const verification = await latestMailTo(t, newEmail);
      expect(verification).toMatchObject({ template: 'EMAIL_VERIFICATION' });
      const verifyToken = tokenInLink(t, verification, '/verify');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: verifyToken },
      });
      expect(verified.json()).toEqual({ email: newEmail });
      const profile = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(profile.json()).toMatchObject({ email: newEmail, emailVerified: true });
    });

    it('refuses with code 12 again when the new e-mail was taken meanwhile, leaving the link unused', async () => {
      const newEmail = `contested.${counter}@example.co.uk`;
      await putDetails({ email: newEmail });
      const link = await mailedConfirmation();
      const other = await insertTestUser(t.database.db, { email: newEmail });

      const refused = await confirm(link);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errorCode: 12 });

      await t.database.db.deleteFrom('users').where('id', '=', other.id).execute();
      expect((await confirm(link)).json()).toMatchObject({ email: newEmail });
    });

    it('refuses admins with code 11', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      const response = await confirm('anything', await tokenFor(t.config.jwtSecret, admin));
      expect(response.json()).toMatchObject({ errorCode: 11 });
    });
  });

  describe('PUT /user/bank-details', () => {
    it('saves a 6-digit sort code and an 8-digit account number', async () => {
      const response = await putBank({ sortCode: ' 309634 ', accountNumber: '41726385' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ sortCode: '309634', accountNumber: '41726385' });
    });

    // Issue 32: a sort code typed as banks print it was refused.
    it.each([
      ['20-00-00', '4172 6385'],
      ['20 00 00', '41726385'],
    ])('stores the sort code %j and the account number %j as their digits', async (sortCode, accountNumber) => {
      const response = await putBank({ sortCode, accountNumber });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ sortCode: '200000', accountNumber: '41726385' });
    });

    it.each([
      [{ sortCode: '', accountNumber: '   ' }, 'Please fill required field.', 'Please fill required field.'],
      [{}, 'Please fill required field.', 'Please fill required field.'],
      [{ sortCode: '12345', accountNumber: '123456789' }, 'Incorrect Format', 'Incorrect Format'],
      [{ sortCode: '12-34-5', accountNumber: '1234567a' }, 'Incorrect Format', 'Incorrect Format'],
    ])('answers the seed’s words for %j', async (payload, sortCode, accountNumber) => {
      const response = await putBank(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [
          { field: 'sortCode', message: sortCode },
          { field: 'accountNumber', message: accountNumber },
        ],
      });
    });

    it('refuses admins with code 11', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      const response = await putBank(
        { sortCode: '123456', accountNumber: '12345678' },
        await tokenFor(t.config.jwtSecret, admin),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 11 });
    });
  });
});
