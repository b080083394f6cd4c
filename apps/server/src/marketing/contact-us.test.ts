import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, outboxCount } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';

describe.each(testEngines)('POST /api/marketing/contact-us on %s', (engine) => {
  let t: TestApp;
  let investor: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    investor = await insertTestUser(t.database.db, { email: 'owen.davies@example.co.uk' });
    headers = bearer(await tokenFor(t.config.jwtSecret, investor));
  });
  afterAll(() => t.close());

  const valid = {
    fullName: 'Owen Davies',
    email: 'owen.davies@example.co.uk',
    message: 'I am stuck on the competence questions.',
  };
  const send = (payload: object, requestHeaders: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: '/api/marketing/contact-us', headers: requestHeaders, payload });
  const requestsOf = (userId: number) =>
    t.database.db.selectFrom('contact_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('stores the request with the sender and tells support by e-mail', async () => {
    const response = await send({
      ...valid,
      interest: 'KYC',
      projectName: 'Riverside Lofts',
      companyName: 'Davies Ltd',
      phoneNumber: '07700900123',
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [stored] = (await requestsOf(investor.id)).slice(-1);
    expect(stored).toMatchObject({
      user_id: investor.id,
      full_name: 'Owen Davies',
      email: 'owen.davies@example.co.uk',
      message: valid.message,
      interest: 'KYC',
      project_name: 'Riverside Lofts',
      company_name: 'Davies Ltd',
      phone_number: '07700900123',
    });
    const mail = await latestMailTo(t, t.config.supportEmail);
    expect(mail.subject).toBe('Contact request from Owen Davies about Riverside Lofts');
    expect(mail.text).toContain('From: Owen Davies <owen.davies@example.co.uk>');
    expect(mail.text).toContain('Interest: KYC');
    expect(mail.text).toContain(valid.message);
  });

  it('stores optional fields left out or blank as empty', async () => {
    const user = await insertTestUser(t.database.db);

    const response = await send({ ...valid, companyName: '  ' }, bearer(await tokenFor(t.config.jwtSecret, user)));

    expect(response.statusCode).toBe(204);
    expect(await requestsOf(user.id)).toEqual([
      expect.objectContaining({ interest: null, project_name: null, company_name: null, phone_number: null }),
    ]);
  });

  it.each([
    ['a blank full name', { fullName: '   ' }, 'fullName', 'Please enter Full Name'],
    ['a full name with digits', { fullName: 'Owen 2' }, 'fullName', 'Incorrect Format'],
    ['a blank message', { message: ' \n ' }, 'message', 'Please enter your message'],
    ['an empty full name', { fullName: '' }, 'fullName', 'Please enter Full Name'],
    ['a blank e-mail', { email: ' ' }, 'email', 'Please enter the Email'],
    ['an e-mail without a domain dot', { email: 'owen@example' }, 'email', 'Incorrect email format'],
  ])("refuses %s with the form's message: 400 code 2", async (_case, change, field, message) => {
    const before = await outboxCount(t);

    const response = await send({ ...valid, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 2, message: 'Invalid data', fieldErrors: [{ field, message }] });
    expect(await outboxCount(t)).toBe(before);
  });

  it('answers every failing field at once', async () => {
    const response = await send({ ...valid, fullName: ' ', message: ' ' });

    expect(response.json<{ fieldErrors: Array<{ field: string }> }>().fieldErrors.map((error) => error.field)).toEqual([
      'fullName',
      'message',
    ]);
  });

  it('refuses an interest that is not one of the topics, a missing field and an unknown field: 400 code 2', async () => {
    for (const payload of [
      { ...valid, interest: 'INVESTING' },
      { fullName: valid.fullName, email: valid.email },
      { ...valid, extra: 1 },
    ]) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 2 });
    }
  });

  it('keeps a message of 2500 characters whole', async () => {
    const user = await insertTestUser(t.database.db);

    await send({ ...valid, message: 'a'.repeat(2500) }, bearer(await tokenFor(t.config.jwtSecret, user)));

    expect((await requestsOf(user.id))[0]?.message).toHaveLength(2500);
  });

  it('cuts a longer message to 2500 characters, as the form does', async () => {
    const user = await insertTestUser(t.database.db);

    const response = await send(
      { ...valid, message: 'b'.repeat(3000) },
      bearer(await tokenFor(t.config.jwtSecret, user)),
    );

    expect(response.statusCode).toBe(204);
    expect((await requestsOf(user.id))[0]?.message).toBe('b'.repeat(2500));
  });

  it('asks for a token: 401 code 6', async () => {
    const response = await send(valid, {});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });
});
