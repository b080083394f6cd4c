import type { SortDirection } from '@keystone/api';
import type { SortDirection as ShownSortDirection } from '@keystone/ui';
import { useSearchParams } from 'react-router';

// A list whose page, search, filters and sort live in the address (the users list, the project list), so back,
// forward, reload and a shared link all show the same view.

/** The contract's `searchTerm` limit; longer text is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 100;

/** The value of `values` that `value` names, or undefined for anything else a hand-edited address may hold. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The page the address asks for, from 1; anything else is page 1. */
export function pageFrom(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search the address asks for, trimmed and cut to the contract's limit. */
export const searchFrom = (value: string | null): string => (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);

/** A change of search, filter or sort starts again at page 1; only a page change keeps the page. */
export function changeListQuery<Q extends { page: number }>(query: Q, change: Partial<Q>): Q {
  return { ...query, page: 1, ...change };
}

/**
 * The list's state read from the address, and `show(change)` to move to another: a page change keeps the rest, any
 * other change starts again at page 1. `replace` (typing in the search) replaces the history entry rather than adding
 * one per pause.
 */
export function useListAddress<Q extends { page: number }>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = read(searchParams);
  const show = (change: Partial<Q>, options: { replace?: boolean } = {}) => {
    const next = 'page' in change ? { ...query, ...change } : changeListQuery(query, change);
    setSearchParams(write(next), options);
  };
  return { query, show };
}

/** The contract's direction as a sortable column header shows it (`aria-sort`), and back. */
export const shownSortDirection = (direction: SortDirection): ShownSortDirection =>
  direction === 'ASC' ? 'ascending' : 'descending';
export const askedSortDirection = (direction: ShownSortDirection): SortDirection =>
  direction === 'ascending' ? 'ASC' : 'DESC';

/** A column's sort as a data table takes it: how the column is sorted now, if the list is sorted by it, and the request. */
const columnSort = <Column extends string>(key: Column, list: SortedList<Column>) => ({
  direction: key === list.column ? shownSortDirection(list.direction) : undefined,
  onSort: (next: ShownSortDirection) => list.onSort(key, askedSortDirection(next)),
});

interface SortedList<Column extends string> {
  column: Column;
  direction: SortDirection;
  onSort: (column: Column, direction: SortDirection) => void;
}

/** A list's columns, each named by the contract's sort column, as a data table takes them: each with its sort. */
export const sortableColumns = <Column extends string, Entry extends { column: Column }>(
  entries: readonly Entry[],
  list: SortedList<Column>,
) => entries.map(({ column, ...entry }) => ({ ...entry, sort: columnSort(column, list) }));
