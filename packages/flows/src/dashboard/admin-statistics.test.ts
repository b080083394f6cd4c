import { describe, expect, it } from 'vitest';
import { adminStatisticWindows, statisticProgress } from './admin-statistics.ts';

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
