import type { DashboardFilter } from '@keystone/api';
import { dashboardPeriodStart } from './dashboard-filter.ts';

// The admin dashboard's figures (seed 001 §3 'Admin dashboard'), as described under `AdminDashboard` in openapi.yaml.

const dayMs = 86_400_000;

/** Where each part of a statistic starts (inclusive); each ends at `now`, the previous window at `currentStart`. */
export interface AdminStatisticWindows {
  /** The filter's period; the beginning of time for ALL_TIME. */
  periodStart: Date;
  /** Today: since midnight UTC. */
  dayStart: Date;
  /** The window the progress measures: the filter's period, or the last 30 days for ALL_TIME (it has no before). */
  currentStart: Date;
  /** The window of the same length just before it, which the progress compares with. */
  previousStart: Date;
}

export function adminStatisticWindows(filter: DashboardFilter, now: Date): AdminStatisticWindows {
  const periodStart = dashboardPeriodStart(filter, now);
  const currentStart = periodStart ?? new Date(now.getTime() - 30 * dayMs);
  return {
    periodStart: periodStart ?? new Date(0),
    dayStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    currentStart,
    previousStart: new Date(currentStart.getTime() - (now.getTime() - currentStart.getTime())),
  };
}

/**
 * The change of the current window against the previous one, in percent to two decimals: 100 when the previous
 * window had nothing and this one has something, 0 when both had nothing.
 */
export function statisticProgress(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}
