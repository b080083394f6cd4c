import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { lastSeenOf } from '../sessions/last-seen.ts';

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

  it("a session's last-seen touch comes after the answer, one statement, at most every 5 minutes per session", async () => {
    const investor = await insertTestUser(t.database.db);
    const headers = bearer(await tokenFor(t.config.jwtSecret, investor));
    const lastSeen = lastSeenOf(t.app);
    lastSeen.resume();
    try {
      // Counted when the answer comes: the page's two statements, the touch not yet sent.
      expect(await statementsFor('/api/user', headers)).toBe(2);
      await lastSeen.settled();
      // Then the touch: this session had no row (a test's token), so it gets one.
      expect(statements.count).toBe(3);
      // The next request of the same session within 5 minutes writes nothing after it.
      expect(await statementsFor('/api/user', headers)).toBe(2);
      await lastSeen.settled();
      expect(statements.count).toBe(2);
    } finally {
      lastSeen.pause();
    }
  });

  it('GET /settings: none, the public settings come from the configuration', async () => {
    expect(await statementsFor('/api/settings')).toBe(0);
  });
});
