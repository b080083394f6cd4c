import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { errorCatalogue } from '@keystone/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

const invalidData = { errorCode: 2, message: errorCatalogue[2].message };

/** Writes raw bytes to a listening server and reads the whole answer: Node's HTTP parser runs before Fastify. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function parseRawAnswer(raw: string): {
  status: number;
  contentType: string | undefined;
  body: unknown;
} {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const contentType = headerLines
    .find((line) => line.toLowerCase().startsWith('content-type:'))
    ?.slice('content-type:'.length)
    .trim();
  return {
    status: Number(statusLine.split(' ')[1]),
    contentType,
    body: JSON.parse(body) as unknown,
  };
}

describe.each(testEngines)('one error shape for every kind of bad request on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    // The FAQ save is withheld, to answer as an operation not built yet does (every operation is built).
    t = await createTestApp(engine, {}, { withheldOperations: ['saveFaq'] });
    adminToken = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' }));
  });
  afterAll(() => t.close());

  it('answers a body that breaks the schema with 400 and one message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: 'Keystone1' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...invalidData,
      fieldErrors: [{ field: 'email', message: 'Incorrect format' }],
    });
  });

  it.each([
    ['text/plain', 'hello'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nhello\r\n--x--\r\n',
    ],
    ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
  ])('answers a %s body where the contract takes JSON with 415, before reading it', async (contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      payload,
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(invalidData);
  });

  it('answers a body without a content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: Buffer.from('{"email":"a@b.co","password":"x"}'),
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(invalidData);
  });

  it('answers a body sent to an operation that takes none with 415, unless it is JSON (read and ignored)', async () => {
    const multipart = await t.app.inject({
      method: 'PUT',
      url: '/api/user/restart-kyc-procedure',
      headers: {
        ...bearer(adminToken),
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhello\r\n--x--\r\n',
    });
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/user/restart-kyc-procedure',
      headers: bearer(adminToken),
      payload: {},
    });

    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toEqual(invalidData);
    expect(json.statusCode).not.toBe(415);
  });

  it('answers a body larger than the server reads with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'a@b.co',
        password: 'x'.repeat(2 * 1024 * 1024),
      }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(invalidData);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidData);
  });

  it('answers a path parameter longer than the router reads with 414', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${'1'.repeat(150)}`,
      headers: bearer(adminToken),
    });

    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.json()).toEqual(invalidData);
  });

  it('answers a path that is not valid percent-encoding with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/files/%E0%A4%A',
      headers: bearer(adminToken),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidData);
  });

  it.each([
    ['an id past the int4 range', '/api/users/2147483648', 'id'],
    ['an id of 1e309 (Infinity once coerced)', '/api/users/1e309', 'id'],
    ['a limit of 1e309', '/api/users?limit=1e309', 'limit'],
    ['an offset of Infinity', '/api/users?offset=Infinity', 'offset'],
  ])('answers %s with 400 on that field, never a database error', async (_case, url, field) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(adminToken),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...invalidData,
      fieldErrors: [{ field, message: expect.any(String) }],
    });
  });

  it('answers text the database cannot store (a NUL character) with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users?searchTerm=a%00b',
      headers: bearer(adminToken),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...invalidData,
      fieldErrors: [{ field: 'searchTerm', message: 'Contains a character that is not allowed' }],
    });
  });

  it('answers an unknown route with 404 code 42', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 42, message: 'Not found' });
  });

  it('answers an operation this build does not implement with 501 code 21, whatever its body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/faq',
      headers: { ...bearer(adminToken), 'content-type': 'text/plain' },
      payload: 'hello',
    });

    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      errorCode: 21,
      message: errorCatalogue[21].message,
    });
  });

  describe('before Fastify sees the request (a real socket)', () => {
    let port: number;

    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('answers headers larger than Node reads with 431', async () => {
      const raw = await rawExchange(port, `GET /api/settings?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);

      const answer = parseRawAnswer(raw);
      expect(answer.status).toBe(431);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.body).toEqual(invalidData);
    });

    it('answers a request Node cannot parse with 400', async () => {
      const raw = await rawExchange(port, 'NOT AN HTTP REQUEST\r\n\r\n');

      const answer = parseRawAnswer(raw);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(invalidData);
    });
  });
});
