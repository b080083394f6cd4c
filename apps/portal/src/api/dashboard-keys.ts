import type { QueryClient } from '@tanstack/react-query';

/**
 * The dashboards' keys, alone so that the bell (on every page) and the modules whose changes move a figure reach them
 * without the dashboard's hooks and the rules they import. Every dashboard read (the investor's and the admin's
 * figures, charts and lists) lives under `/dashboard/`.
 */
const isDashboardKey = (queryKey: readonly unknown[]) =>
  typeof queryKey[1] === 'string' && queryKey[1].startsWith('/dashboard/');

/** Re-reads every dashboard figure and list: money moved, a project was followed, a payment was made. */
export function invalidateDashboards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isDashboardKey(queryKey) });
}
