import type { DashboardFilter } from '@keystone/api';

// The investor dashboard's period filter (seed 000 §3 'dashboard filter', §9 'default ALL_TIME').

export const DEFAULT_DASHBOARD_FILTER: DashboardFilter = 'ALL_TIME';

export const DASHBOARD_FILTER_LABELS: { readonly [filter in DashboardFilter]: string } = {
  MONTH: 'Last 30 days',
  HALF_YEAR: 'Last 6 months',
  YEAR: 'Last year',
  ALL_TIME: 'All time',
};

const dayMs = 86_400_000;

/** `months` calendar months before `today` (UTC), clamped to the month's last day (31 August − 6 months is 28/29 Feb). */
function monthsBefore(today: Date, months: number): Date {
  const target = new Date(today.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * When the filter's period starts (inclusive), or null for ALL_TIME: MONTH is the last 30 days (30 × 24 hours),
 * HALF_YEAR the last 6 calendar months and YEAR the last 12, each ending now.
 */
export function dashboardPeriodStart(filter: DashboardFilter, today: Date): Date | null {
  switch (filter) {
    case 'MONTH':
      return new Date(today.getTime() - 30 * dayMs);
    case 'HALF_YEAR':
      return monthsBefore(today, 6);
    case 'YEAR':
      return monthsBefore(today, 12);
    case 'ALL_TIME':
      return null;
  }
}
