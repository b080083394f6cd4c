import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

/** Issue 22 §4: a body is read as it was sent, and text the database cannot store is refused before any SQL. */
describe.each(testEngines)('strict request values on %s', (engine) => {
  let t: TestApp;
  const statements = statementCounter();
  let investorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    await stopBackgroundWork(t.app);
    investorToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db));
    adminToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' }));
  });
  afterAll(() => t.close());

  const json = (headers: Record<string, string> = {}) => ({ ...headers, 'content-type': 'application/json' });
  const refusedOn = (field: string, message: string) => ({
    errorCode: 2,
    message: 'Invalid data',
    fieldErrors: [{ field, message }],
  });
  const refusedText = (field: string) => refusedOn(field, 'Contains a character that is not allowed');
  const databaseRefusals = () => t.logs.filter((line) => line.msg === 'the database refused a value of the request');

  it.each([true, 123, ['Ada Lovelace']])(
    'refuses requestInvite with fullName %j: 400 on the field',
    async (fullName) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-invite',
        payload: { email: 'ada@example.co.uk', fullName },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusedOn('fullName', 'Must be a string'));
    },
  );

  it.each([
    ['a lone high surrogate', '"Ada\\ud800x"'],
    ['a lone low surrogate', '"\\udc00Ada"'],
    ['a NUL', '"Ada\\u0000Lovelace"'],
  ])('refuses %s in a body string with 400 on the field, before any SQL', async (_case, fullName) => {
    statements.reset();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-invite',
      headers: json(),
      payload: `{"email":"ada@example.co.uk","fullName":${fullName}}`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedText('fullName'));
    expect(statements.count).toBe(0);
  });

  it('refuses a lone surrogate in a property name, naming the field without it', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: json(bearer(investorToken)),
      payload: '{"address":{"\\ud800":"x"}}',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusedText('address.\uFFFD'));
  });

  it('keeps a surrogate pair (an emoji) as it was sent', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: json(bearer(investorToken)),
      payload: '{"address1":"12 Mill Lane \\ud83c\\udfe0"}',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ address1: '12 Mill Lane 🏠' });
  });

  it('refuses a NUL in the query and in the path before any SQL but the caller’s session', async () => {
    // Each counted as a session's first request: its check read from the database, not from the cache.
    t.app.sessionCache.invalidateAll();
    statements.reset();
    const refusedBySchema = await t.app.inject({
      method: 'GET',
      url: '/api/users?limit=x',
      headers: bearer(adminToken),
    });
    expect(refusedBySchema.statusCode).toBe(400);
    const sessionStatements = statements.count;
    const before = databaseRefusals().length;

    t.app.sessionCache.invalidateAll();
    statements.reset();
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/users?searchTerm=a%00b',
      headers: bearer(adminToken),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusedText('searchTerm'));
    expect(statements.count).toBe(sessionStatements);

    t.app.sessionCache.invalidateAll();
    statements.reset();
    const path = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm/a%00b',
      headers: bearer(investorToken),
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refusedText('token'));
    expect(statements.count).toBe(sessionStatements);
    expect(databaseRefusals()).toHaveLength(before);
  });

  it('answers an unknown /api route 404 code 42, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 42, message: 'Not found' });
    }
  });

  it('takes every route with a trailing slash, as the specification writes PUT /pledges/{id}/', async () => {
    const finish = (url: string) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(investorToken),
        payload: { source: 'E_WALLET', smsCode: '000000' },
      });
    const withSlash = await finish('/api/pledges/2000000000/');
    const without = await finish('/api/pledges/2000000000');

    expect(withSlash.json()).not.toMatchObject({ errorCode: 42 });
    expect([withSlash.statusCode, withSlash.json()]).toEqual([without.statusCode, without.json()]);
    const user = await t.app.inject({ method: 'GET', url: '/api/user/?x=1', headers: bearer(investorToken) });
    expect(user.statusCode).toBe(200);
  });
});
