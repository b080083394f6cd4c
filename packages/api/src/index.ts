export {
  createApiClient,
  CLIENT_FAILURE_HEADER,
  hasSignedInCookie,
  NETWORK_FAILURE_MESSAGE,
  SIGNED_IN_COOKIE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
} from './client/index.ts';
export type { ApiClient, ApiClientOptions, ClientFailure, TokenSource } from './client/index.ts';
export {
  apiError,
  catalogueMessage,
  errorCatalogue,
  ErrorCode,
  errorCodes,
  isApiError,
  isErrorCode,
  type ErrorCatalogueEntry,
} from './errors/index.ts';
export * from './enums.ts';
export type * from './types.ts';
export type { components, operations, paths } from './schema';
