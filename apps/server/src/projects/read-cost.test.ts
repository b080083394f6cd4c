import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { attachTestDocument, attachTestImage, insertTestProject } from '../testing/builders/projects.ts';
import { insertTestFile } from '../testing/builders/files.ts';

// The project list and details are read on every projects page: the caller's check and one statement each.
describe.each(testEngines)('what reading projects costs in SQL statements, on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let headers: Record<string, string>;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
    const db = t.database.db;
    headers = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(db)));
    for (let index = 0; index < 14; index += 1) {
      projectId = await insertTestProject(db);
      const image = await insertTestFile(db, 'PROJECT_IMAGE');
      const pdf = await insertTestFile(db, 'PROJECT_DOCUMENT');
      await attachTestImage(db, projectId, { fileId: image.id, isMain: true });
      await attachTestDocument(db, projectId, { fileId: pdf.id, title: 'Pitch deck' });
    }
  });
  afterAll(() => t.close());

  async function statementsFor(url: string) {
    // Counted as a session's first request: its check read from the database, not from the session cache.
    t.app.sessionCache.invalidateAll();
    statements.reset();
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { count: statements.count, body: response.json<Record<string, unknown>>() };
  }

  it('GET /projects: two for a page with its images, documents, follows and count; past the end counts apart', async () => {
    const page = await statementsFor('/api/projects');
    expect(page.body.count).toBe(14);
    expect(page.count).toBe(2);
    expect((await statementsFor('/api/projects?offset=1000')).count).toBe(3);
  });

  it('GET /projects/{id}: two', async () => {
    expect((await statementsFor(`/api/projects/${projectId}`)).count).toBe(2);
  });
});
