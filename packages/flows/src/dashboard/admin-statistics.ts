import type { CountStatistic, DashboardFilter, MoneyStatistic } from '@keystone/api';
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

/** A figure's value in each window of {@link AdminStatisticWindows}. */
export interface WindowSums {
  period: number;
  day: number;
  current: number;
  previous: number;
}

/** A fact the admin dashboard adds up: 1 for a registration, pence for money, at the moment it happened. */
export interface DatedValue {
  at: Date;
  value: number;
}

/**
 * The values within each window: from its start (inclusive) on, the previous window up to `currentStart`
 * (exclusive). The server's SQL sums the same windows in the database (apps/server/src/admin-dashboard/queries.ts).
 */
export function sumWithinWindows(entries: readonly DatedValue[], windows: AdminStatisticWindows): WindowSums {
  const sums: WindowSums = { period: 0, day: 0, current: 0, previous: 0 };
  for (const { at, value } of entries) {
    const time = at.getTime();
    if (time >= windows.periodStart.getTime()) sums.period += value;
    if (time >= windows.dayStart.getTime()) sums.day += value;
    if (time >= windows.currentStart.getTime()) sums.current += value;
    else if (time >= windows.previousStart.getTime()) sums.previous += value;
  }
  return sums;
}

/**
 * The change of the current window against the previous one, in percent to two decimals: 100 when the previous
 * window had nothing and this one has something, 0 when both had nothing.
 */
export function statisticProgress(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/** A count's figure as the dashboard shows it: the period's count, today's, and the progress. */
export const countStatistic = (sums: WindowSums): CountStatistic => ({
  progress: statisticProgress(sums.current, sums.previous),
  dailyValue: sums.day,
  periodValue: sums.period,
});

/** A money figure as the dashboard shows it: the period's pence, today's, and the progress. */
export const moneyStatistic = (sums: WindowSums): MoneyStatistic => ({
  progress: statisticProgress(sums.current, sums.previous),
  dailyValuePence: sums.day,
  periodValuePence: sums.period,
});
