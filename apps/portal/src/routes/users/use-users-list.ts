import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '../../api/index.ts';
import { listUsersApiQuery, type UsersListQuery } from './users-list-query.ts';

/** `GET /users` for the list's state; the previous page stays on screen while the next one loads. */
export function useUsersList(query: UsersListQuery) {
  return useApi().useQuery(
    'get',
    '/users',
    { params: { query: listUsersApiQuery(query) } },
    { placeholderData: keepPreviousData },
  );
}
