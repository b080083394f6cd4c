import type { QueryClient } from '@tanstack/react-query';
import { useApi } from './use-api.ts';

/** The repayment schedule (issue 34 §1): one of the investor's investments, and a project's summed for the admin. */
export const scheduleKeys = {
  investment: (id: number) => ['get', '/investments/{id}/schedule', { params: { path: { id } } }] as const,
  project: (id: number) => ['get', '/projects/{id}/schedule', { params: { path: { id } } }] as const,
  /** The schedule of every one of the investor's investments. */
  investments: ['get', '/investments/{id}/schedule'] as const,
};

/** `getInvestmentSchedule`: the lines of one of the caller's investments and what was paid against them. */
export function useInvestmentSchedule(id: number) {
  return useApi().useQuery('get', '/investments/{id}/schedule', { params: { path: { id } } });
}

/** `getProjectSchedule`: the project's lines summed over its investors (admin). */
export function useProjectSchedule(id: number) {
  return useApi().useQuery('get', '/projects/{id}/schedule', { params: { path: { id } } });
}

/** After a payment the project's summed schedule moves (its lines become paid). */
export function invalidateProjectSchedule(queryClient: QueryClient, projectId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: scheduleKeys.project(projectId) });
}
