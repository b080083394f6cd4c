import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

// The Help page is public and opened by everyone: the page and its count cost one statement, no user is read.
describe.each(testEngines)('what the FAQ list costs in SQL statements, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
    await t.database.db
      .insertInto('faq')
      .values([
        { category: 'PAYMENT', question: 'Cost probe one?', answer: 'One.' },
        { category: 'ACCOUNT', question: 'Cost probe two?', answer: 'Two.' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  async function statementsFor(url: string, headers: Record<string, string> = {}) {
    statements.reset();
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return statements.count;
  }

  it('one for a page with its count, signed in or not; a page past the end counts on its own', async () => {
    const investor = await insertTestUser(t.database.db);
    expect(await statementsFor('/api/marketing/faq?limit=1')).toBe(1);
    expect(await statementsFor('/api/marketing/faq', bearer(await tokenFor(t.config.jwtSecret, investor)))).toBe(1);
    expect(await statementsFor('/api/marketing/faq?offset=1000')).toBe(2);
  });
});
