import { useApi } from '../../../api/index.ts';

/** `GET /users/{id}`; the admin actions refresh it. */
export function useUserProfile(id: number) {
  return useApi().useQuery('get', '/users/{id}', { params: { path: { id } } });
}
