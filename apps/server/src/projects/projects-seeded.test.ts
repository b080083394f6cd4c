import type { Project, ProjectPage, ProjectUpdatePage, ProjectUpdateRevisionList } from '@keystone/api';
import { allDemoProjectsAsOf, demoPeople, demoProjectUpdatesAsOf } from '@keystone/demo/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../providers/providers.ts';
import { seedDemoData } from '../seed/seed.ts';
import { secondStepIfAsked } from '../testing/second-factor.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

const today = new Date('2026-11-22T12:00:00Z');
/** What the database assigns (ids); the images and documents are compared without their ids. */
const assigned = ['id', 'createdAt', 'images', 'documents', 'currentUserFollowed'] as const;
const comparable = (project: Project) => {
  const copy: Partial<Project> = { ...project };
  for (const field of assigned) delete copy[field];
  return copy;
};
const filesOf = ({ images, documents }: Project) => ({
  images: images.map(({ url, main }) => ({ url, main })),
  documents: documents.map(({ id: _id, ...document }) => document),
});

// The server answers the demo projects as the mocks do: the same figures, the funded sums from the seeded investments.
describe.each(testEngines)('the seeded demo projects through the API on %s', (engine) => {
  let t: TestApp;
  const demos = allDemoProjectsAsOf(today).map((demo) => demo.project);
  const headers: Record<'investor' | 'admin', Record<string, string>> = { investor: {}, admin: {} };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoData(
      t.database.db,
      today,
      createFileStorage(t.config, t.database.db, t.database.engine),
      undefined,
      t.config.secondFactorKey,
    );
    for (const [role, person] of [
      ['investor', demoPeople.approvedInvestor],
      ['admin', demoPeople.admin],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.user.email, password: person.password },
      });
      headers[role] = { authorization: `Bearer ${(await secondStepIfAsked(t, person, response)).token}` };
    }
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, role: 'investor' | 'admin') => {
    const response = await t.app.inject({ method: 'GET', url, headers: headers[role] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('lists every demo project for the admin with the figures of the fixtures', async () => {
    const { projects, count } = await get<ProjectPage>('/api/projects?limit=100', 'admin');

    expect(count).toBe(demos.length);
    expect(count).toBeGreaterThanOrEqual(24);
    const byTitle = new Map(projects.map((project) => [project.title, project]));
    for (const demo of demos) {
      const served = byTitle.get(demo.title);
      expect(served, demo.title).toBeDefined();
      if (served) {
        // The fixtures leave the repayment state out, which the portal reads as on time; the seed moves none.
        expect(comparable(served), demo.title).toEqual({
          repaymentState: 'ON_TIME',
          repaymentStateSince: null,
          ...comparable(demo),
        });
        // The seed stored the files under the keys the fixtures name, so the URLs are the mocks' too.
        expect(filesOf(served), demo.title).toEqual(filesOf(demo));
      }
    }
  });

  it('shows the investor by default only the coming-soon and pledgeable ones, and each by id', async () => {
    const { projects } = await get<ProjectPage>('/api/projects?limit=100', 'investor');
    const expected = demos.filter((demo) => demo.status === 'COMING_SOON' || demo.status === 'AVAILABLE_TO_PLEDGE');

    // More than one page of cards (12), so the pager can be tried.
    expect(expected.length).toBeGreaterThan(12);
    expect(projects.map((project) => project.title).sort()).toEqual(expected.map((demo) => demo.title).sort());
    for (const project of projects) {
      expect(comparable(await get<Project>(`/api/projects/${project.id}`, 'investor'))).toEqual(comparable(project));
    }
  });
  it("answers each term's funded sum as what its paid investments moved through the ledger", async () => {
    const { projects } = await get<ProjectPage>('/api/projects?limit=100', 'admin');
    const paid = await t.database.db
      .selectFrom('investments')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'investments.ledger_transaction_id')
      .select(['investments.project_id', 'investments.term', 'investments.amount_pence'])
      .where('investments.status', '=', 'SUCCEEDED')
      .execute();
    const paidSum = (projectId: number, term: string) =>
      paid
        .filter((row) => row.project_id === projectId && row.term === term)
        .reduce((sum, row) => sum + row.amount_pence, 0);

    expect(paid.length).toBeGreaterThan(0);
    for (const project of projects) {
      expect(project.shortFundedSumPence, project.title).toBe(paidSum(project.id, 'SHORT'));
      expect(project.longFundedSumPence ?? 0, project.title).toBe(paidSum(project.id, 'LONG'));
    }
  });

  it("answers the demo's updates as the mocks do, the edited one with its earlier version, its files served", async () => {
    const seeded = demoProjectUpdatesAsOf(today);
    // Answered newest first, as the mock sorts them, with the seed's day's times.
    const expected = seeded
      .map(({ update, postedAt, editedAt }) => ({
        ...update,
        projectId: expect.any(Number),
        postedAt: postedAt.toISOString(),
        editedAt: editedAt?.toISOString() ?? null,
      }))
      .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id);
    const feed = await get<ProjectUpdatePage>('/api/updates/feed', 'investor');
    expect(feed).toEqual({ updates: expected, nextOffset: null });
    const byTitle = new Map(feed.updates.map((update) => [update.title, update]));
    for (const { update, earlier } of seeded) {
      const served = byTitle.get(update.title)!;
      const timeline = await get<ProjectUpdatePage>(`/api/projects/${served.projectId}/updates`, 'investor');
      expect(timeline.updates.map((each) => each.id)).toContain(update.id);
      const { revisions } = await get<ProjectUpdateRevisionList>(
        `/api/projects/${served.projectId}/updates/${update.id}/revisions`,
        'investor',
      );
      const shift = (iso: string) =>
        new Date(Date.parse(iso) - Date.parse(update.postedAt) + Date.parse(served.postedAt)).toISOString();
      expect(revisions).toEqual(
        [...earlier].reverse().map((version) => ({
          ...version,
          savedAt: shift(version.savedAt),
          replacedAt: shift(version.replacedAt),
        })),
      );
      for (const file of [...served.photos, ...served.documents]) {
        const response = await t.app.inject({ method: 'GET', url: file.url, headers: headers.investor });
        expect(response.statusCode, file.url).toBe(200);
      }
    }
    // One edited once, one for followers too, as the brief of the demo asks.
    expect(seeded.filter(({ earlier }) => earlier.length === 1)).toHaveLength(1);
    expect(seeded.some(({ update }) => update.audience === 'INVESTORS_AND_FOLLOWERS')).toBe(true);
  });
});
