import type { Project } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { attachTestDocument, attachTestImage, insertTestProject } from '../testing/builders/projects.ts';
import { insertTestFile } from '../testing/builders/files.ts';

describe.each(testEngines)('one project, and following it, on %s', (engine) => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  let investor: TestUser;
  let investorHeaders: Record<string, string>;
  let otherInvestorHeaders: Record<string, string>;
  let projectId: number;
  let draftId: number;
  let keys: { first: string; main: string; pdf: string; hidden: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(db, { role: 'ADMIN' })));
    investor = await insertTestUser(db);
    investorHeaders = bearer(await tokenFor(t.config.jwtSecret, investor));
    otherInvestorHeaders = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(db)));

    projectId = await insertTestProject(db, { title: 'Canal Wharf', status: 'COMING_SOON' });
    draftId = await insertTestProject(db, { title: 'Secret draft', status: 'DRAFT' });
    const first = await insertTestFile(db, 'PROJECT_IMAGE');
    const main = await insertTestFile(db, 'PROJECT_IMAGE');
    const pdf = await insertTestFile(db, 'PROJECT_DOCUMENT');
    const hidden = await insertTestFile(db, 'PROJECT_DOCUMENT');
    keys = { first: first.key, main: main.key, pdf: pdf.key, hidden: hidden.key };
    await attachTestImage(db, projectId, { fileId: main.id, isMain: true, position: 1 });
    await attachTestImage(db, projectId, { fileId: first.id, position: 0 });
    const pitch = { fileId: pdf.id, title: 'Pitch deck', required: true, predefined: true, position: 0 };
    await attachTestDocument(db, projectId, pitch);
    await attachTestDocument(db, projectId, { title: 'RICS', predefined: true, position: 1 });
    await attachTestDocument(db, projectId, {
      fileId: hidden.id,
      title: 'Internal valuation',
      visible: false,
      position: 2,
    });
  });
  afterAll(() => t.close());

  const get = async (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers });
  const project = async (id: number, headers = investorHeaders) => {
    const response = await get(id, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Project>();
  };
  const follow = (id: number, headers = investorHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${id}/subscribe`, headers });
  const unfollow = (id: number, headers = investorHeaders) =>
    t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/unsubscribe`, headers });
  const followRows = () =>
    t.database.db.selectFrom('project_follows').select('project_id').where('user_id', '=', investor.id).execute();

  it('answers the details with images in order and the documents an investor may see', async () => {
    const details = await project(projectId);

    expect(details).toMatchObject({ id: projectId, title: 'Canal Wharf', status: 'COMING_SOON' });
    expect(details.images.map(({ url, main }) => ({ url, main }))).toEqual([
      { url: `/api/files/${keys.first}`, main: false },
      { url: `/api/files/${keys.main}`, main: true },
    ]);
    expect(details.documents.map(({ title, url, required, visible }) => ({ title, url, required, visible }))).toEqual([
      { title: 'Pitch deck', url: `/api/files/${keys.pdf}`, required: true, visible: true },
      { title: 'RICS', url: null, required: false, visible: true },
    ]);
  });

  it('shows an admin the hidden documents too', async () => {
    const details = await project(projectId, adminHeaders);
    expect(details.documents.map((document) => document.title)).toEqual(['Pitch deck', 'RICS', 'Internal valuation']);
  });

  it('answers 404 code 17 for an unknown project, and for a DRAFT one to an investor but not to an admin', async () => {
    for (const response of [await get(999_999, investorHeaders), await get(draftId, investorHeaders)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 17, message: 'Project does not exist' });
    }
    expect((await project(draftId, adminHeaders)).status).toBe('DRAFT');
  });

  it('follows idempotently, for this investor only, and unfollows idempotently', async () => {
    expect((await follow(projectId)).statusCode).toBe(204);
    expect((await follow(projectId)).statusCode).toBe(204);
    expect(await followRows()).toEqual([{ project_id: projectId }]);
    expect((await project(projectId)).currentUserFollowed).toBe(true);
    expect((await project(projectId, otherInvestorHeaders)).currentUserFollowed).toBe(false);

    expect((await unfollow(projectId)).statusCode).toBe(204);
    expect((await unfollow(projectId)).statusCode).toBe(204);
    expect(await followRows()).toEqual([]);
    expect((await project(projectId)).currentUserFollowed).toBe(false);
  });

  it('refuses an unknown or DRAFT project with 404 code 17, writing nothing', async () => {
    for (const id of [999_999, draftId]) {
      for (const response of [await follow(id), await unfollow(id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ errorCode: 17 });
      }
    }
    expect(await followRows()).toEqual([]);
  });

  it('lets only investors follow (403 code 11 for an admin) and asks for a token', async () => {
    for (const response of [await follow(projectId, adminHeaders), await unfollow(projectId, adminHeaders)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 11 });
    }
    for (const response of [await follow(projectId, {}), await get(projectId, {})]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 6 });
    }
  });
});
