import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

// Every signed-in page reads the user: its cost is paid on every request (issue: a lean request path).
describe.each(testEngines)('what a read costs in SQL statements, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
  });
  afterAll(() => t.close());

  async function statementsFor(url: string, headers: Record<string, string> = {}) {
    // Counted as a session's first request: its check read from the database, not from the session cache.
    t.app.sessionCache.invalidateAll();
    statements.reset();
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return statements.count;
  }

  it('GET /user: two, the caller checked and the whole profile read', async () => {
    const investor = await insertTestUser(t.database.db);
    expect(await statementsFor('/api/user', bearer(await tokenFor(t.config.jwtSecret, investor)))).toBe(2);
  });

  it("GET /users/{id}: two for an admin reading someone's profile", async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const investor = await insertTestUser(t.database.db);
    const headers = bearer(await tokenFor(t.config.jwtSecret, admin));
    expect(await statementsFor(`/api/users/${investor.id}`, headers)).toBe(2);
  });

  it('GET /users: two for a page of the list with its count; a page past the end counts on its own', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const headers = bearer(await tokenFor(t.config.jwtSecret, admin));
    expect(await statementsFor('/api/users?limit=5', headers)).toBe(2);
    expect(await statementsFor('/api/users?offset=1000', headers)).toBe(3);
  });

  it('GET /settings: none, the public settings come from the configuration', async () => {
    expect(await statementsFor('/api/settings')).toBe(0);
  });
});
