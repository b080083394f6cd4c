import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { BASE_URL, jsonResponse, recordingFetch } from './test-fetch.ts';

describe('query serialisation', () => {
  it('sends list parameters as repeated keys', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse({ projects: [], count: 0 }));
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch });

    await client.GET('/projects', {
      params: { query: { status: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'], limit: 12, offset: 0 } },
    });

    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/projects');
    expect(url.searchParams.getAll('status')).toEqual(['COMING_SOON', 'AVAILABLE_TO_PLEDGE']);
    expect(url.search).toBe('?status=COMING_SOON&status=AVAILABLE_TO_PLEDGE&limit=12&offset=0');
  });

  it('leaves out absent parameters and empty lists', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse({ projects: [], count: 0 }));
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch });

    await client.GET('/projects', { params: { query: { status: [], searchTerm: undefined } } });

    expect(new URL(requests[0]?.url ?? '').search).toBe('');
  });

  it('fills path parameters', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch });

    await client.POST('/projects/{id}/payments/{paymentId}/make', { params: { path: { id: 7, paymentId: 42 } } });

    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/projects/7/payments/42/make');
  });
});
