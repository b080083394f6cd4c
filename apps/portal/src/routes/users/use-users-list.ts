import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../session/session-context.tsx';
import { dataOrThrow } from './api-call.ts';
import { retryOnceIfUnexpected } from './failure.ts';
import { usersKeys } from './users-query-keys.ts';
import { listUsersApiQuery, type UsersListQuery } from './users-list-query.ts';

/** `GET /users` for the list's state; the previous page stays on screen while the next one loads. */
export function useUsersList(query: UsersListQuery) {
  const { api } = useSession();
  const apiQuery = listUsersApiQuery(query);
  return useQuery({
    queryKey: usersKeys.list(apiQuery),
    queryFn: ({ signal }) => dataOrThrow(api.GET('/users', { params: { query: apiQuery }, signal })),
    placeholderData: keepPreviousData,
    retry: retryOnceIfUnexpected,
  });
}
