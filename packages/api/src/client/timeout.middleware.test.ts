import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { CLIENT_FAILURE_HEADER, NETWORK_FAILURE_MESSAGE, TIMEOUT_MESSAGE } from './typed-failure.middleware.ts';
import { BASE_URL, hangingFetch, jsonResponse, recordingFetch } from './test-fetch.ts';

describe('timeout middleware', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to 60 000 ms: still waiting just before, a typed timeout error at 60 000 ms', async () => {
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch: hangingFetch() });
    let settled = false;
    const call = client.GET('/user').finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { data, error, response } = await call;

    expect(data).toBeUndefined();
    expect(error).toEqual({ errorCode: 1, message: TIMEOUT_MESSAGE });
    expect(response.status).toBe(504);
    expect(response.headers.get(CLIENT_FAILURE_HEADER)).toBe('timeout');
  });

  it('honours a custom timeout', async () => {
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, timeoutMs: 50, fetch: hangingFetch() });
    const call = client.GET('/user');

    await vi.advanceTimersByTimeAsync(50);

    expect((await call).error).toEqual({ errorCode: 1, message: TIMEOUT_MESSAGE });
  });

  it('also covers a response whose body never finishes', async () => {
    const stalledBody = (request: Request) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    const { fetch } = recordingFetch(stalledBody);
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, timeoutMs: 100, fetch });
    const call = client.GET('/user');

    await vi.advanceTimersByTimeAsync(100);

    expect((await call).error).toEqual({ errorCode: 1, message: TIMEOUT_MESSAGE });
  });

  it('leaves no timer behind once the answer has arrived', async () => {
    const { fetch } = recordingFetch(() => jsonResponse({ id: 1 }));
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch });

    await client.GET('/user');

    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind after a network failure', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });

    await client.GET('/user');

    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the caller's own abort signal working, reported as a failure rather than a timeout", async () => {
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch: hangingFetch() });
    const caller = new AbortController();
    const call = client.GET('/user', { signal: caller.signal });

    caller.abort();

    expect((await call).error).toEqual({ errorCode: 1, message: NETWORK_FAILURE_MESSAGE });
  });
});
