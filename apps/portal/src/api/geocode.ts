import { useApi } from './use-api.ts';

/** `GET /geocode` for an address the admin searched (seed 001 §5 location), only once one was searched. */
export function useGeocode(address: string | null) {
  return useApi().useQuery(
    'get',
    '/geocode',
    { params: { query: { address: address ?? '' } } },
    { enabled: address !== null },
  );
}
