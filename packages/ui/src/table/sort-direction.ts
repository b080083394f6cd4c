export type SortDirection = 'ascending' | 'descending';

/** A column that is not sorted yet starts ascending; a sorted one flips. */
export function nextSortDirection(current: SortDirection | undefined): SortDirection {
  return current === 'ascending' ? 'descending' : 'ascending';
}
