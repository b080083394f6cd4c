import type { Project } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import {
  ACTUAL_DATE_STATUSES,
  derivedExpectedRate,
  displayedTermDates,
  mainImage,
  monthsBetween,
  percentFunded,
  pledgeProgress,
  returnUpTo,
  strategyRate,
  termMonths,
} from './project-figures.ts';
import { millProject } from './project.test-fixture.ts';

const project = (changes: Partial<Project>): Project => ({ ...millProject, ...changes });

describe('monthsBetween: whole calendar months', () => {
  it('counts a month once its start day is reached', () => {
    expect(monthsBetween('2027-01-15', '2028-07-15')).toBe(18); // 12 + 6
    expect(monthsBetween('2027-01-15', '2028-07-14')).toBe(17); // the 18th month lacks a day
    expect(monthsBetween('2027-01-15', '2027-02-14')).toBe(0);
    expect(monthsBetween('2027-12-01', '2028-01-01')).toBe(1); // across a year
  });

  it('counts a month ending on its last day whole when the start day does not exist in it', () => {
    expect(monthsBetween('2027-01-31', '2027-02-28')).toBe(1);
    expect(monthsBetween('2028-01-30', '2028-02-29')).toBe(1); // leap year
    expect(monthsBetween('2028-01-30', '2028-02-28')).toBe(0);
  });

  it('is 0 for an end before the start or a date that is not one', () => {
    expect(monthsBetween('2027-07-15', '2027-01-15')).toBe(0);
    expect(monthsBetween('2027-02-30', '2027-07-15')).toBe(0);
  });
});

describe('the dates a term shows', () => {
  const began = project({
    status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    shortActualStartDate: '2027-02-01',
    shortActualEndDate: null,
  });

  it('are the actual ones for the eight statuses of the seed, each falling back to the planned one', () => {
    expect(ACTUAL_DATE_STATUSES).toHaveLength(8);
    expect(displayedTermDates(began, 'short')).toEqual({ start: '2027-02-01', end: '2028-07-15' });
    // 1 Feb 2027 → 15 Jul 2028: 12 + 5 = 17 months, against 18 as planned
    expect(termMonths(began, 'short')).toBe(17);
  });

  it('are the planned ones before', () => {
    const pledging = { ...began, status: 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN' as const };
    expect(displayedTermDates(pledging, 'short')).toEqual({ start: '2027-01-15', end: '2028-07-15' });
  });

  it('give the card its short and long month counts, the long one 0 without a long term', () => {
    expect(termMonths(millProject, 'short')).toBe(18);
    expect(termMonths(millProject, 'long')).toBe(36); // 15 Jul 2028 → 15 Jul 2031
    expect(termMonths(project({ allowLongTerm: false }), 'long')).toBe(0);
  });
});

describe('funding', () => {
  it('is the percent funded to two decimals', () => {
    // £456,789 of £1,000,000: 45,678,900 × 10,000 / 100,000,000 = 4,567.89 → 4,568 hundredths → 45.68
    expect(percentFunded(45_678_900, 100_000_000)).toBe(45.68);
    // £1 of £3: 33.333… → 33.33; £2 of £3: 66.666… → 66.67
    expect(percentFunded(100, 300)).toBe(33.33);
    expect(percentFunded(200, 300)).toBe(66.67);
    expect(percentFunded(0, 0)).toBe(0);
    expect(percentFunded(150, 100)).toBe(150);
  });

  it('is a pledge progress of the rounded percentage', () => {
    expect(pledgeProgress(millProject)).toBe(46); // 45.6789 → 46
    expect(pledgeProgress({ shortFundedSumPence: 45_000_000, shortFundingTargetPence: 100_000_000 })).toBe(45);
    expect(pledgeProgress({ shortFundedSumPence: 0, shortFundingTargetPence: 0 })).toBe(0);
  });
});

describe('the main image', () => {
  it('is the one flagged main, else the first', () => {
    expect(mainImage(millProject.images)?.id).toBe(2);
    expect(mainImage(millProject.images.map((image) => ({ ...image, main: false })))?.id).toBe(1);
    expect(mainImage([])).toBeUndefined();
  });
});

describe('rates', () => {
  it('derives the equity rate from the profit share, the profit, the target and the years', () => {
    // 40% of £200,000 profit on a £1,000,000 target over 18 months (1.5 years):
    // 0.40 × 200,000 / 1,000,000 / 1.5 × 100 = 5.333…% → 5.33
    expect(
      derivedExpectedRate({ profitSharePercent: 40, profitPence: 20_000_000, targetPence: 100_000_000, months: 18 }),
    ).toBe(5.33);
    // 50% of £120,000 on £400,000 over 24 months: 0.5 × 0.3 / 2 × 100 = 7.5
    expect(
      derivedExpectedRate({ profitSharePercent: 50, profitPence: 12_000_000, targetPence: 40_000_000, months: 24 }),
    ).toBe(7.5);
    expect(derivedExpectedRate({ profitSharePercent: 50, profitPence: null, targetPence: 1, months: 24 })).toBeNull();
    expect(derivedExpectedRate({ profitSharePercent: 50, profitPence: 1, targetPence: 1, months: 0 })).toBeNull();
  });

  it('reads debt rates as set, and equity ones derived from the actual profit, else the expected one', () => {
    expect(strategyRate(millProject, 'short', 'DEBT')).toBe(8);
    expect(strategyRate(millProject, 'short', 'EQUITY')).toBeNull();
    // Long term: no profit known, so the rate as set.
    expect(strategyRate(millProject, 'long', 'EQUITY')).toBe(11.25);
    // 40% of £150,000 on £500,000 over 36 months: 0.4 × 0.3 / 3 × 100 = 4
    expect(strategyRate(project({ longExpectedProfitPence: 15_000_000 }), 'long', 'EQUITY')).toBe(4);
    // The actual profit wins: 40% of £300,000 on £500,000 over 3 years = 8
    const withActual = project({ longExpectedProfitPence: 15_000_000, longActualProfitPence: 30_000_000 });
    expect(strategyRate(withActual, 'long', 'EQUITY')).toBe(8);
  });

  it("gives 'Return up to' the highest rate offered in either term", () => {
    expect(returnUpTo(millProject)).toBe(11.25); // short 8 and 6.5, long 11.25
    expect(returnUpTo(project({ allowLongTerm: false }))).toBe(8);
    expect(
      returnUpTo(project({ allowLongTerm: false, shortDebtExpectedRate: null, shortDebtSecuredExpectedRate: null })),
    ).toBeNull();
  });
});
