import {
  agreementSortColumns,
  sortDirections,
  type AgreementSortColumn,
  type AgreementStatus,
  type operations,
  type SortDirection,
} from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { oneOf, pageFrom, searchFrom } from '../../lists/use-list-address.ts';

/** The tabs of `/platform/agreements/{type}` (seed 001 §2), in their order, each with the status it lists. */
export const AGREEMENT_TABS = [
  { type: 'all', label: 'All', status: null },
  { type: 'active', label: 'Active', status: 'ACTIVE' },
  { type: 'completed', label: 'Completed', status: 'COMPLETED' },
  { type: 'cancelled', label: 'Cancelled', status: 'CANCELLED' },
] as const satisfies ReadonlyArray<{ type: string; label: string; status: AgreementStatus | null }>;

export type AgreementTab = (typeof AGREEMENT_TABS)[number];
export type AgreementTabType = AgreementTab['type'];

/** The tab the address names; an unknown type (a hand-edited address) is undefined, and the page shows 'all'. */
export const agreementTab = (type: string | undefined): AgreementTab | undefined =>
  AGREEMENT_TABS.find((tab) => tab.type === type);

export const agreementsPath = (type: AgreementTabType) => `/platform/agreements/${type}`;

/** What the list shows besides its tab; every part lives in the address so back, forward and reload keep it. */
export interface AgreementsListQuery {
  /** From 1. */
  page: number;
  search: string;
  column: AgreementSortColumn;
  direction: SortDirection;
}

export type ListAgreementsApiQuery = NonNullable<operations['listAgreements']['parameters']['query']>;

/** Seed 001 §9: agreements are sorted by id descending unless the person asks otherwise. */
export const DEFAULT_AGREEMENTS_LIST_QUERY: AgreementsListQuery = {
  page: 1,
  search: '',
  column: 'id',
  direction: 'DESC',
};

/** Reads the list's state from the address; anything unreadable falls back to the default. */
export function readAgreementsListQuery(params: URLSearchParams): AgreementsListQuery {
  return {
    page: pageFrom(params.get('page')),
    search: searchFrom(params.get('search')),
    column: oneOf(agreementSortColumns, params.get('column')) ?? DEFAULT_AGREEMENTS_LIST_QUERY.column,
    direction: oneOf(sortDirections, params.get('direction')) ?? DEFAULT_AGREEMENTS_LIST_QUERY.direction,
  };
}

/** The address for a list state: defaults are left out, so the plain `/platform/agreements/all` is the default. */
export function writeAgreementsListQuery(query: AgreementsListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  const search = query.search.trim();
  if (search) params.set('search', search);
  const defaultSort =
    query.column === DEFAULT_AGREEMENTS_LIST_QUERY.column &&
    query.direction === DEFAULT_AGREEMENTS_LIST_QUERY.direction;
  if (!defaultSort) {
    params.set('column', query.column);
    params.set('direction', query.direction);
  }
  return params;
}

/** `GET /agreements` parameters (seed 001 §7: limit 20, offset, status from the tab, searchTerm, column, direction). */
export function listAgreementsApiQuery(query: AgreementsListQuery, tab: AgreementTab): ListAgreementsApiQuery {
  const limit = PAGE_SIZE.adminLists;
  return {
    limit,
    offset: (query.page - 1) * limit,
    ...(tab.status ? { status: tab.status } : {}),
    ...(query.search ? { searchTerm: query.search } : {}),
    column: query.column,
    direction: query.direction,
  };
}

export const agreementsPageCount = (count: number): number => Math.max(1, Math.ceil(count / PAGE_SIZE.adminLists));
