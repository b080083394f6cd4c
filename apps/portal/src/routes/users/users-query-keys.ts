import type { ListUsersApiQuery } from './users-list-query.ts';

/** TanStack Query keys of the admin users area; an action invalidates `all`, so list and profile both refresh. */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: ListUsersApiQuery) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
