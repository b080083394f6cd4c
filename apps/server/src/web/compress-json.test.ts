import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { attachTestDocument, attachTestImage, insertTestProject } from '../testing/builders/projects.ts';
import { testPdf } from '../testing/builders/upload-files.ts';
import { insertTestFile } from '../testing/builders/files.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { chosenEncoding, COMPRESS_JSON_FROM_BYTES } from './compress-json.ts';

describe('the encoding chosen from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    [undefined, undefined],
  ] as const)('%j: %s', (acceptEncoding, encoding) => {
    expect(chosenEncoding(acceptEncoding)).toBe(encoding);
  });
});

describe.each(testEngines)('JSON answers over 1 KB go out compressed, on %s', (engine) => {
  let t: TestApp;
  let investor: Record<string, string>;
  let admin: Record<string, string>;
  let projectId: number;

  beforeAll(async () => {
    // The documents' bytes, as an upload would have stored them.
    const document = await testPdf();
    t = await createTestApp(engine, {}, { providers: { storage: { put: async () => {}, get: async () => document } } });
    const db = t.database.db;
    investor = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(db)));
    admin = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(db, { role: 'ADMIN' })));
    for (let index = 0; index < 8; index += 1) {
      projectId = await insertTestProject(db);
      await attachTestImage(db, projectId, { fileId: (await insertTestFile(db, 'PROJECT_IMAGE')).id, isMain: true });
    }
    const fileId = (await insertTestFile(db, 'PROJECT_DOCUMENT')).id;
    await attachTestDocument(db, projectId, { title: 'Pitch deck', fileId, visible: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('GET /api/projects in %s, the same JSON once decoded', async (encoding, decode) => {
    const plain = await get('/api/projects', investor);
    const compressed = await get('/api/projects', { ...investor, 'accept-encoding': `${encoding}, deflate` });

    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESS_JSON_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
    expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('GET /api/dashboard/investor: compressed once over 1 KB', async () => {
    const plain = await get('/api/dashboard/investor', investor);
    const compressed = await get('/api/dashboard/investor', { ...investor, 'accept-encoding': 'gzip, br' });

    expect(plain.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(
      plain.rawPayload.byteLength >= COMPRESS_JSON_FROM_BYTES ? 'br' : undefined,
    );
  });

  it('a JSON answer under 1 KB goes as it is', async () => {
    const response = await get('/api/projects?offset=1000', { ...investor, 'accept-encoding': 'br, gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.byteLength).toBeLessThan(COMPRESS_JSON_FROM_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ count: 8 });
  });

  it('a CSV export and a documents zip stream as they are', async () => {
    const csv = await get(`/api/projects/${projectId}/export-investors`, { ...admin, 'accept-encoding': 'br, gzip' });
    const zip = await get(`/api/projects/${projectId}/documents/zip`, { ...admin, 'accept-encoding': 'br, gzip' });

    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    // The zip's first entry, the PDF, stored as it is: its bytes are readable in the answer.
    expect(zip.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(zip.rawPayload.includes(Buffer.from('%PDF-'))).toBe(true);
  });
});
