import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProject } from '../testing/builders/projects.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

// Issue 32: '/api/users/5e0/…', '/0x5/', '/+5/', '/05/', '/5.0/' and '/%205/' all acted as id 5. An id is digits.
const spellings = ['5e0', '0x5', '+5', '05', '5.0', '%205', '5%20', '-5', '1e1'];

describe.each(testEngines)('ids in a path on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let headers: Record<string, string>;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    headers = bearer(await tokenFor(t.config.jwtSecret, admin));
    projectId = await insertTestProject(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it.each(spellings)("refuses '%s' for a user's id with 400 code 2", async (spelling) => {
    const response = await get(`/api/users/${spelling.replace('5', String(admin.id))}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'id', message: 'Incorrect format' }],
    });
  });

  it.each(spellings)("refuses '%s' for a project's id, and for a payment's", async (spelling) => {
    const project = await get(`/api/projects/${spelling.replace('5', String(projectId))}`);
    expect(project.statusCode, project.body).toBe(400);
    expect(project.json()).toMatchObject({ errorCode: 2 });
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/payments/${spelling}/make`,
      headers,
    });
    expect(payment.statusCode, payment.body).toBe(400);
    expect(payment.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'paymentId' }] });
  });

  it('still reads an id written in digits', async () => {
    expect((await get(`/api/users/${admin.id}`)).statusCode).toBe(200);
    expect((await get(`/api/projects/${projectId}`)).statusCode).toBe(200);
  });
});
