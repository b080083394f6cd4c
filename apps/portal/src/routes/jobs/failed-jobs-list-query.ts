import { PAGE_SIZE } from '@keystone/flows/constants';
import { pageFrom } from '../../lists/use-list-address.ts';

/** The failed jobs list's page, kept in the address so back, forward and reload show the same one. */
export interface FailedJobsListQuery {
  page: number;
}

export const readFailedJobsListQuery = (params: URLSearchParams): FailedJobsListQuery => ({
  page: pageFrom(params.get('page')),
});

export function writeFailedJobsListQuery(query: FailedJobsListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const listFailedJobsApiQuery = (query: FailedJobsListQuery) => ({
  limit: PAGE_SIZE.adminLists,
  offset: (query.page - 1) * PAGE_SIZE.adminLists,
});

export const failedJobsPageCount = (count: number): number => Math.max(1, Math.ceil(count / PAGE_SIZE.adminLists));
