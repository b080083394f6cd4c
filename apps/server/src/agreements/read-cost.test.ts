import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { insertTestAgreement } from '../testing/builders/agreements.ts';

// The recipe: a read every signed-in page makes costs at most two statements, the caller's check included.
describe.each(testEngines)('what reading agreements costs in SQL statements, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let headers: Record<string, string>;
  let agreementId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
    const investor = await insertTestUser(t.database.db, { kyc_status: 'APPROVED' });
    agreementId = (await insertTestAgreement(t.database.db, { userId: investor.id })).agreementId;
    headers = bearer(await tokenFor(t.config.jwtSecret, investor));
  });
  afterAll(() => t.close());

  async function statementsFor(url: string) {
    // Counted as a session's first request: its check read from the database, not from the session cache.
    t.app.sessionCache.invalidateAll();
    statements.reset();
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return statements.count;
  }

  it('GET /agreements: two with its count; a page past the end counts on its own', async () => {
    expect(await statementsFor('/api/agreements?searchTerm=test&column=userName')).toBe(2);
    expect(await statementsFor('/api/agreements?offset=1000')).toBe(3);
  });

  it('GET /agreements/{id}: two, the caller checked and the agreement read with its project and investor', async () => {
    expect(await statementsFor(`/api/agreements/${agreementId}`)).toBe(2);
  });
});
