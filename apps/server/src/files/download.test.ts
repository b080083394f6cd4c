import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { testPdf, testPng } from '../testing/builders/upload-files.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { inlineContentDisposition } from './content-disposition.ts';
import { cookieValue } from '../auth/session-cookie.ts';
import { changeAnnouncedTo } from '../testing/announced-change.ts';

// Real files, as the upload checks them; a PNG that sharp made comes back from its re-encoding byte for byte.
const png = await testPng();
const pdf = await testPdf();

function multipart(name: string, bytes: Buffer) {
  const boundary = '----keystone-download-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const tokenCookie = (token: string) => ({
  cookie: `theme=dark; keystone_session=${encodeURIComponent(token)}; other=1`,
});

describe.each(testEngines)('GET /api/files/{key} on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let ownerToken: string;
  let fileUrl: string;

  const upload = async (token: string, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/temp',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ fileUrl: string }>().fileUrl;
  };
  const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(engine, { dataDir: mkdtempSync(path.join(os.tmpdir(), 'keystone-downloads-')) });
    owner = await insertTestUser(t.database.db);
    ownerToken = await tokenFor(t.config.jwtSecret, owner);
    fileUrl = await upload(ownerToken, 'C:\\scans\\passport front.png', png);
  });
  afterAll(() => t.close());

  it('answers the owner by bearer token with the bytes, their type, and headers that keep them private', async () => {
    const response = await download(fileUrl, bearer(ownerToken));

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(png);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="passport front.png"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it("answers the owner by the portal's cookie, as a link or an <img> sends it", async () => {
    const response = await download(fileUrl, tokenCookie(ownerToken));

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(png);
  });

  it('serves a pdf as a pdf', async () => {
    const pdfUrl = await upload(ownerToken, 'utility-bill.pdf', pdf);
    const response = await download(pdfUrl, tokenCookie(ownerToken));

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload).toEqual(pdf);
  });

  it("lets an admin read anyone's file", async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const response = await download(fileUrl, tokenCookie(await tokenFor(t.config.jwtSecret, admin)));

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(png);
  });

  it('refuses another investor with 403 code 10, by bearer and by cookie', async () => {
    const other = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db));

    for (const headers of [bearer(other), tokenCookie(other)]) {
      const response = await download(fileUrl, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorCode: 10, message: expect.any(String) });
    }
  });

  it('asks for credentials first (401 code 6), even for a key that does not exist', async () => {
    for (const url of [fileUrl, '/api/files/00000000-0000-4000-8000-000000000000.png']) {
      const response = await download(url, { cookie: 'theme=dark' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 6 });
    }
  });

  it('refuses a forged or expired cookie with 401 code 8', async () => {
    const expired = await tokenFor(t.config.jwtSecret, owner, new Date(Date.now() - 9 * 60 * 60 * 1000));

    for (const token of ['not-a-token', expired]) {
      const response = await download(fileUrl, tokenCookie(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 8 });
    }
  });

  it('answers an unknown key with 404 code 5', async () => {
    const response = await download('/api/files/00000000-0000-4000-8000-000000000000.png', bearer(ownerToken));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 5, message: 'File does not exist' });
  });

  it('refuses a key the server could not have made with 400 code 2', async () => {
    const response = await download('/api/files/..%2Fsecret.png', bearer(ownerToken));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'key' }] });
  });

  it('refuses a deactivated owner with 403 code 19, by bearer and by cookie', async () => {
    const deactivated = await insertTestUser(t.database.db);
    const token = await tokenFor(t.config.jwtSecret, deactivated);
    const ownUrl = await upload(token, 'licence.png', png);
    // Changed behind the app's back: it refuses as soon as the database has told it.
    await changeAnnouncedTo(t.app, () =>
      t.database.db.updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', deactivated.id).execute(),
    );

    for (const headers of [bearer(token), tokenCookie(token)]) {
      const response = await download(ownUrl, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 19 });
    }
  });
});

describe('cookieValue', () => {
  it('finds one cookie among others and decodes it', () => {
    expect(cookieValue('a=1; keystone_session=abc%2Edef; b=2', 'keystone_session')).toBe('abc.def');
    expect(cookieValue('keystone_session="quoted"', 'keystone_session')).toBe('quoted');
  });

  it('treats an absent or empty cookie as no cookie, and does not match a longer name', () => {
    expect(cookieValue(undefined, 'keystone_session')).toBeUndefined();
    expect(cookieValue('keystone_session=; x=1', 'keystone_session')).toBeUndefined();
    expect(cookieValue('my_keystone_session=abc', 'keystone_session')).toBeUndefined();
  });

  it('keeps a value that is not percent-encoded as it is', () => {
    expect(cookieValue('keystone_session=%E0%A4%A', 'keystone_session')).toBe('%E0%A4%A');
  });
});

describe('inlineContentDisposition', () => {
  it('quotes a plain name as it is', () => {
    expect(inlineContentDisposition('passport.png')).toBe('inline; filename="passport.png"');
  });

  it('never lets a name break out of its quotes or the header, and keeps the exact name in filename*', () => {
    expect(inlineContentDisposition('a"b\\c\r\nd.pdf')).toBe(
      `inline; filename="a_b_c__d.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.pdf`,
    );
    expect(inlineContentDisposition('résumé (1).pdf')).toBe(
      `inline; filename="r_sum_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });
});
