// Every mock list answers through `listPage`, reading `searchTerm`, `column`, `direction`, `limit` and `offset` from
// the request as the server does: case-insensitive search, nulls last in either direction, ties in id order (in the
// same direction), so pages stay stable.

type SortValue = string | number | boolean | null | undefined;

export interface ListOptions<T> {
  /** The page size when the request names no `limit`. */
  defaultLimit: number;
  /** The text fields `searchTerm` is looked for in; the list ignores `searchTerm` without them. */
  searchIn?: (item: T) => readonly (string | null)[];
  /** Sorting by the request's `column`; the list keeps its own order without it. */
  sort?: {
    defaultColumn: string;
    defaultDirection: 'ASC' | 'DESC';
    valueOf: (item: T, column: string) => SortValue;
    idOf: (item: T) => number;
  };
}

function matchesSearch<T>(item: T, term: string, searchIn: ListOptions<T>['searchIn']): boolean {
  if (!term || !searchIn) return true;
  return searchIn(item).some((field) => field?.toLowerCase().includes(term));
}

function compareBy<T>(column: string, direction: 1 | -1, sort: NonNullable<ListOptions<T>['sort']>) {
  return (a: T, b: T): number => {
    const [left, right] = [sort.valueOf(a, column) ?? null, sort.valueOf(b, column) ?? null];
    if (left === right) return (sort.idOf(a) - sort.idOf(b)) * direction;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left > right ? 1 : -1) * direction;
  };
}

/** The requested page of `items` and how many match, as the server answers a list. */
export function listPage<T>(
  items: readonly T[],
  request: Request,
  options: ListOptions<T>,
): { page: T[]; count: number } {
  const query = new URL(request.url).searchParams;
  const term = query.get('searchTerm')?.trim().toLowerCase() ?? '';
  const found = items.filter((item) => matchesSearch(item, term, options.searchIn));
  if (options.sort) {
    const column = query.get('column') ?? options.sort.defaultColumn;
    const direction = query.get('direction') ?? options.sort.defaultDirection;
    found.sort(compareBy(column, direction === 'DESC' ? -1 : 1, options.sort));
  }
  const limit = Number(query.get('limit') ?? options.defaultLimit);
  const offset = Number(query.get('offset') ?? 0);
  return { page: found.slice(offset, offset + limit), count: found.length };
}
