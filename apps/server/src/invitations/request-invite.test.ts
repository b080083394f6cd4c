import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { latestMailTo } from '../testing/test-mail.ts';

describe.each(testEngines)('POST /api/auth/request-invite on %s', (engine) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const requestInvite = (payload: object, remoteAddress = `192.0.2.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-invite', payload, remoteAddress });
  const storedRequests = (email: string) =>
    t.database.db
      .selectFrom('invitation_requests')
      .select(['email', 'full_name', 'invited_at'])
      .where('email', '=', email)
      .execute();
  /** What a caller can observe: status, body and the headers that are not per-request. */
  const observable = (response: Awaited<ReturnType<typeof requestInvite>>) => {
    const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
    return { status: response.statusCode, body: response.body, headers };
  };

  it('stores a new request for the admins, name trimmed and e-mail lower-case, and answers 204', async () => {
    const response = await requestInvite({ fullName: '  Isla Morgan ', email: 'Isla.Morgan@Example.co.uk' });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRequests('isla.morgan@example.co.uk')).toEqual([
      { email: 'isla.morgan@example.co.uk', full_name: 'Isla Morgan', invited_at: null },
    ]);
  });

  it('answers a new request, a repeated one and an address with an account exactly alike', async () => {
    const member = await insertTestUser(t.database.db, { email: 'already.member@example.co.uk' });
    await requestInvite({ fullName: 'Repeat Visitor', email: 'repeat.visitor@example.co.uk' });

    const fresh = await requestInvite({ fullName: 'New Visitor', email: 'new.visitor@example.co.uk' });
    const repeated = await requestInvite({ fullName: 'Repeat Visitor', email: 'repeat.visitor@example.co.uk' });
    const existing = await requestInvite({ fullName: 'Already Member', email: member.email });

    expect(observable(repeated)).toEqual(observable(fresh));
    expect(observable(existing)).toEqual(observable(fresh));
    expect(await storedRequests('repeat.visitor@example.co.uk')).toHaveLength(1);
    // An account holder needs no invitation: nothing is stored for admins to act on.
    expect(await storedRequests(member.email)).toEqual([]);
  });

  // Issue 32: nothing told the visitor their request had arrived.
  it('e-mails a new request, once, that it arrived and what happens next', async () => {
    await requestInvite({ fullName: 'Maya Patel', email: 'Maya.Patel@example.co.uk' });

    const mail = await latestMailTo(t, 'maya.patel@example.co.uk');
    expect(mail.subject).toBe('We have your request to join Keystone Property Crowdfunding');
    expect(mail.text).toContain('Hello Maya Patel,');
    expect(mail.text).toContain('We have received your request for an invitation.');
    expect(mail.text).toContain(
      'If we invite you, we will send you an e-mail with a link to create your investor account.',
    );

    await requestInvite({ fullName: 'Maya Patel', email: 'maya.patel@example.co.uk' });
    await t.app.mailOutbox.settled();
    const sent = await t.database.db
      .selectFrom('email_outbox')
      .select('template')
      .where('to_address', '=', 'maya.patel@example.co.uk')
      .execute();
    expect(sent).toEqual([{ template: 'INVITATION_REQUEST_RECEIVED' }]);
  });

  it('sends an address that has an account no invitation-request e-mail', async () => {
    const member = await insertTestUser(t.database.db, { email: 'member.asking@example.co.uk' });
    await requestInvite({ fullName: 'Member Asking', email: member.email });
    await t.app.mailOutbox.settled();

    const sent = await t.database.db.selectFrom('email_outbox').select('id').where('to_address', '=', member.email);
    expect(await sent.execute()).toEqual([]);
  });

  it("checks the register-interest form's rules and answers their messages", async () => {
    const empty = await requestInvite({ fullName: '', email: '' });
    const malformed = await requestInvite({ fullName: 'R2-D2', email: 'isla@example' });

    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [
        { field: 'fullName', message: 'Please enter your full name' },
        { field: 'email', message: 'Please enter Email Address' },
      ],
    });
    expect(malformed.json()).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [
        { field: 'fullName', message: 'Incorrect Format' },
        { field: 'email', message: 'Incorrect Email address' },
      ],
    });
  });

  it('limits each client address to 10 requests an hour', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      answers.push(
        (await requestInvite({ fullName: 'Busy Visitor', email: `busy${index}@example.co.uk` }, '192.0.2.250'))
          .statusCode,
      );
    }
    const elsewhere = await requestInvite(
      { fullName: 'Other Visitor', email: 'other.visitor@example.co.uk' },
      '192.0.2.251',
    );

    expect(answers).toEqual([...Array<number>(10).fill(204), 429]);
    expect(elsewhere.statusCode).toBe(204);
  });
});
