import {
  sortDirections,
  userSortColumns,
  userStatuses,
  type operations,
  type SortDirection,
  type UserSortColumn,
  type UserStatus,
} from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { changeListQuery, oneOf, pageFrom, searchFrom } from '../../lists/use-list-address.ts';

/** What the admin user list shows; every part lives in the address so back, forward and reload keep it. */
export interface UsersListQuery {
  /** From 1. */
  page: number;
  search: string;
  /** null shows every status. */
  status: UserStatus | null;
  column: UserSortColumn;
  direction: SortDirection;
}

export type ListUsersApiQuery = NonNullable<operations['listUsers']['parameters']['query']>;

/** Seed 001 §9: users are sorted by e-mail ascending unless the admin asks otherwise. */
export const DEFAULT_USERS_LIST_QUERY: UsersListQuery = {
  page: 1,
  search: '',
  status: null,
  column: 'email',
  direction: 'ASC',
};

/** Reads the list's state from the address; anything unreadable (a hand-edited URL) falls back to the default. */
export function readUsersListQuery(params: URLSearchParams): UsersListQuery {
  const column = oneOf(userSortColumns, params.get('column'));
  return {
    page: pageFrom(params.get('page')),
    search: searchFrom(params.get('search')),
    status: oneOf(userStatuses, params.get('status')) ?? null,
    column: column ?? DEFAULT_USERS_LIST_QUERY.column,
    direction: oneOf(sortDirections, params.get('direction')) ?? DEFAULT_USERS_LIST_QUERY.direction,
  };
}

/** The address for a list state: defaults are left out, so the plain `/platform/users` is the default list. */
export function writeUsersListQuery(query: UsersListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  const search = query.search.trim();
  if (search) params.set('search', search);
  if (query.status) params.set('status', query.status);
  const defaultSort =
    query.column === DEFAULT_USERS_LIST_QUERY.column && query.direction === DEFAULT_USERS_LIST_QUERY.direction;
  if (!defaultSort) {
    params.set('column', query.column);
    params.set('direction', query.direction);
  }
  return params;
}

/** A change of search, filter or sort starts again at page 1; only a page change keeps the page. */
export const changeUsersListQuery = changeListQuery<UsersListQuery>;

/** `GET /users` parameters for a list state (seed 001 §7: limit 20, offset, status, searchTerm, column, direction). */
export function listUsersApiQuery(query: UsersListQuery): ListUsersApiQuery {
  const limit = PAGE_SIZE.adminLists;
  return {
    limit,
    offset: (query.page - 1) * limit,
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { searchTerm: query.search } : {}),
    column: query.column,
    direction: query.direction,
  };
}

export const pageCountFor = (count: number): number => Math.max(1, Math.ceil(count / PAGE_SIZE.adminLists));
