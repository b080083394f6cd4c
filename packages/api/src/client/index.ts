export { createApiClient } from './create-api-client.ts';
export { REQUEST_TIMEOUT_MS } from './timeout.middleware.ts';
export type { ApiClient, ApiClientOptions } from './create-api-client.ts';
export { CLIENT_FAILURE_HEADER, NETWORK_FAILURE_MESSAGE, TIMEOUT_MESSAGE } from './typed-failure.middleware.ts';
export type { ClientFailure } from './typed-failure.middleware.ts';
export type { TokenSource } from './bearer-token.middleware.ts';
export { hasSignedInCookie, SIGNED_IN_COOKIE } from './signed-in-cookie.ts';
