import { describe, expect, it } from 'vitest';
import {
  adminStatisticWindows,
  countStatistic,
  moneyStatistic,
  statisticProgress,
  sumWithinWindows,
} from './admin-statistics.ts';

const now = new Date('2026-08-31T12:00:00.000Z');

describe('the admin dashboard windows', () => {
  it('compares the last 30 days with the 30 before them for MONTH', () => {
    expect(adminStatisticWindows('MONTH', now)).toEqual({
      periodStart: new Date('2026-08-01T12:00:00.000Z'),
      dayStart: new Date('2026-08-31T00:00:00.000Z'),
      currentStart: new Date('2026-08-01T12:00:00.000Z'),
      previousStart: new Date('2026-07-02T12:00:00.000Z'),
    });
  });

  it('takes calendar months for HALF_YEAR and YEAR, the previous window as long as the current', () => {
    const half = adminStatisticWindows('HALF_YEAR', now);
    expect(half.periodStart).toEqual(new Date('2026-02-28T12:00:00.000Z'));
    expect(half.previousStart).toEqual(
      new Date(half.periodStart.getTime() - (now.getTime() - half.periodStart.getTime())),
    );
    expect(adminStatisticWindows('YEAR', now).periodStart).toEqual(new Date('2025-08-31T12:00:00.000Z'));
  });

  it('counts everything for ALL_TIME and measures its progress on the last 30 days', () => {
    const all = adminStatisticWindows('ALL_TIME', now);
    expect(all.periodStart).toEqual(new Date(0));
    expect(all.currentStart).toEqual(new Date('2026-08-01T12:00:00.000Z'));
    expect(all.previousStart).toEqual(new Date('2026-07-02T12:00:00.000Z'));
  });
});

describe('the progress of a figure', () => {
  it('is the change against the previous window in percent, two decimals', () => {
    expect(statisticProgress(3, 2)).toBe(50);
    expect(statisticProgress(1, 3)).toBe(-66.67);
    expect(statisticProgress(2, 3)).toBe(-33.33);
  });

  it('is 100 from nothing and 0 when both windows are empty', () => {
    expect(statisticProgress(5, 0)).toBe(100);
    expect(statisticProgress(0, 0)).toBe(0);
    expect(statisticProgress(0, 4)).toBe(-100);
  });
});

describe('a figure from its sums', () => {
  it('shows the period, today and the progress of the current window against the previous', () => {
    const sums = { period: 9, day: 1, current: 3, previous: 2 };
    expect(countStatistic(sums)).toEqual({ progress: 50, dailyValue: 1, periodValue: 9 });
    expect(moneyStatistic(sums)).toEqual({ progress: 50, dailyValuePence: 1, periodValuePence: 9 });
  });
});

describe('the sums within the windows', () => {
  const month = adminStatisticWindows('MONTH', now);
  const at = (iso: string, value = 1) => ({ at: new Date(iso), value });

  it('counts a value dated exactly at a window start in that window, and not in the one before', () => {
    expect(sumWithinWindows([at('2026-08-01T12:00:00.000Z', 7)], month)).toEqual({
      period: 7,
      day: 0,
      current: 7,
      previous: 0,
    });
    expect(sumWithinWindows([at('2026-08-31T00:00:00.000Z', 3)], month)).toEqual({
      period: 3,
      day: 3,
      current: 3,
      previous: 0,
    });
    expect(sumWithinWindows([at('2026-07-02T12:00:00.000Z', 5)], month)).toEqual({
      period: 0,
      day: 0,
      current: 0,
      previous: 5,
    });
  });

  it('leaves out what came a moment before a start', () => {
    expect(sumWithinWindows([at('2026-08-01T11:59:59.999Z', 7), at('2026-07-02T11:59:59.999Z', 5)], month)).toEqual({
      period: 0,
      day: 0,
      current: 0,
      previous: 7,
    });
  });

  it('adds every value of each window, from today back to the beginning of time for ALL_TIME', () => {
    const entries = [
      at('2026-08-31T11:00:00.000Z', 200),
      at('2026-08-20T12:00:00.000Z', 500),
      at('2026-07-10T12:00:00.000Z', 1_000),
      at('2020-01-01T00:00:00.000Z', 1_500),
    ];
    expect(sumWithinWindows(entries, month)).toEqual({ period: 700, day: 200, current: 700, previous: 1_000 });
    expect(sumWithinWindows(entries, adminStatisticWindows('ALL_TIME', now))).toEqual({
      period: 3_200,
      day: 200,
      current: 700,
      previous: 1_000,
    });
    expect(sumWithinWindows([], month)).toEqual({ period: 0, day: 0, current: 0, previous: 0 });
  });
});
