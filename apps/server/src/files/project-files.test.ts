import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FilePurpose, ProjectStatus } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachTestDocument, attachTestImage, insertTestProject } from '../testing/builders/projects.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testPdf, testPng } from '../testing/builders/upload-files.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { storageKeyFromFileUrl } from './file-url.ts';

const png = await testPng();
const pdf = await testPdf();

function multipart(name: string, bytes: Buffer) {
  const boundary = '----keystone-project-files-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testEngines)('project files on GET /api/files/{key} on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let investorToken: string;

  const upload = async (token: string, purpose: FilePurpose, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/file/temp?purpose=${purpose}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ fileUrl: string }>().fileUrl;
  };
  const fileIdOf = async (url: string) =>
    (
      await t.database.db
        .selectFrom('uploaded_files')
        .select('id')
        .where('storage_key', '=', storageKeyFromFileUrl(url)!)
        .executeTakeFirstOrThrow()
    ).id;

  /** A project in the status given with one image and two documents, one shown to investors and one not. */
  const projectWithFiles = async (status: ProjectStatus) => {
    const projectId = await insertTestProject(t.database.db, { status });
    const image = await upload(adminToken, 'PROJECT_IMAGE', 'front.png', png);
    const shown = await upload(adminToken, 'PROJECT_DOCUMENT', 'pitch.pdf', pdf);
    const hidden = await upload(adminToken, 'PROJECT_DOCUMENT', 'valuation.pdf', pdf);
    const db = t.database.db;
    await attachTestImage(db, projectId, { fileId: await fileIdOf(image), isMain: true, position: 0 });
    await attachTestDocument(db, projectId, {
      fileId: await fileIdOf(shown),
      title: 'Pitch deck',
      visible: true,
      position: 0,
    });
    const valuation = { fileId: await fileIdOf(hidden), title: 'Valuation', visible: false, position: 1 };
    await attachTestDocument(db, projectId, valuation);
    return { image, shown, hidden };
  };
  const read = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(engine, { dataDir: mkdtempSync(path.join(os.tmpdir(), 'keystone-project-files-')) });
    adminToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' }));
    investorToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db));
  });
  afterAll(() => t.close());

  it('lets an investor read the image and the visible document of a project open for pledges', async () => {
    const files = await projectWithFiles('AVAILABLE_TO_PLEDGE');

    const image = await read(files.image, investorToken);
    const document = await read(files.shown, investorToken);

    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(png);
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload).toEqual(pdf);
    expect(document.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an investor a DRAFT project’s image and document, and an invisible document: 403 code 10', async () => {
    const draft = await projectWithFiles('DRAFT');
    const open = await projectWithFiles('AVAILABLE_TO_PLEDGE');

    for (const url of [draft.image, draft.shown, open.hidden]) {
      const response = await read(url, investorToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 10 });
    }
  });

  it("refuses an investor another investor's KYC file, even one attached to a project: 403 code 10", async () => {
    const other = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db));
    const kyc = await upload(other, 'KYC_DOCUMENT', 'passport.png', png);
    const projectId = await insertTestProject(t.database.db, { status: 'AVAILABLE_TO_PLEDGE' });
    const attachedKyc = await upload(other, 'KYC_DOCUMENT', 'licence.png', png);
    await attachTestImage(t.database.db, projectId, { fileId: await fileIdOf(attachedKyc), isMain: true });

    for (const url of [kyc, attachedKyc]) {
      const response = await read(url, investorToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 10 });
    }
  });

  it('lets an admin read every file of a DRAFT project, hidden documents too', async () => {
    const draft = await projectWithFiles('DRAFT');

    for (const url of [draft.image, draft.shown, draft.hidden]) {
      expect((await read(url, adminToken)).statusCode).toBe(200);
    }
  });
});
