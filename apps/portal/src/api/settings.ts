import { useApi } from './use-api.ts';

/** The server's public settings (`GET /settings`): the support address, the map's tiles; read once per visit. */
export function usePublicSettings() {
  return useApi().useQuery('get', '/settings', undefined, { staleTime: Number.POSITIVE_INFINITY });
}
