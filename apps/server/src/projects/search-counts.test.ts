import { standaloneContext } from '../context/app-context.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { statementCounter } from '../testing/statement-counter.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import type { Db } from '../db/database.ts';
import { deleteProjectRow, setProjectStatus, updateProjectRow, type ProjectListPage } from './queries.ts';
import { listProjects } from './service.ts';

const investor = { userId: 0, isAdmin: false };
const page = (searchTerm: string): ProjectListPage => ({
  statuses: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'],
  hideDrafts: true,
  limit: 2,
  offset: 0,
  column: 'createdAt',
  direction: 'DESC',
  searchTerm,
});
const searchedCount = async (db: Db, term: string) =>
  (await listProjects(standaloneContext({ db }), page(term), investor)).count;

// A search's count is remembered with the list version (migration 032) and is counted again only once a project that
// a search could match has changed: it stays what counting says, after every kind of change, on every instance.
describe.each(testEngines)('the searches counted once per change of the list, on %s', (engine) => {
  const statements = statementCounter();
  let database: TestDatabase;

  beforeAll(async () => {
    database = statements.wrap(await createTestDatabase(engine));
    for (const city of ['Harrogate', 'Harrogate', 'Harrogate', 'York']) await insertTestProject(database.db, { city });
  });
  afterAll(() => database.close());

  it('a repeated search sends only its page: the count is not read again', async () => {
    expect(await searchedCount(database.db, 'Harrogate')).toBe(3);
    statements.reset();
    expect(await searchedCount(database.db, 'Harrogate')).toBe(3);
    expect(statements.count).toBe(1);
  });

  it('is counted again, and right, after a project is added, edited, moved to another status or deleted', async () => {
    const expectCount = async (expected: number) => {
      expect(await searchedCount(database.db, 'Harrogate')).toBe(expected);
      expect(await searchedCount(database.db, 'Harrogate')).toBe(expected);
    };
    await expectCount(3);
    const added = await insertTestProject(database.db, { city: 'Harrogate' });
    await expectCount(4);
    await updateProjectRow(database.db, added, { city: 'Ripon' });
    await expectCount(3);
    await updateProjectRow(database.db, added, { title: 'Harrogate Mews' });
    await expectCount(4);
    await setProjectStatus(database.db, added, 'DRAFT');
    await expectCount(3);
    await setProjectStatus(database.db, added, 'COMING_SOON');
    await expectCount(4);
    await deleteProjectRow(database.db, added);
    await expectCount(3);
  });

  it('a page past the end, with no row to carry the version, still answers the count', async () => {
    const past = await listProjects(
      standaloneContext({ db: database.db }),
      { ...page('Harrogate'), offset: 10 },
      investor,
    );
    expect(past).toEqual({ projects: [], count: 3 });
  });

  it('moves the list version once a transaction, however many projects it changes', async () => {
    const version = async () =>
      Number(
        (await sql<{ version: string }>`select version from project_list_version`.execute(database.db)).rows[0]
          ?.version,
      );
    const before = await version();
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 3; index += 1) await insertTestProject(trx, { city: 'Selby' });
    });
    expect(await version()).toBe(before + 1);
    expect(await searchedCount(database.db, 'Selby')).toBe(3);
  });
});

describe.runIf(testEngines.includes('postgres'))(
  'a search counted on one instance, a project changed on another',
  () => {
    let a: TestDatabase;
    let b: Db;
    let closeB: () => Promise<void>;

    beforeAll(async () => {
      a = await createTestDatabase('postgres');
      const second = openPostgres(a.url ?? '', 2);
      b = second.db;
      closeB = () => second.close();
      await insertTestProject(a.db, { city: 'Whitby' });
    });
    afterAll(async () => {
      await closeB();
      await a.close();
    });

    it("the instance that remembered the count counts again after the other's change", async () => {
      expect(await searchedCount(a.db, 'Whitby')).toBe(1);
      expect(await searchedCount(b, 'Whitby')).toBe(1);
      await insertTestProject(b, { city: 'Whitby' });
      expect(await searchedCount(a.db, 'Whitby')).toBe(2);
    });
  },
);
