import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStatus } from '@keystone/api';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { countProjects, deleteProjectRow, setProjectStatus, updateProjectRow } from './queries.ts';

// The unsearched list's total comes from project_status_counts (migration 030), kept by triggers: after every kind of
// change, and a change rolled back, it says what counting the projects says.
describe.each(testEngines)('the projects counted per status, on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  async function counted(): Promise<Record<string, number>> {
    const { rows } = await sql<{ status: string; count: string | number }>`
      select status, count from project_status_counts where count <> 0 order by status`.execute(database.db);
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  async function actual(): Promise<Record<string, number>> {
    const { rows } = await sql<{ status: string; count: string | number }>`
      select status, count(*) as count from projects group by status order by status`.execute(database.db);
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  async function expectExact() {
    expect(await counted()).toEqual(await actual());
    const investor = (statuses: ProjectStatus[]) =>
      countProjects(database.db, { statuses, hideDrafts: true }).then(({ count }) => count);
    const admin = (statuses: ProjectStatus[]) =>
      countProjects(database.db, { statuses, hideDrafts: false }).then(({ count }) => count);
    const all = await actual();
    const sum = (statuses: string[]) => statuses.reduce((total, status) => total + (all[status] ?? 0), 0);
    expect(await admin([])).toBe(sum(Object.keys(all)));
    expect(await investor([])).toBe(sum(Object.keys(all).filter((status) => status !== 'DRAFT')));
    expect(await investor(['COMING_SOON', 'AVAILABLE_TO_PLEDGE'])).toBe(sum(['COMING_SOON', 'AVAILABLE_TO_PLEDGE']));
    expect(await investor(['DRAFT'])).toBe(0);
    expect(await admin(['DRAFT', 'ARCHIVED'])).toBe(sum(['DRAFT', 'ARCHIVED']));
  }

  it('counts projects created, changed in status, edited, deleted, and none of a change rolled back', async () => {
    await expectExact();
    const draft = await insertTestProject(database.db, { status: 'DRAFT' });
    const soon = await insertTestProject(database.db, { status: 'COMING_SOON' });
    const open = await insertTestProject(database.db);
    await insertTestProject(database.db, { status: 'ARCHIVED' });
    await expectExact();

    await setProjectStatus(database.db, soon, 'AVAILABLE_TO_PLEDGE');
    await updateProjectRow(database.db, draft, { status: 'COMING_SOON', title: 'Renamed' });
    await updateProjectRow(database.db, open, { title: 'Same status' });
    await setProjectStatus(database.db, open, 'AVAILABLE_TO_PLEDGE');
    await expectExact();
    expect((await countProjects(database.db, { statuses: ['COMING_SOON'], hideDrafts: true })).count).toBe(1);

    await expect(
      database.db.transaction().execute(async (trx) => {
        await insertTestProject(trx, { status: 'COMING_SOON' });
        await setProjectStatus(trx, soon, 'ARCHIVED');
        await deleteProjectRow(trx, open);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact();

    await deleteProjectRow(database.db, draft);
    await sql`update projects set status = 'COMPLETE' where status = 'AVAILABLE_TO_PLEDGE'`.execute(database.db);
    await expectExact();
    expect((await countProjects(database.db, { statuses: ['COMPLETE'], hideDrafts: true })).count).toBe(2);
  });
});
