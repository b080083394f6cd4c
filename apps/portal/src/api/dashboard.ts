import type { QueryClient } from '@tanstack/react-query';

/** Every dashboard read (the investor's and the admin's figures, charts and lists) lives under `/dashboard/`. */
const isDashboardKey = (queryKey: readonly unknown[]) =>
  typeof queryKey[1] === 'string' && queryKey[1].startsWith('/dashboard/');

/** Re-reads every dashboard figure and list: money moved, a project was followed, a payment was made. */
export function invalidateDashboards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isDashboardKey(queryKey) });
}
