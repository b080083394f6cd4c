/** The requested page of a list, read from the request's `limit` and `offset` like the server does. */
export function pageOf<T>(items: readonly T[], request: Request, defaultLimit: number): { page: T[]; count: number } {
  const query = new URL(request.url).searchParams;
  const limit = Number(query.get('limit') ?? defaultLimit);
  const offset = Number(query.get('offset') ?? 0);
  return { page: items.slice(offset, offset + limit), count: items.length };
}

/** Case-insensitive match of `searchTerm` against some text fields; everything matches without a term. */
export function matchesSearch(request: Request, ...fields: (string | null)[]): boolean {
  const term = new URL(request.url).searchParams.get('searchTerm')?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}
