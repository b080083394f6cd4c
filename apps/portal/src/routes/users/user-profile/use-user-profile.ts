import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/session-context.tsx';
import { dataOrThrow } from '../api-call.ts';
import { retryOnceIfUnexpected } from '../failure.ts';
import { usersKeys } from '../users-query-keys.ts';

/** `GET /users/{id}`; the admin actions refresh it. */
export function useUserProfile(id: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => dataOrThrow(api.GET('/users/{id}', { params: { path: { id } }, signal })),
    retry: retryOnceIfUnexpected,
  });
}
