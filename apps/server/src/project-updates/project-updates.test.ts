import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProjectUpdate, ProjectUpdateInput, ProjectUpdatePage, ProjectUpdateRevisionList } from '@keystone/api';
import { PROJECT_UPDATES_PAGE_SIZE } from '@keystone/flows/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { testPdf, testPng } from '../testing/builders/upload-files.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { insertTestFollow, insertTestProject } from '../testing/builders/projects.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { payIntoWallet } from '../testing/builders/wallet.ts';
import { toldOfProject } from '../notifications/notifications.test-support.ts';

const png = await testPng();
const pdf = await testPdf();

function multipart(name: string, bytes: Buffer) {
  const boundary = '----keystone-update-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Headers = Record<string, string>;

describe.each(testEngines)('project updates on %s', (engine) => {
  let t: TestApp;
  // The clock moves within the tokens' 8 hours.
  let now = new Date('2026-03-02T10:00:00Z');
  let admin: Headers;
  let otherAdmin: Headers;
  /** Invested in the project. */
  let investor: Headers;
  /** Follows the project, invested in nothing. */
  let follower: Headers;
  /** Neither invested nor following. */
  let stranger: Headers;
  /** The admin behind `admin`. */
  const ids = { admin: 0 };
  let projectId: number;
  let otherProjectId: number;
  let draftId: number;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { dataDir: mkdtempSync(path.join(os.tmpdir(), 'keystone-updates-')) },
      { clock: { now: () => now } },
    );
    const db = t.database.db;
    const token = async (user: Parameters<typeof tokenFor>[1]) => bearer(await tokenFor(t.config.jwtSecret, user));
    const adminUser = await insertTestUser(db, { role: 'ADMIN' });
    admin = await token(adminUser);
    otherAdmin = await token(await insertTestUser(db, { role: 'ADMIN' }));
    const investorUser = await insertTestUser(db);
    const followerUser = await insertTestUser(db);
    investor = await token(investorUser);
    follower = await token(followerUser);
    stranger = await token(await insertTestUser(db));
    ids.admin = adminUser.id;
    projectId = await insertTestProject(db, { title: 'Canal Wharf', status: 'AVAILABLE_TO_PLEDGE' });
    otherProjectId = await insertTestProject(db, { title: 'Mill Lane', status: 'AVAILABLE_TO_PLEDGE' });
    draftId = await insertTestProject(db, { title: 'Secret draft', status: 'DRAFT' });
    await payIntoWallet(db, investorUser.id, 500_000, new Date('2026-01-01T09:00:00Z'));
    await investFromWallet(db, {
      userId: investorUser.id,
      projectId,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 200_000,
      at: new Date('2026-01-02T09:00:00Z'),
    });
    await insertTestFollow(db, followerUser.id, projectId);
    await insertTestFollow(db, followerUser.id, otherProjectId);
  });
  afterAll(() => t.close());

  const upload = async (headers: Headers, purpose: string, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/file/temp?purpose=${purpose}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ fileUrl: string }>().fileUrl;
  };
  const input = (overrides: Partial<ProjectUpdateInput> = {}): ProjectUpdateInput => ({
    title: 'Roof on',
    text: 'The roof went on this week.',
    audience: 'INVESTORS_AND_FOLLOWERS',
    photos: [],
    documents: [],
    ...overrides,
  });
  const post = (id: number, body: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${id}/updates`, headers, payload: body as object });
  const edit = (id: number, updateId: number, body: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/projects/${id}/updates/${updateId}`, headers, payload: body as object });
  const posted = async (id: number, body: ProjectUpdateInput) => {
    const response = await post(id, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProjectUpdate>();
  };
  const timeline = async (id: number, headers: Headers, offset = 0) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/updates?offset=${offset}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProjectUpdatePage>();
  };
  const feed = async (headers: Headers, offset = 0) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/updates/feed?offset=${offset}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProjectUpdatePage>();
  };
  const titles = (page: ProjectUpdatePage) => page.updates.map((update) => update.title);
  const download = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  it('posts an update with a photo and a document, and shows it to its investors and followers only', async () => {
    const photo = await upload(admin, 'PROJECT_IMAGE', 'site/roof.png', png);
    const document = await upload(admin, 'PROJECT_DOCUMENT', 'Monitoring report.pdf', pdf);
    now = new Date('2026-03-02T10:00:00Z');
    const update = await posted(projectId, input({ photos: [{ url: photo }], documents: [{ url: document }] }));

    expect(update).toEqual({
      id: expect.any(Number),
      projectId,
      projectTitle: 'Canal Wharf',
      title: 'Roof on',
      text: 'The roof went on this week.',
      audience: 'INVESTORS_AND_FOLLOWERS',
      postedAt: '2026-03-02T10:00:00.000Z',
      editedAt: null,
      photos: [{ url: photo, name: 'roof.png' }],
      documents: [{ url: document, name: 'Monitoring report.pdf' }],
    });
    for (const reader of [investor, follower, admin])
      expect(titles(await timeline(projectId, reader))).toEqual(['Roof on']);
    expect(titles(await timeline(projectId, stranger))).toEqual([]);
    expect(titles(await feed(follower))).toEqual(['Roof on']);
    expect(titles(await feed(investor))).toEqual(['Roof on']);
    expect(titles(await feed(stranger))).toEqual([]);

    for (const reader of [investor, follower]) {
      expect((await download(photo, reader)).statusCode).toBe(200);
      expect((await download(document, reader)).statusCode).toBe(200);
    }
    // Another investor's id: the files of an update they may not read are refused, as the update is hidden.
    for (const url of [photo, document]) {
      const refused = await download(url, stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 10 });
    }
  });

  it('keeps an update for investors from followers, its files included', async () => {
    const photo = await upload(admin, 'PROJECT_IMAGE', 'valuation.png', png);
    now = new Date('2026-03-02T10:30:00Z');
    await posted(projectId, input({ title: 'Valuation in', audience: 'INVESTORS', photos: [{ url: photo }] }));

    expect(titles(await timeline(projectId, investor))).toEqual(['Valuation in', 'Roof on']);
    expect(titles(await timeline(projectId, follower))).toEqual(['Roof on']);
    expect(titles(await feed(follower))).toEqual(['Roof on']);
    expect(titles(await feed(investor))).toEqual(['Valuation in', 'Roof on']);
    expect((await download(photo, investor)).statusCode).toBe(200);
    expect((await download(photo, follower)).statusCode).toBe(403);
  });

  it('keeps every version when an admin edits, and says when it was edited', async () => {
    const [roofOn] = (await timeline(projectId, admin)).updates.filter((update) => update.title === 'Roof on');
    now = new Date('2026-03-02T15:45:00Z');
    const response = await edit(
      projectId,
      roofOn!.id,
      input({ title: 'Roof on, at last', text: 'The roof went on, a week late.', audience: 'INVESTORS' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProjectUpdate>()).toMatchObject({
      title: 'Roof on, at last',
      postedAt: '2026-03-02T10:00:00.000Z',
      editedAt: '2026-03-02T15:45:00.000Z',
      photos: [],
      documents: [],
    });

    const revisions = await t.database.db
      .selectFrom('project_update_revisions')
      .select(['revision', 'title', 'body', 'audience', 'files'])
      .where('update_id', '=', roofOn!.id)
      .orderBy('revision')
      .execute();
    expect(revisions.map(({ revision, title, audience }) => ({ revision, title, audience }))).toEqual([
      { revision: 1, title: 'Roof on', audience: 'INVESTORS_AND_FOLLOWERS' },
      { revision: 2, title: 'Roof on, at last', audience: 'INVESTORS' },
    ]);
    expect(revisions[0]!.body).toBe('The roof went on this week.');
    expect(revisions[0]!.files).toHaveLength(2);
    // Its readers read the version it replaced, the files it dropped named.
    const earlier = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/updates/${roofOn!.id}/revisions`,
      headers: investor,
    });
    expect(earlier.json<ProjectUpdateRevisionList>().revisions).toEqual([
      {
        revision: 1,
        title: 'Roof on',
        text: 'The roof went on this week.',
        audience: 'INVESTORS_AND_FOLLOWERS',
        photos: [{ name: 'roof.png' }],
        documents: [{ name: 'Monitoring report.pdf' }],
        savedAt: '2026-03-02T10:00:00.000Z',
        replacedAt: '2026-03-02T15:45:00.000Z',
      },
    ]);
    // Now for investors only: the follower no longer reads it, nor the photo it dropped.
    expect(titles(await timeline(projectId, follower))).toEqual([]);
    expect(titles(await timeline(projectId, investor))).toEqual(['Valuation in', 'Roof on, at last']);
    expect(roofOn!.photos[0] && (await download(roofOn!.photos[0].url, follower)).statusCode).toBe(403);
  });

  it("shows an update's earlier versions, newest first, to those who may read it, and to nobody else", async () => {
    const db = t.database.db;
    const quayId = await insertTestProject(db, { title: 'Quay Street', status: 'AVAILABLE_TO_PLEDGE' });
    // People of this project alone, so the other tests' timelines and feeds stay as they were.
    const [quayInvestor, quayFollower, quayStranger] = [
      await insertTestUser(db),
      await insertTestUser(db),
      await insertTestUser(db),
    ];
    await payIntoWallet(db, quayInvestor.id, 100_000, new Date('2026-01-01T09:00:00Z'));
    await investFromWallet(db, {
      userId: quayInvestor.id,
      projectId: quayId,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 100_000,
      at: new Date('2026-01-02T09:00:00Z'),
    });
    await insertTestFollow(db, quayFollower.id, quayId);
    await insertTestFollow(db, quayStranger.id, otherProjectId);
    const token = async (user: Parameters<typeof tokenFor>[1]) => bearer(await tokenFor(t.config.jwtSecret, user));
    const [asInvestor, asFollower, asStranger] = [
      await token(quayInvestor),
      await token(quayFollower),
      await token(quayStranger),
    ];
    const revisionsOf = (id: number, updateId: number, headers?: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/projects/${id}/updates/${updateId}/revisions`, headers });
    const revisions = async (updateId: number, headers: Headers) => {
      const response = await revisionsOf(quayId, updateId, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProjectUpdateRevisionList>().revisions;
    };

    now = new Date('2026-03-02T15:46:00Z');
    const update = await posted(quayId, input({ title: 'Scaffold up', text: 'The scaffold went up on Monday.' }));
    // Never edited: no earlier version.
    expect(await revisions(update.id, asInvestor)).toEqual([]);

    now = new Date('2026-03-02T15:47:30Z');
    expect(
      (await edit(quayId, update.id, input({ title: 'Scaffold up', text: 'The scaffold went up on Tuesday.' })))
        .statusCode,
    ).toBe(200);
    const first = {
      revision: 1,
      title: 'Scaffold up',
      text: 'The scaffold went up on Monday.',
      audience: 'INVESTORS_AND_FOLLOWERS',
      photos: [],
      documents: [],
      savedAt: '2026-03-02T15:46:00.000Z',
      replacedAt: '2026-03-02T15:47:30.000Z',
    };
    // A follower reads an update written for followers too, and so its earlier versions.
    expect(await revisions(update.id, asFollower)).toEqual([first]);

    now = new Date('2026-03-02T15:48:15Z');
    const forInvestors = input({
      title: 'Scaffold up, roof next',
      text: 'Roofers start next week.',
      audience: 'INVESTORS',
    });
    expect((await edit(quayId, update.id, forInvestors)).statusCode).toBe(200);
    const second = {
      revision: 2,
      title: 'Scaffold up',
      text: 'The scaffold went up on Tuesday.',
      audience: 'INVESTORS_AND_FOLLOWERS',
      photos: [],
      documents: [],
      savedAt: '2026-03-02T15:47:30.000Z',
      replacedAt: '2026-03-02T15:48:15.000Z',
    };
    for (const reader of [asInvestor, admin]) expect(await revisions(update.id, reader)).toEqual([second, first]);

    // Now for investors only, the follower is answered as for an update that does not exist, and so is the stranger:
    // nothing says the update is there.
    const unknown = await revisionsOf(quayId, 2_000_000, asInvestor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 42 });
    for (const reader of [asFollower, asStranger]) {
      const refused = await revisionsOf(quayId, update.id, reader);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
    }
    // Another project's URL does not find it; an unknown project, or a DRAFT one to an investor, is code 17.
    expect((await revisionsOf(otherProjectId, update.id, admin)).json()).toMatchObject({ errorCode: 42 });
    expect((await revisionsOf(999_999, update.id, admin)).json()).toMatchObject({ errorCode: 17 });
    expect((await revisionsOf(draftId, update.id, asInvestor)).json()).toMatchObject({ errorCode: 17 });
    expect((await revisionsOf(quayId, update.id)).statusCode).toBe(401);
  });

  it('tells exactly those who may read a new update (followers only when it is for them too); an edit tells nobody', async () => {
    const db = t.database.db;
    const projectOf = await insertTestProject(db, { title: 'Harbour Mill', status: 'AVAILABLE_TO_PLEDGE' });
    // People of this project alone, so the other tests' timelines and feeds stay as they were.
    const [investorId, followerId, strangerId] = [
      (await insertTestUser(db)).id,
      (await insertTestUser(db)).id,
      (await insertTestUser(db)).id,
    ];
    await insertTestFollow(db, strangerId, otherProjectId);
    await payIntoWallet(db, investorId, 100_000, new Date('2026-01-01T09:00:00Z'));
    await investFromWallet(db, {
      userId: investorId,
      projectId: projectOf,
      term: 'SHORT',
      strategy: 'DEBT',
      amountPence: 100_000,
      at: new Date('2026-01-02T09:00:00Z'),
    });
    await insertTestFollow(db, followerId, projectOf);
    const told = async () =>
      (await toldOfProject(db, 'PROJECT_UPDATE_POSTED', projectOf)).map(({ user_id, title, body }) => ({
        userId: user_id,
        title,
        body,
      }));

    now = new Date('2026-03-02T15:50:00Z');
    await posted(projectOf, input({ title: 'Planning granted', audience: 'INVESTORS' }));
    // A follower of an update for investors only hears nothing, as they cannot read it.
    expect(await told()).toEqual([{ userId: investorId, title: 'New update: Harbour Mill', body: 'Planning granted' }]);

    const forBoth = await posted(projectOf, input({ title: 'Site cleared', audience: 'INVESTORS_AND_FOLLOWERS' }));
    expect((await told()).filter((row) => row.body === 'Site cleared').map((row) => row.userId)).toEqual([
      investorId,
      followerId,
    ]);

    now = new Date('2026-03-02T15:55:00Z');
    const edited = await edit(projectOf, forBoth.id, input({ title: 'Site cleared, skips gone' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await told()).toHaveLength(3);
    expect((await told()).map((row) => row.userId)).not.toContain(strangerId);
    expect((await told()).map((row) => row.userId)).not.toContain(ids.admin);
  });

  it('refuses invalid input with flows messages, writing nothing', async () => {
    const before = await t.database.db.selectFrom('project_updates').select('id').execute();
    const response = await post(projectId, input({ title: '   ', text: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [
        { field: 'title', message: 'Please enter a title' },
        { field: 'text', message: 'Please write the update' },
      ],
    });
    const pdfAsPhoto = await upload(admin, 'PROJECT_DOCUMENT', 'not-a-photo.pdf', pdf);
    const wrongKind = await post(projectId, input({ photos: [{ url: pdfAsPhoto }] }));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'photos.0.url' }] });
    // Another admin's upload, and a URL that names no upload, are not this admin's to attach.
    const othersPhoto = await upload(otherAdmin, 'PROJECT_IMAGE', 'theirs.png', png);
    for (const url of [othersPhoto, '/api/files/nothing-here.png', 'https://example.com/a.png']) {
      const illegal = await post(projectId, input({ photos: [{ url }] }));
      expect(illegal.statusCode).toBe(400);
      expect(illegal.json()).toMatchObject({ errorCode: 9, fieldErrors: [{ field: 'photos.0.url' }] });
    }
    expect(await t.database.db.selectFrom('project_updates').select('id').execute()).toEqual(before);
  });

  it('lets only admins post and edit (403 code 11), and answers 404 for an unknown project or update', async () => {
    const update = (await timeline(projectId, admin)).updates[0]!;
    for (const response of [
      await post(projectId, input(), investor),
      await edit(projectId, update.id, input(), follower),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 11 });
    }
    expect((await post(999_999, input())).json()).toMatchObject({ errorCode: 17 });
    // An update edited through another project's URL is not found there.
    const elsewhere = await edit(otherProjectId, update.id, input());
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ errorCode: 42 });
    const feedForAdmin = await t.app.inject({ method: 'GET', url: '/api/updates/feed', headers: admin });
    expect(feedForAdmin.json()).toMatchObject({ errorCode: 11 });
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/updates` });
    expect(unsigned.statusCode).toBe(401);
  });

  it('hides a DRAFT project and its updates from investors (code 17), not from admins', async () => {
    await posted(draftId, input({ title: 'Draft news' }));
    const refused = await t.app.inject({ method: 'GET', url: `/api/projects/${draftId}/updates`, headers: investor });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errorCode: 17 });
    expect(titles(await timeline(draftId, admin))).toEqual(['Draft news']);
    expect(titles(await feed(follower))).not.toContain('Draft news');
    // Nobody but admins reads it, so nobody is told of it, its project's follower included.
    const draftFollower = await insertTestUser(t.database.db);
    await insertTestFollow(t.database.db, draftFollower.id, draftId);
    await posted(draftId, input({ title: 'More draft news' }));
    expect(await toldOfProject(t.database.db, 'PROJECT_UPDATE_POSTED', draftId)).toEqual([]);
  });

  it('pages the feed newest first, and says where the next page starts', async () => {
    for (let index = 1; index <= PROJECT_UPDATES_PAGE_SIZE + 1; index += 1) {
      now = new Date(Date.UTC(2026, 2, 2, 16, index));
      await posted(otherProjectId, input({ title: `Mill Lane ${index}` }));
    }
    const first = await feed(follower);
    expect(first.updates).toHaveLength(PROJECT_UPDATES_PAGE_SIZE);
    expect(first.updates[0]!.title).toBe(`Mill Lane ${PROJECT_UPDATES_PAGE_SIZE + 1}`);
    expect(first.nextOffset).toBe(PROJECT_UPDATES_PAGE_SIZE);
    const second = await feed(follower, first.nextOffset!);
    expect(titles(second)).toEqual(['Mill Lane 1']);
    expect(second.nextOffset).toBeNull();
  });
});
