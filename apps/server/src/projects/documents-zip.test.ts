import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProjectStatus } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeyFromFileUrl } from '../files/file-url.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { entryNames, safeFileName } from './documents-zip.ts';
import { attachTestDocument, insertTestProject } from '../testing/builders/projects.ts';
import { readZip } from './test-zip.ts';
import { testPdf as pdf } from '../testing/builders/upload-files.ts';

function multipart(bytes: Buffer) {
  const boundary = '----keystone-documents-zip-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="document.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pitch = await pdf('pitch deck');
const secondPitch = await pdf('pitch deck, revised');
const plans = await pdf('floor plans');
const valuation = await pdf('valuation, admins only');

interface TestDocument {
  title: string;
  visible: boolean;
  /** Null for a document listed without a file. */
  bytes: Buffer | null;
}

/** An uploaded PDF's row id; the bytes go to the app's storage as `POST /file/temp` puts them. */
async function uploadedFileId(t: TestApp, token: string, bytes: Buffer): Promise<number> {
  const body = multipart(bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file/temp?purpose=PROJECT_DOCUMENT',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  const key = storageKeyFromFileUrl(response.json<{ fileUrl: string }>().fileUrl)!;
  const row = await t.database.db
    .selectFrom('uploaded_files')
    .select('id')
    .where('storage_key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A project with the documents given, in their order, the files uploaded by the token's user. */
async function projectWith(
  t: TestApp,
  token: string,
  status: ProjectStatus,
  documents: TestDocument[],
  title = 'Victoria Mill',
): Promise<number> {
  const id = await insertTestProject(t.database.db, { status, title });
  for (const [position, document] of documents.entries()) {
    await attachTestDocument(t.database.db, id, {
      title: document.title,
      visible: document.visible,
      position,
      fileId: document.bytes === null ? null : await uploadedFileId(t, token, document.bytes),
    });
  }
  return id;
}

describe.each(testEngines)('GET /api/projects/{id}/documents/zip on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let investorToken: string;

  const download = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}/documents/zip`, headers });
  const cookie = (token: string) => ({ cookie: `keystone_session=${encodeURIComponent(token)}` });

  const documents: TestDocument[] = [
    { title: 'Pitch deck', visible: true, bytes: pitch },
    { title: 'Valuation', visible: false, bytes: valuation },
    { title: 'Architectural designs', visible: true, bytes: null },
    { title: 'pitch deck', visible: true, bytes: secondPitch },
    { title: 'Plans: phase 1/2', visible: true, bytes: plans },
  ];

  beforeAll(async () => {
    t = await createTestApp(engine, { dataDir: mkdtempSync(path.join(os.tmpdir(), 'keystone-documents-zip-')) });
    adminToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' }));
    investorToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db));
  });
  afterAll(() => t.close());

  it("answers an investor, by the portal's cookie, a zip of the visible documents with their bytes", async () => {
    const id = await projectWith(t, adminToken, 'AVAILABLE_TO_PLEDGE', documents, 'Victoria Mill: phase "2"');

    const response = await download(id, cookie(investorToken));

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="project-${id}-Victoria Mill- phase -2-documents.zip"`,
      'cache-control': 'private, no-store',
    });
    expect(readZip(response.rawPayload)).toEqual([
      { name: 'Pitch deck.pdf', bytes: pitch },
      { name: 'pitch deck (2).pdf', bytes: secondPitch },
      { name: 'Plans- phase 1-2.pdf', bytes: plans },
    ]);
  });

  it('answers an admin, by bearer token, every document with a file, of a DRAFT project too', async () => {
    const id = await projectWith(t, adminToken, 'DRAFT', documents);

    const response = await download(id, bearer(adminToken));

    expect(response.statusCode).toBe(200);
    expect(readZip(response.rawPayload).map((entry) => entry.name)).toEqual([
      'Pitch deck.pdf',
      'Valuation.pdf',
      'pitch deck (2).pdf',
      'Plans- phase 1-2.pdf',
    ]);
    expect(readZip(response.rawPayload)[1]!.bytes).toEqual(valuation);
  });

  it('answers 404 code 17 for a DRAFT project to an investor, and for a project that does not exist', async () => {
    const draft = await projectWith(t, adminToken, 'DRAFT', documents);

    for (const [id, token] of [
      [draft, investorToken],
      [2_000_000_000, adminToken],
    ] as const) {
      const response = await download(id, bearer(token));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 17 });
    }
  });

  it('answers 404 code 5 when there is no document file for the reader', async () => {
    const onlyHidden = await projectWith(t, adminToken, 'COMING_SOON', [
      { title: 'Valuation', visible: false, bytes: valuation },
      { title: 'Pitch deck', visible: true, bytes: null },
    ]);
    const none = await projectWith(t, adminToken, 'COMING_SOON', []);

    for (const [id, token] of [
      [onlyHidden, investorToken],
      [none, adminToken],
    ] as const) {
      const response = await download(id, bearer(token));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 5 });
    }
  });

  it('asks for credentials (401 code 6) without a token or a cookie', async () => {
    const id = await projectWith(t, adminToken, 'AVAILABLE_TO_PLEDGE', documents);

    const response = await download(id, {});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });
});

describe('the documents zip as it streams', () => {
  let t: TestApp;
  let adminToken: string;
  let origin: string;
  const stored = new Map<string, Buffer>();
  const reads: string[] = [];
  /** While set, reading this key waits for `release`. */
  let held: { key: string; release: () => void; released: Promise<void> } | undefined;
  const storage: FileStorage = {
    put: async (key, bytes) => {
      stored.set(key, bytes);
    },
    get: async (key) => {
      reads.push(key);
      if (held?.key === key) await held.released;
      return stored.get(key);
    },
  };
  const keyOf = async (fileId: number | null) =>
    (
      await t.database.db
        .selectFrom('uploaded_files')
        .select('storage_key')
        .where('id', '=', fileId!)
        .executeTakeFirstOrThrow()
    ).storage_key;
  const documentKeys = async (projectId: number) => {
    const rows = await t.database.db
      .selectFrom('project_documents')
      .select('file_id')
      .where('project_id', '=', projectId)
      .orderBy('position')
      .execute();
    return Promise.all(rows.map((row) => keyOf(row.file_id)));
  };
  const hold = (key: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    held = { key, release, released };
    return release;
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { providers: { storage } });
    adminToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' }));
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('sends the first document before reading the next one from storage', async () => {
    const first = await pdf(`first ${'x'.repeat(70_000)}`);
    const second = await pdf('second');
    const id = await projectWith(t, adminToken, 'AVAILABLE_TO_PLEDGE', [
      { title: 'First', visible: true, bytes: first },
      { title: 'Second', visible: true, bytes: second },
    ]);
    const [firstKey, secondKey] = await documentKeys(id);
    const release = hold(secondKey!);
    reads.length = 0;

    const response = await fetch(`${origin}/api/projects/${id}/documents/zip`, { headers: bearer(adminToken) });
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    // The first document's bytes arrive while the second is still held in storage.
    while (received < first.length) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      chunks.push(value!);
      received += value!.length;
    }
    expect(reads).toEqual([firstKey, secondKey]);
    release();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);

    expect(response.status).toBe(200);
    expect(readZip(Buffer.concat(chunks))).toEqual([
      { name: 'First.pdf', bytes: first },
      { name: 'Second.pdf', bytes: second },
    ]);
  });

  it('breaks the download off, and logs why, when a document has no stored bytes', async () => {
    const id = await projectWith(t, adminToken, 'AVAILABLE_TO_PLEDGE', [
      { title: 'First', visible: true, bytes: await pdf('first') },
      { title: 'Lost', visible: true, bytes: await pdf('lost') },
    ]);
    const [, lostKey] = await documentKeys(id);
    stored.delete(lostKey!);

    // Whether the headers went out before the failure or not, the reader gets no complete answer.
    const download = fetch(`${origin}/api/projects/${id}/documents/zip`, { headers: bearer(adminToken) }).then(
      (response) => response.arrayBuffer(),
    );

    await expect(download).rejects.toThrow();
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 50, projectId: id, msg: 'the documents zip could not be written' }),
    );
  });
});

describe('entry names', () => {
  it('keeps a plain title, adds .pdf and numbers clashes in any case', () => {
    expect(entryNames(['Pitch deck', 'Floor plans', 'PITCH DECK', 'Pitch deck'])).toEqual([
      'Pitch deck.pdf',
      'Floor plans.pdf',
      'PITCH DECK (2).pdf',
      'Pitch deck (3).pdf',
    ]);
  });

  it('leaves no path, reserved or control character, nor a dot or dash at either end, and falls back when nothing is left', () => {
    expect(safeFileName('../../etc/passwd', 'document')).toBe('etc-passwd');
    expect(safeFileName('a\\b:c*d?e"f<g>h|i\r\nj', 'document')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(safeFileName('  Résumé  des   coûts. ', 'document')).toBe('Résumé des coûts');
    expect(safeFileName('///', 'document')).toBe('document');
    expect(safeFileName('x'.repeat(300), 'document')).toHaveLength(100);
  });
});
