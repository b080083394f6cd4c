import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOneTimeToken } from '../one-time-tokens/service.ts';
import { findLinks } from '../mailbox/links.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

const racers = 20;

// PGlite runs one statement at a time, so only real PostgreSQL can show invitations of one address racing.
describe.runIf(testEngines.includes('postgres'))('admins inviting one address at once, on postgres', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    // As many connections as racers: every request has its own transaction open at the same moment.
    t = await createTestApp('postgres', {}, { postgresPoolSize: racers });
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminToken = await tokenFor(t.config.jwtSecret, admin);
  });
  afterAll(() => t.close());

  const invite = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/invite', headers: bearer(adminToken), payload: { email } });
  const invitationsOf = (email: string) =>
    t.database.db
      .selectFrom('one_time_tokens')
      .select(['token_hash', 'used_at', sql<boolean>`expires_at > now()`.as('unexpired')])
      .where('type', '=', 'REGISTRY')
      .where('email', '=', email)
      .execute();
  const mailedTokensTo = async (email: string) => {
    const mails = await t.database.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .execute();
    const prefix = `${t.config.publicUrl}/login/`;
    return mails.map((mail) =>
      findLinks(mail.text_body)
        .find((link) => link.startsWith(prefix))
        ?.slice(prefix.length),
    );
  };

  it.each([1, 2, 3])(`round %i: ${racers} invitations, all answered 204, exactly one live link`, async (round) => {
    const email = `invite.race.${round}@example.co.uk`;

    const responses = await Promise.all(Array.from({ length: racers }, () => invite(email)));

    expect(responses.map((response) => `${response.statusCode} ${response.body}`)).toEqual(
      Array<string>(racers).fill('204 '),
    );
    const invitations = await invitationsOf(email);
    expect(invitations).toHaveLength(racers);
    const live = invitations.filter((invitation) => invitation.used_at === null && invitation.unexpired);
    expect(live).toHaveLength(1);
    // One e-mail per committed invitation, each with its own link, and just one of them is the live link.
    const mailed = await mailedTokensTo(email);
    expect(mailed).toHaveLength(racers);
    expect(new Set(mailed.map((token) => token && hashOneTimeToken(token)))).toEqual(
      new Set(invitations.map((invitation) => invitation.token_hash)),
    );
    const liveHash = live[0]?.token_hash;
    expect(mailed.filter((token) => token && hashOneTimeToken(token) === liveHash)).toHaveLength(1);
  });

  it(`records one request when a visitor asks ${racers} times at once, from as many addresses`, async () => {
    const email = 'eager.visitor@example.co.uk';

    const responses = await Promise.all(
      Array.from({ length: racers }, (_, racer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/request-invite',
          payload: { fullName: 'Eager Visitor', email },
          remoteAddress: `198.51.100.${racer + 1}`,
        }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(racers).fill(204));
    const stored = await t.database.db
      .selectFrom('invitation_requests')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    // One request, one e-mail telling the visitor it arrived.
    await t.app.mailOutbox.settled();
    const mailed = await t.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(mailed).toHaveLength(1);
  });

  it(`holds one client address to 10 requests an hour when it sends ${racers} at once`, async () => {
    const responses = await Promise.all(
      Array.from({ length: racers }, (_, racer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/request-invite',
          payload: { fullName: 'Busy Visitor', email: `busy.${racer}@example.co.uk` },
          remoteAddress: '198.51.100.250',
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(204), ...Array<number>(racers - 10).fill(429)]);
  });
});
