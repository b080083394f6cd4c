import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo, tokenInLink } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

// PGlite runs one statement at a time; only PostgreSQL lets two confirmations of one link overlap.
describe.runIf(testEngines.includes('postgres'))('two confirmations of one link at once on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { postgresPoolSize: 8 });
  });
  afterAll(() => t.close());

  it('applies the change once: one answers 200, every other code 8', async () => {
    const investor = await insertTestUser(t.database.db, { phone_number: '+447700900123' });
    const session = await tokenFor(t.config.jwtSecret, investor);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/details',
      headers: bearer(session),
      payload: { email: 'raced.address@example.co.uk', phoneNumber: '7700900999' },
    });
    const link = tokenInLink(t, await latestMailTo(t, investor.email), '/platform/profile');

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: `/api/user/confirm/${link}`, headers: bearer(session) }),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 400)) {
      expect(answer.json()).toMatchObject({ errorCode: 8 });
    }
    const verificationMails = await t.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', 'raced.address@example.co.uk')
      .execute();
    expect(verificationMails).toHaveLength(1);
  });
});
