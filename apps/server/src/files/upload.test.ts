import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { storageKeyFromFileUrl } from './file-url.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(100, 0)]);

function multipart(name: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = '----keystone-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testEngines)('POST /api/file/temp on %s', (engine) => {
  let t: TestApp;
  let headers: { authorization: string };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'keystone-uploads-'));
    t = await createTestApp(engine, { dataDir });
    headers = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db)));
  });
  afterAll(() => t.close());

  /** Where the provider this engine gets keeps them: PostgreSQL in file_blobs, PGlite in the local folder. */
  const storedBytes = async (key: string) =>
    engine === 'postgres'
      ? (
          await t.database.db
            .selectFrom('file_blobs')
            .select('bytes')
            .where('storage_key', '=', key)
            .executeTakeFirstOrThrow()
        ).bytes
      : readFile(path.join(dataDir, 'uploads', key));
  const upload = (name: string, bytes: Buffer, query = '') => {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/file/temp${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a png under a server-generated name and answers its URL', async () => {
    const response = await upload('../../passport.png', png);

    expect(response.statusCode).toBe(201);
    const { fileUrl } = response.json<{ fileUrl: string }>();
    const key = storageKeyFromFileUrl(fileUrl);
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await storedBytes(key ?? '')).toEqual(png);
    const row = await t.database.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('storage_key', '=', key ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime_type: 'image/png', size_bytes: png.length, purpose: 'KYC_DOCUMENT' });
  });

  it('refuses an executable renamed to .png (checked by content)', async () => {
    const response = await upload('photo.png', exe);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 3,
      message: 'Unable to upload file',
      fieldErrors: [{ field: 'file', message: 'Incorrect format' }],
    });
  });

  it('takes 7 MB for a KYC document and refuses one byte more; project images may be larger', async () => {
    const atLimit = Buffer.concat([png, Buffer.alloc(KYC_UPLOAD_MAX_BYTES - png.length)]);
    expect((await upload('a.png', atLimit)).statusCode).toBe(201);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect((await upload('a.png', over)).json()).toMatchObject({ errorCode: 3, fieldErrors: [{ field: 'file' }] });
    expect((await upload('a.png', over, '?purpose=PROJECT_IMAGE')).statusCode).toBe(201);
    // A profile photo is not a KYC file: the 50 MB limit of seed 000 §5.
    expect((await upload('a.png', over, '?purpose=PROFILE_PHOTO')).statusCode).toBe(201);
  });

  it('refuses a pdf as a project image', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%EOF\n');
    expect((await upload('a.pdf', pdf, '?purpose=PROJECT_IMAGE')).json()).toMatchObject({ errorCode: 3 });
    expect((await upload('a.pdf', pdf, '?purpose=PROJECT_DOCUMENT')).statusCode).toBe(201);
  });

  it('answers a body cut short before its closing boundary with 400 code 2, not 500', async () => {
    const { payload, headers: multipartHeaders } = multipart('a.png', png);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/temp',
      headers: { ...headers, ...multipartHeaders },
      payload: payload.subarray(0, payload.lastIndexOf('--')),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 2, message: 'Invalid data' });
  });

  it('needs a token', async () => {
    const body = multipart('a.png', png);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/temp',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });
});
