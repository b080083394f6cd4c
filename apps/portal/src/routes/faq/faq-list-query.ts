import { FAQ_PAGE_SIZE } from '@keystone/flows/rules';
import { pageFrom, searchFrom } from '../../lists/use-list-address.ts';

/** The admin FAQ list's state, kept in the address so back, forward and reload show the same view. */
export interface FaqListQuery {
  page: number;
  search: string;
}

export function readFaqListQuery(params: URLSearchParams): FaqListQuery {
  return { page: pageFrom(params.get('page')), search: searchFrom(params.get('search')) };
}

export function writeFaqListQuery(query: FaqListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.search.trim()) params.set('search', query.search.trim());
  return params;
}

export function listFaqApiQuery(query: FaqListQuery) {
  return {
    limit: FAQ_PAGE_SIZE,
    offset: (query.page - 1) * FAQ_PAGE_SIZE,
    ...(query.search ? { searchTerm: query.search } : {}),
  };
}

export const faqPageCount = (count: number): number => Math.max(1, Math.ceil(count / FAQ_PAGE_SIZE));
