import { useApi } from '../api/index.ts';

/** The server's public settings (`GET /settings`): the support address comes from its configuration. */
export function usePublicSettings() {
  return useApi().useQuery('get', '/settings', undefined, { staleTime: Number.POSITIVE_INFINITY });
}
