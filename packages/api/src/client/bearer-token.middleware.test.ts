import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { BASE_URL, jsonResponse, recordingFetch } from './test-fetch.ts';

describe('bearer token middleware', () => {
  it('sends the token from getToken as a bearer Authorization header', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'jwt-abc', fetch });

    await client.GET('/user');

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-abc');
  });

  it('awaits an asynchronous getToken', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE_URL, getToken: async () => 'jwt-async', fetch });

    await client.GET('/user');

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-async');
  });

  it.each([null, undefined, ''])('sends no Authorization header when getToken returns %j', async (token) => {
    const { fetch, requests } = recordingFetch(() => jsonResponse({ token: 't', user: {} }));
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => token, fetch });

    await client.POST('/auth/login', { body: { email: 'a@example.com', password: 'x' } });

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('asks for the token on every request, so signing in or out takes effect at once', async () => {
    const { fetch, requests } = recordingFetch();
    let token: string | null = 'first';
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => token, fetch });

    await client.GET('/user');
    token = null;
    await client.GET('/user');

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer first', null]);
  });
});
