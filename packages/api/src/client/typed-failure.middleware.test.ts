import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiError } from '../types.ts';
import { createApiClient } from './create-api-client.ts';
import { CLIENT_FAILURE_HEADER, NETWORK_FAILURE_MESSAGE } from './typed-failure.middleware.ts';
import { BASE_URL, jsonResponse, recordingFetch } from './test-fetch.ts';

const clientAnswering = (answer: (request: Request) => Response | Promise<Response>) =>
  createApiClient({ baseUrl: BASE_URL, getToken: () => 'jwt', fetch: recordingFetch(answer).fetch });

describe('typed failures', () => {
  it('turns a network failure into a typed code 1 error instead of throwing', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const { data, error, response } = await client.GET('/user');

    expect(data).toBeUndefined();
    expect(error).toEqual({ errorCode: 1, message: NETWORK_FAILURE_MESSAGE });
    expect(response.status).toBe(503);
    expect(response.headers.get(CLIENT_FAILURE_HEADER)).toBe('network');
  });

  it("passes the server's 4xx error body through, typed as the Error schema", async () => {
    const body = {
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'email', message: 'Incorrect email format' }],
    };
    const client = clientAnswering(() => jsonResponse(body, 400));

    const { data, error, response } = await client.POST('/auth/login', {
      body: { email: 'x@example.com', password: 'p' },
    });

    expectTypeOf(error).toEqualTypeOf<ApiError | undefined>();
    expect(data).toBeUndefined();
    expect(error).toEqual(body);
    expect(response.status).toBe(400);
    expect(response.headers.has(CLIENT_FAILURE_HEADER)).toBe(false);
  });

  it('passes a 401 code 7 through unchanged', async () => {
    const client = clientAnswering(() => jsonResponse({ errorCode: 7, message: 'Incorrect Email or Password' }, 401));

    const { error } = await client.POST('/auth/login', { body: { email: 'x@example.com', password: 'p' } });

    expect(error?.errorCode).toBe(7);
  });

  it("replaces an error body that is not ours (a proxy's HTML page) with code 1, keeping the status", async () => {
    const client = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const { error, response } = await client.GET('/user');

    expect(error).toEqual({ errorCode: 1, message: 'Something went wrong. Please try again' });
    expect(response.status).toBe(502);
  });

  it('gives an empty error body the typed shape too', async () => {
    const client = clientAnswering(() => new Response(null, { status: 404, headers: { 'Content-Length': '0' } }));

    const { error } = await client.GET('/projects/{id}', { params: { path: { id: 1 } } });

    expect(error).toEqual({ errorCode: 1, message: 'Something went wrong. Please try again' });
  });

  it('turns a success body that is not JSON into a typed error instead of a parse exception', async () => {
    const client = clientAnswering(() => new Response('not json', { status: 200 }));

    const { data, error } = await client.GET('/user');

    expect(data).toBeUndefined();
    expect(error?.errorCode).toBe(1);
  });

  it('returns parsed JSON data on success', async () => {
    const client = clientAnswering(() => jsonResponse({ newsSubscription: true }));

    const { data, error } = await client.GET('/marketing');

    expect(error).toBeUndefined();
    expect(data).toEqual({ newsSubscription: true });
  });

  it('answers a 204 with neither data nor error', async () => {
    const client = clientAnswering(() => new Response(null, { status: 204 }));

    const result = await client.POST('/projects/{id}/subscribe', { params: { path: { id: 3 } } });

    expect(result.data).toBeUndefined();
    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(204);
  });

  it('reads CSV as text when asked to', async () => {
    const csv = 'investor,amountPence\nAda,100000\n';
    const client = clientAnswering(() => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));

    const { data } = await client.GET('/projects/{id}/export-investors', {
      params: { path: { id: 1 } },
      parseAs: 'text',
    });

    expect(data).toBe(csv);
  });

  it('sends JSON and multipart bodies intact through the middleware chain', async () => {
    const seen: { contentType: string | null; body: unknown }[] = [];
    const client = clientAnswering(async (request) => {
      const contentType = request.headers.get('Content-Type');
      const body = contentType?.startsWith('multipart/')
        ? (await request.formData()).get('file')
        : await request.json();
      seen.push({ contentType, body });
      return jsonResponse({ fileUrl: '/files/1' }, 201);
    });
    const form = new FormData();
    form.set('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'passport.pdf');

    await client.PUT('/user/bank-details', { body: { sortCode: '123456', accountNumber: '12345678' } });
    await client.POST('/file/temp', {
      // The contract types the field as a binary string; FormData is what goes on the wire.
      body: form as unknown as { file: string },
      bodySerializer: (body) => body as unknown as FormData,
    });

    expect(seen[0]).toEqual({
      contentType: 'application/json',
      body: { sortCode: '123456', accountNumber: '12345678' },
    });
    expect(seen[1]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]?.body).toBeInstanceOf(File);
  });
});
