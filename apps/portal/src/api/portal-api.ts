import type { ApiClient, paths } from '@keystone/api';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';

/**
 * The contract's operations as TanStack Query hooks: `$api.useQuery('get', '/user')`,
 * `$api.useMutation('post', '/auth/login')`, `$api.queryOptions(...)`. A failed call throws the contract's `Error`
 * body (never resolves with it), so `query.error` and `onError` receive it typed.
 */
/** Where the portal reaches the API: the server mounts it at /api beside the portal. */
export const API_BASE_URL = '/api';

export type PortalApi = OpenapiQueryClient<paths>;

export function createPortalApi(client: ApiClient): PortalApi {
  return createQueryHooks(client);
}
