import { standaloneContext } from '../context/app-context.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserForRequest } from '../auth/queries.ts';
import { findUserById } from '../users/queries.ts';
import { findLatestLoanBook, insertLoanBookSnapshot } from '../loan-book/queries.ts';
import { NO_LOAN_BOOK } from '@keystone/flows/dashboard';
import { getInvestorDashboard } from '../dashboard/service.ts';
import { countProjects, findProjectPage, type ProjectListPage } from '../projects/queries.ts';
import { findProjectTimeline, findUpdatePage } from '../project-updates/queries.ts';
import { insertTestFollow, insertTestProject } from '../testing/builders/projects.ts';
import { insertTestUser } from '../testing/builders/users.ts';
import { statementCounter } from '../testing/statement-counter.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { compiledOnce, compiledShapes, type Parameters } from './compiled-query.ts';

// The hot reads run from a query Kysely compiled once: a second call of each builds and compiles nothing (the
// counter's plugin sees every compile), yet sends its statement with the second call's values.
describe.each(testEngines)('queries compiled once, on %s', (engine) => {
  const statements = statementCounter();
  let database: TestDatabase;
  let investorId: number;
  let adminId: number;

  beforeAll(async () => {
    database = statements.wrap(await createTestDatabase(engine));
    investorId = (await insertTestUser(database.db)).id;
    adminId = (await insertTestUser(database.db, { role: 'ADMIN', email: 'admin.compiled@example.co.uk' })).id;
    for (let index = 0; index < 5; index += 1) await insertTestProject(database.db, { city: `Town ${index}` });
    await insertTestProject(database.db, { status: 'DRAFT' });
  });
  afterAll(() => database.close());

  /** What the second of two calls compiled and sent. */
  async function secondCall<T>(call: () => Promise<T>): Promise<{ compiled: number; sent: number; answer: T }> {
    await call();
    statements.reset();
    const answer = await call();
    return { compiled: statements.compiled, sent: statements.count, answer };
  }

  const investorPage: ProjectListPage = {
    statuses: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'],
    hideDrafts: true,
    limit: 12,
    offset: 0,
    column: 'createdAt',
    direction: 'DESC',
  };
  const pages: Record<string, { page: ProjectListPage; reader: 'investor' | 'admin'; expected: number }> = {
    "an investor's first page": { page: investorPage, reader: 'investor', expected: 5 },
    'a search': { page: { ...investorPage, searchTerm: 'Town 3' }, reader: 'investor', expected: 1 },
    'a later page': { page: { ...investorPage, limit: 2, offset: 2 }, reader: 'investor', expected: 2 },
    "the admin's table by title": {
      page: { ...investorPage, statuses: [], hideDrafts: false, column: 'title', direction: 'ASC', limit: 20 },
      reader: 'admin',
      expected: 6,
    },
  };

  it.each(Object.keys(pages))('the project list, %s: the second call compiles nothing', async (name) => {
    const { page, reader, expected } = pages[name]!;
    const userId = reader === 'admin' ? adminId : investorId;
    const { compiled, sent, answer } = await secondCall(() =>
      findProjectPage(database.db, page, { userId, isAdmin: reader === 'admin' }),
    );
    expect(compiled).toBe(0);
    expect(sent).toBe(1);
    expect(answer).toHaveLength(expected);
  });

  it('the list, with other values, answers for them: the follows of the caller, the limit and the search asked', async () => {
    const [newest] = await findProjectPage(database.db, investorPage, { userId: investorId, isAdmin: false });
    await insertTestFollow(database.db, investorId, newest!.id);
    statements.reset();
    const mine = await findProjectPage(database.db, investorPage, { userId: investorId, isAdmin: false });
    const theirs = await findProjectPage(database.db, investorPage, { userId: adminId, isAdmin: false });
    const shorter = await findProjectPage(database.db, { ...investorPage, limit: 3 }, { userId: 0, isAdmin: false });
    const search = { ...investorPage, searchTerm: 'Town 1' };
    const found = await findProjectPage(database.db, search, { userId: 0, isAdmin: false });
    expect(mine[0]?.current_user_followed).toBe(true);
    expect(theirs[0]?.current_user_followed).toBe(false);
    expect(shorter).toHaveLength(3);
    expect(found.map((row) => row.city)).toEqual(['Town 1']);
    expect((await countProjects(database.db, { ...search, searchTerm: 'Town 2' })).count).toBe(1);
    expect((await countProjects(database.db, investorPage)).count).toBe(5);
  });

  it("the investor's dashboard, with and without its first pages: the second call compiles nothing", async () => {
    for (const loadFirstPageRelated of [false, true]) {
      const period = { filter: 'ALL_TIME' as const, today: new Date(), loadFirstPageRelated };
      const { compiled, sent } = await secondCall(() =>
        getInvestorDashboard(standaloneContext({ db: database.db }), investorId, period),
      );
      expect({ loadFirstPageRelated, compiled, sent }).toEqual({
        loadFirstPageRelated,
        compiled: 0,
        sent: loadFirstPageRelated ? 5 : 3,
      });
    }
  });

  it("a project's updates and the investor's feed: the second call compiles nothing", async () => {
    const [project] = await findProjectPage(database.db, investorPage, { userId: investorId, isAdmin: false });
    const page = { projectId: project!.id, limit: 11, offset: 0 };
    const reads: Record<string, () => Promise<unknown>> = {
      timeline: () => findProjectTimeline(database.db, { ...page, reader: { userId: investorId, isAdmin: false } }),
      adminTimeline: () => findProjectTimeline(database.db, { ...page, reader: { userId: adminId, isAdmin: true } }),
      feed: () =>
        findUpdatePage(database.db, { reader: { userId: investorId, isAdmin: false }, limit: 11, offset: 10 }),
    };
    for (const [name, read] of Object.entries(reads)) {
      const { compiled, sent } = await secondCall(read);
      expect({ name, compiled, sent }).toEqual({ name, compiled: 0, sent: 1 });
    }
  });

  it("the session check's read: the second call compiles nothing and answers for the session asked", async () => {
    const { compiled, sent, answer } = await secondCall(() =>
      findUserForRequest(database.db, investorId, randomUUID()),
    );
    expect({ compiled, sent, id: answer?.id, signedOut: answer?.signed_out }).toEqual({
      compiled: 0,
      sent: 1,
      id: investorId,
      signedOut: false,
    });
    expect(await findUserForRequest(database.db, 0, randomUUID())).toBeUndefined();
  });

  it("the signed-in user's profile: the second call compiles nothing and reads the user asked for", async () => {
    const { compiled, sent, answer } = await secondCall(() => findUserById(database.db, investorId));
    expect({ compiled, sent, id: answer?.id }).toEqual({ compiled: 0, sent: 1, id: investorId });
    expect((await findUserById(database.db, adminId))?.role).toBe('ADMIN');
  });

  it("the public loan book's read: the second call compiles nothing and answers the latest copy", async () => {
    const { computedAt: _none, ...figures } = NO_LOAN_BOOK;
    await insertLoanBookSnapshot(database.db, new Date('2026-08-31T10:07:00.000Z'), figures);
    await insertLoanBookSnapshot(database.db, new Date('2026-08-31T11:07:00.000Z'), { ...figures, years: [] });
    const { compiled, sent, answer } = await secondCall(() => findLatestLoanBook(database.db));
    expect({ compiled, sent, computedAt: answer?.computedAt }).toEqual({
      compiled: 0,
      sent: 1,
      computedAt: '2026-08-31T11:07:00.000Z',
    });
  });

  it('puts each value where its stand-in was, however often it is used, and keeps the constants', async () => {
    const echo = compiledOnce(
      (_db, p: Parameters<{ a: number; b: string }>) =>
        sql<{ a: number; b: string; again: number; constant: string }>`
        select ${p.a}::int as a, ${p.b}::text as b, ${p.a}::int + 1 as again, ${'fixed'}::text as constant`,
    );
    expect((await echo(database.db, { a: 1, b: 'one' }))[0]).toEqual({ a: 1, b: 'one', again: 2, constant: 'fixed' });
    expect((await echo(database.db, { a: 7, b: 'seven' }))[0]).toEqual({
      a: 7,
      b: 'seven',
      again: 8,
      constant: 'fixed',
    });
  });

  it('compiles a shape beyond the last one kept on every call, still answering right', async () => {
    let builds = 0;
    const shapes = compiledShapes(
      (shape: number) => String(shape),
      (_db, shape: number, p: Parameters<{ value: number }>) => {
        builds += 1;
        return sql<{ sum: number }>`select ${sql.lit(shape)}::int + ${p.value}::int as sum`;
      },
      { maxShapes: 1 },
    );
    expect(await shapes(database.db, 1, { value: 1 })).toEqual([{ sum: 2 }]);
    expect(await shapes(database.db, 1, { value: 2 })).toEqual([{ sum: 3 }]);
    expect(await shapes(database.db, 2, { value: 2 })).toEqual([{ sum: 4 }]);
    expect(await shapes(database.db, 2, { value: 3 })).toEqual([{ sum: 5 }]);
    expect(builds).toBe(3);
  });
});
