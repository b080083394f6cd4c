import type { Project, ProjectStatus } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { insertTestFollow, insertTestProject } from '../testing/builders/projects.ts';

interface Page {
  projects: Project[];
  count: number;
}

// 16 projects an investor sees by default (14 available, 2 coming soon), 3 DRAFT, 2 COMPLETE, 1 ARCHIVED: 22 in all.
const statusesInOrder: ProjectStatus[] = [
  ...Array<ProjectStatus>(14).fill('AVAILABLE_TO_PLEDGE'),
  'COMING_SOON',
  'COMING_SOON',
  'DRAFT',
  'DRAFT',
  'DRAFT',
  'COMPLETE',
  'COMPLETE',
  'ARCHIVED',
];

describe.each(testEngines)('GET /api/projects on %s', (engine) => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  let investorHeaders: Record<string, string>;
  let followedId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const admin = await insertTestUser(db, { role: 'ADMIN' });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
    const investor = await insertTestUser(db);
    investorHeaders = bearer(await tokenFor(t.config.jwtSecret, investor));
    const base = Date.UTC(2026, 0, 1);
    for (const [index, status] of statusesInOrder.entries()) {
      const comingSoon = status === 'COMING_SOON';
      await insertTestProject(db, {
        status,
        title: comingSoon ? `Harbourside ${index}` : `Project ${String(index).padStart(2, '0')}`,
        city: comingSoon ? 'Bristol' : index === 3 ? '100%_city' : 'Leeds',
        created_at: new Date(base + index * 60_000),
        // Project 05 is half funded, project 06 a quarter: the progress sort puts them first.
        short_funded_pence: index === 5 ? 5_000_000 : index === 6 ? 2_500_000 : 0,
      });
    }
    followedId = await insertTestProject(db, {
      status: 'AVAILABLE_TO_PLEDGE',
      title: 'Followed long-term scheme',
      city: 'York',
      created_at: new Date(base - 86_400_000),
      allow_long_term: true,
      long_start_date: '2027-08-01',
      long_end_date: '2029-08-01',
      long_funding_target_pence: 4_000_000,
      long_funding_minimum_pence: 100_000,
      long_funded_pence: 1_000_000,
      short_funded_pence: 3_000_000,
    });
    await insertTestFollow(db, investor.id, followedId);
  });
  afterAll(() => t.close());

  const list = async (query = '', headers = investorHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/projects${query}`, headers });
  const page = async (query = '', headers = investorHeaders) => {
    const response = await list(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('shows an investor 12 a page of the coming-soon and pledgeable projects, newest first', async () => {
    const { projects, count } = await page();

    expect(count).toBe(17);
    expect(projects).toHaveLength(12);
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(['COMING_SOON', 'AVAILABLE_TO_PLEDGE']));
    const created = projects.map((project) => project.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(projects[0]?.title).toBe('Harbourside 15');
  });

  it('shows an admin 20 a page of every project, DRAFT included', async () => {
    const { projects, count } = await page('', adminHeaders);

    expect(count).toBe(23);
    expect(projects).toHaveLength(20);
    expect(projects.map((project) => project.status)).toContain('DRAFT');
  });

  it('pages with limit and offset; a page past the end still has the count', async () => {
    const first = await page('?limit=5');
    const second = await page('?limit=5&offset=5');
    const past = await page('?offset=100');

    expect(first.projects).toHaveLength(5);
    expect(second.projects).toHaveLength(5);
    expect(second.projects[0]?.id).not.toBe(first.projects[0]?.id);
    expect(past).toEqual({ projects: [], count: 17 });
  });

  it('filters by statuses sent as repeated keys, or as one key', async () => {
    const finished = await page('?status=COMPLETE&status=ARCHIVED');
    expect(finished.count).toBe(3);
    expect(new Set(finished.projects.map((project) => project.status))).toEqual(new Set(['COMPLETE', 'ARCHIVED']));

    expect((await page('?status=COMING_SOON')).count).toBe(2);
    expect((await page('?status=DRAFT&status=COMPLETE', adminHeaders)).count).toBe(5);
  });

  it('never shows an investor a DRAFT project, even when asked for', async () => {
    expect(await page('?status=DRAFT')).toEqual({ projects: [], count: 0 });
    expect((await page('?status=DRAFT&status=COMPLETE')).count).toBe(2);
  });

  it('searches the title and the city, case-insensitively and literally', async () => {
    const bristol = await page('?searchTerm=bRISTOL');
    expect(bristol.count).toBe(2);
    expect(bristol.projects.every((project) => project.city === 'Bristol')).toBe(true);

    expect((await page('?searchTerm=project%2007')).projects.map((project) => project.title)).toEqual(['Project 07']);
    expect((await page(`?searchTerm=${encodeURIComponent('100%_')}`)).count).toBe(1);
    expect((await page('?searchTerm=Harbourside&status=ARCHIVED')).count).toBe(0);
  });

  it('sorts an admin table by a whitelisted column in either direction', async () => {
    const byTitle = await page('?column=title&direction=ASC&limit=100', adminHeaders);
    const titles = byTitle.projects.map((project) => project.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const byProgress = await page('?column=fundedPercent&direction=DESC&limit=3', adminHeaders);
    expect(byProgress.projects.map((project) => project.title)).toEqual([
      'Project 05',
      'Followed long-term scheme',
      'Project 06',
    ]);

    const oldest = await page('?column=createdAt&direction=ASC&limit=1', adminHeaders);
    expect(oldest.projects[0]?.id).toBe(followedId);
  });

  it('refuses a column outside the whitelist with 400 code 2', async () => {
    const response = await list('?column=password_hash', adminHeaders);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 2 });
  });

  it("answers each project's funded sums and whether the caller follows it", async () => {
    const { projects } = await page('?searchTerm=Followed');
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({
      id: followedId,
      currentUserFollowed: true,
      shortFundedSumPence: 3_000_000,
      longFundedSumPence: 1_000_000,
      images: [],
      documents: [],
    });

    const others = await page('?searchTerm=Project%2005', adminHeaders);
    expect(others.projects[0]).toMatchObject({ currentUserFollowed: false, longFundedSumPence: null });
    const followedForAdmin = await page('?searchTerm=Followed', adminHeaders);
    expect(followedForAdmin.projects[0]?.currentUserFollowed).toBe(false);
  });

  it('asks for a token', async () => {
    const response = await list('', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });
});
