import { describe, expect, it } from 'vitest';
import { taxYearBounds, taxYearDates, taxYearLabel, taxYearOf, taxYearOfDate } from './tax-year.ts';

describe('the UK tax year, from 6 April in London time', () => {
  it('puts 00:30 BST on 6 April (23:30 UTC on 5 April) in the new year', () => {
    expect(taxYearOf(new Date('2027-04-05T23:30:00Z'))).toBe(2027);
  });

  it('keeps 23:59 on 5 April London time (22:59 UTC) in the old year', () => {
    expect(taxYearOf(new Date('2027-04-05T22:59:59Z'))).toBe(2026);
  });

  it('counts by the London date in winter too', () => {
    expect(taxYearOf(new Date('2027-01-01T00:00:00Z'))).toBe(2026);
    expect(taxYearOfDate('2026-04-05')).toBe(2025);
    expect(taxYearOfDate('2026-04-06')).toBe(2026);
    expect(taxYearOfDate('2026-12-31')).toBe(2026);
  });

  it('bounds a year at London midnight, BST at both ends', () => {
    const { start, end } = taxYearBounds(2026);
    expect(start.toISOString()).toBe('2026-04-05T23:00:00.000Z');
    expect(end.toISOString()).toBe('2027-04-05T23:00:00.000Z');
    expect(taxYearOf(start)).toBe(2026);
    expect(taxYearOf(new Date(end.getTime() - 1))).toBe(2026);
    expect(taxYearOf(end)).toBe(2027);
  });

  it('names a year as HMRC does', () => {
    expect(taxYearLabel(2026)).toBe('2026/27');
    expect(taxYearLabel(2099)).toBe('2099/00');
    expect(taxYearDates(2026)).toEqual({ firstDay: '2026-04-06', lastDay: '2027-04-05' });
  });
});
