import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../schema';
import { bearerTokenMiddleware, type TokenSource } from './bearer-token.middleware.ts';
import { REQUEST_TIMEOUT_MS, timeoutMiddleware } from './timeout.middleware.ts';
import { typedFailureMiddleware } from './typed-failure.middleware.ts';

export interface ApiClientOptions {
  /** Where the API is mounted, e.g. `/api` in the portal or `http://127.0.0.1:3000/api` in Node. */
  baseUrl: string;
  /**
   * For API clients: the JWT to send as a bearer token, called before every request. The portal leaves it out: its
   * session is the server's HttpOnly cookie, which the browser sends with same-origin requests by itself.
   */
  getToken?: TokenSource;
  timeoutMs?: number;
  /** Defaults to the global fetch, looked up on each call so that MSW's patched fetch is used in tests. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths>;

/**
 * A typed client for openapi.yaml. Calls resolve to `{ data }` or `{ error }` (always the `Error` schema) and never
 * throw: network failures and timeouts come back as code 1.
 */
export function createApiClient({
  baseUrl,
  getToken = () => null,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetch = (request) => globalThis.fetch(request),
}: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    fetch,
    // Lists go as repeated keys: ?status=DRAFT&status=COMING_SOON (what the server's query parser expects).
    querySerializer: { array: { style: 'form', explode: true } },
  });
  // Order matters: onRequest runs in this order, onResponse/onError in reverse, so the failure middleware sees
  // timeouts first-hand and the timeout is disarmed only once the body has been read.
  client.use(timeoutMiddleware(timeoutMs), bearerTokenMiddleware(getToken), typedFailureMiddleware());
  return client;
}
