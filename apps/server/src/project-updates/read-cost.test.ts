import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { insertTestFollow, insertTestProject } from '../testing/builders/projects.ts';

// A project's timeline is read on every project page, and the feed on its own page: the caller's check and one
// statement each, whether there are updates or none.
describe.each(testEngines)('what reading project updates costs in SQL statements, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let investor: Record<string, string>;
  let admin: Record<string, string>;
  let withUpdates: number;
  let withNone: number;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
    const db = t.database.db;
    const investorUser = await insertTestUser(db);
    const adminUser = await insertTestUser(db, { role: 'ADMIN' });
    investor = bearer(await tokenFor(t.config.jwtSecret, investorUser));
    admin = bearer(await tokenFor(t.config.jwtSecret, adminUser));
    withUpdates = await insertTestProject(db, { status: 'AVAILABLE_TO_PLEDGE' });
    withNone = await insertTestProject(db, { status: 'AVAILABLE_TO_PLEDGE' });
    await insertTestFollow(db, investorUser.id, withUpdates);
    for (let index = 0; index < 3; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${withUpdates}/updates`,
        headers: admin,
        payload: {
          title: `News ${index}`,
          text: 'Text',
          audience: 'INVESTORS_AND_FOLLOWERS',
          photos: [],
          documents: [],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  async function statementsFor(url: string, headers = investor) {
    // Counted as a session's first request: its check read from the database, not from the session cache.
    t.app.sessionCache.invalidateAll();
    statements.reset();
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { count: statements.count, body: response.json<{ updates: unknown[] }>() };
  }

  it('GET /projects/{id}/updates: two, with updates or none, for an investor and an admin', async () => {
    const page = await statementsFor(`/api/projects/${withUpdates}/updates`);
    expect(page.body.updates).toHaveLength(3);
    expect(page.count).toBe(2);
    expect((await statementsFor(`/api/projects/${withNone}/updates`)).count).toBe(2);
    expect((await statementsFor(`/api/projects/${withUpdates}/updates`, admin)).count).toBe(2);
  });

  it('GET /updates/feed: two', async () => {
    const feed = await statementsFor('/api/updates/feed');
    expect(feed.body.updates).toHaveLength(3);
    expect(feed.count).toBe(2);
  });
});
