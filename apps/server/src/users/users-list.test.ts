import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

interface Page {
  users: Array<{ id: number; email: string; fullName: string | null; companyName: string | null; status: string }>;
  count: number;
}

describe.each(testEngines)('GET /api/users on %s', (engine) => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  let investorHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const admin = await insertTestUser(db, { role: 'ADMIN', email: 'admin@keystone.example', full_name: 'Ada Admin' });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
    const investor = await insertTestUser(db, { email: 'zoe.investor@example.co.uk', full_name: 'Zoe Young' });
    investorHeaders = bearer(await tokenFor(t.config.jwtSecret, investor));
    await insertTestUser(db, {
      email: 'brian.morgan@example.co.uk',
      full_name: 'Brian Morgan',
      company_name: 'Morgan Estates',
    });
    await insertTestUser(db, { email: 'carla.ng@example.co.uk', full_name: 'Carla Ng', status: 'NOT_ACTIVE' });
    await insertTestUser(db, { email: 'dev100%_x@example.co.uk', full_name: 'Percy Percent' });
    for (let index = 0; index < 22; index += 1) {
      await insertTestUser(db, {
        email: `bulk${String(index).padStart(2, '0')}@example.co.uk`,
        full_name: 'Bulk Investor',
      });
    }
  });
  afterAll(() => t.close());

  const list = async (query = '', headers = adminHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/users${query}`, headers });
  const page = async (query = '') => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('answers 20 users a page by default, e-mail ascending, with the count of every match', async () => {
    const { users, count } = await page();

    expect(count).toBe(27);
    expect(users).toHaveLength(20);
    const emails = users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails[0]).toBe('admin@keystone.example');
  });

  it('pages with limit and offset', async () => {
    const first = await page('?limit=5');
    const second = await page('?limit=5&offset=5');
    const last = await page('?offset=25');

    expect(first.users).toHaveLength(5);
    expect(second.users.map((user) => user.email)).not.toContain(first.users[0]?.email);
    expect((second.users[0]?.email ?? '') > (first.users[4]?.email ?? '')).toBe(true);
    expect(last.users).toHaveLength(2);
    expect(last.count).toBe(27);
  });

  it('answers each user in the contract shape, with no secrets', async () => {
    const { users } = await page('?searchTerm=morgan');

    expect(users).toEqual([
      expect.objectContaining({
        email: 'brian.morgan@example.co.uk',
        companyName: 'Morgan Estates',
        kycStatus: 'DRAFT',
        balancePence: 0,
      }),
    ]);
    expect(JSON.stringify(users)).not.toMatch(/argon2|password/i);
  });

  it('searches full name, e-mail and company name, ignoring case', async () => {
    expect((await page('?searchTerm=ZOE')).users.map((user) => user.email)).toEqual(['zoe.investor@example.co.uk']);
    expect((await page('?searchTerm=carla.NG@')).users.map((user) => user.email)).toEqual(['carla.ng@example.co.uk']);
    expect((await page('?searchTerm=estates')).users.map((user) => user.email)).toEqual(['brian.morgan@example.co.uk']);
    const bulk = await page('?searchTerm=bulk%20investor&limit=3');
    expect(bulk.count).toBe(22);
    expect(bulk.users).toHaveLength(3);
  });

  it('looks for % and _ literally', async () => {
    expect((await page('?searchTerm=100%25_')).users.map((user) => user.email)).toEqual(['dev100%_x@example.co.uk']);
    expect((await page('?searchTerm=%25')).count).toBe(1);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await page('?searchTerm=nobody-like-this')).toEqual({ users: [], count: 0 });
  });

  it('filters by status', async () => {
    const notActive = await page('?status=NOT_ACTIVE');
    expect(notActive.users.map((user) => user.email)).toEqual(['carla.ng@example.co.uk']);
    expect(notActive.count).toBe(1);
    expect((await page('?status=ACTIVE')).count).toBe(26);
  });

  it('combines the filter with the search', async () => {
    expect((await page('?status=ACTIVE&searchTerm=carla')).count).toBe(0);
  });

  it('sorts by a listed column in either direction', async () => {
    const byIdDesc = (await page('?column=id&direction=DESC&limit=100')).users.map((user) => user.id);
    expect(byIdDesc).toEqual([...byIdDesc].sort((a, b) => b - a));

    const byName = (await page('?column=fullName&searchTerm=example.co.uk&limit=100')).users.map(
      (user) => user.fullName ?? '',
    );
    expect(byName[0]).toBe('Brian Morgan');
    expect(byName.at(-1)).toBe('Zoe Young');

    const byCompanyDesc = await page('?column=companyName&direction=DESC&limit=1');
    expect(byCompanyDesc.users[0]?.companyName).toBe('Morgan Estates');

    const byStatusDesc = await page('?column=status&direction=DESC&limit=1');
    expect(byStatusDesc.users[0]?.status).toBe('NOT_ACTIVE');
  });

  it('refuses a column that is not on the list: 400 code 2 naming the parameter', async () => {
    const response = await list('?column=password_hash');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [expect.objectContaining({ field: 'column' })],
    });
  });

  it('refuses a direction, status, limit or offset the contract does not allow: 400 code 2', async () => {
    for (const query of ['?direction=sideways', '?status=DELETED', '?limit=0', '?limit=101', '?offset=-1']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ errorCode: 2 });
    }
  });

  it('refuses an investor: 403 code 11', async () => {
    const response = await list('', investorHeaders);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorCode: 11, message: 'Illegal role' });
  });

  it('asks for a token: 401 code 6', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).json()).toMatchObject({ errorCode: 6 });
  });
});
