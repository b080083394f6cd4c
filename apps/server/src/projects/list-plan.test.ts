import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { findProjectPage, type ProjectListPage } from './queries.ts';

interface PreparedStatement {
  name: string;
  statement: string;
  generic_plans: string | number;
  custom_plans: string | number;
}

// PostgreSQL only (PGlite has no pool of prepared statements): the investor's first page is planned once per
// connection (a generic plan), later pages on each call; each statement goes by the name its compiled query carries
// (keystone_shape_…, not one found from its text).
describe.runIf(testEngines.includes('postgres'))('how PostgreSQL plans the project list', () => {
  let database: TestDatabase;
  const investorPage: ProjectListPage = {
    statuses: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'],
    hideDrafts: true,
    limit: 12,
    offset: 0,
    column: 'createdAt',
    direction: 'DESC',
  };
  const reader = { userId: 1, isAdmin: false };
  const calls = 10;

  beforeAll(async () => {
    // One connection, so every call meets the same prepared statements.
    database = await createTestDatabase('postgres', { postgresPoolSize: 1 });
    // Enough projects that a page is a small share of them, as in production (the bench has 10,000).
    const first = await insertTestProject(database.db, { city: 'Leeds' });
    await sql`
      insert into projects (title, description, status, project_type, purpose, address, city, latitude, longitude,
        short_start_date, short_end_date, short_funding_target_pence, short_funding_minimum_pence,
        short_debt_expected_rate)
      select 'Project ' || n, description, status, project_type, purpose, address,
        case when n % 4 = 0 then 'Leeds' else 'York' end, latitude, longitude, short_start_date, short_end_date,
        short_funding_target_pence, short_funding_minimum_pence, short_debt_expected_rate
      from projects, generate_series(1, 3000) as n where projects.id = ${first}`.execute(database.db);
    await sql`analyze projects`.execute(database.db);
    for (let call = 0; call < calls; call += 1) {
      await findProjectPage(database.db, investorPage, reader);
      await findProjectPage(database.db, { ...investorPage, searchTerm: call % 2 === 0 ? 'Leeds' : 'ork' }, reader);
      await findProjectPage(database.db, { ...investorPage, offset: 12 * (call + 1) }, reader);
    }
  });
  afterAll(() => database.close());

  async function preparedLists() {
    const { rows } = await sql<PreparedStatement>`
      select name, statement, generic_plans, custom_plans from pg_prepared_statements
      where statement like '%from "projects"%' and statement not like '%pg_prepared_statements%'`.execute(database.db);
    return rows;
  }

  it("plans the investor's first page once: a generic plan after PostgreSQL's first five custom ones", async () => {
    const [list] = (await preparedLists()).filter(
      (row) => !row.statement.includes('ilike') && !row.statement.includes('offset'),
    );
    expect(list?.statement).toContain('project_status_counts');
    expect(list?.name).toMatch(/^keystone_shape_/);
    expect(Number(list?.custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(list?.generic_plans)).toBeGreaterThanOrEqual(calls - 5);
  });

  it('plans a later page and a search for their values on every call: sent unnamed, never prepared', async () => {
    const planned = (await preparedLists()).filter(
      (row) => row.statement.includes('offset') || row.statement.includes('ilike'),
    );
    expect(planned).toEqual([]);
  });
});
