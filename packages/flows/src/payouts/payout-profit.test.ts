import { describe, expect, it } from 'vitest';
import { investDays, payoutProfits, termRatePercent } from './payout-profit.ts';

const term = { startDate: '2026-01-01', endDate: '2026-07-01' };

describe('investDays', () => {
  it('counts from the invest day to the end of the term: 10 March to 1 July is 22 (to 1 April) + 30 + 31 + 30 = 113 days', () => {
    expect(investDays(new Date('2026-03-10T15:00:00Z'), term)).toBe(113);
  });

  it('counts from the start of the term for money invested before it: 31 + 28 + 31 + 30 + 31 + 30 = 181 days', () => {
    expect(investDays(new Date('2025-12-01T09:00:00Z'), term)).toBe(181);
  });

  it('is 0, never negative, for money invested after the term ended', () => {
    expect(investDays(new Date('2026-08-01T00:00:00Z'), term)).toBe(0);
  });
});

describe('payoutProfits', () => {
  const year = (sumPence: number, yearRatePercent = 10) => ({ sumPence, yearRatePercent, investDays: 365 });

  it('pays simple interest: £1,000 at 10% for a year is £100', () => {
    expect(payoutProfits([year(100_000)], { cancelled: false })).toEqual([
      { profitPence: 10_000, totalPence: 110_000 },
    ]);
  });

  it('works in exact pence: £2,500 at 8.5% for 112 days is 6,520.55p, so 6,521p', () => {
    const [item] = payoutProfits([{ sumPence: 250_000, yearRatePercent: 8.5, investDays: 112 }], { cancelled: false });
    expect(item).toEqual({ profitPence: 6_521, totalPence: 256_521 });
  });

  it('rounds half down: 100.5p is 100p, 100.6p is 101p', () => {
    expect(payoutProfits([year(1_005)], { cancelled: false })[0]?.profitPence).toBe(100);
    expect(payoutProfits([year(1_006)], { cancelled: false })[0]?.profitPence).toBe(101);
  });

  it('gives the pennies cut off each item to the largest fractions: 100.5p + 100.7p = 201.2p is 100p + 101p', () => {
    const profits = payoutProfits([year(1_005), year(1_007)], { cancelled: false });
    expect(profits.map((item) => item.profitPence)).toEqual([100, 101]);
  });

  it('breaks ties by order and keeps the total: 3 × 100.5p = 301.5p is 301p, as 101p + 100p + 100p', () => {
    const profits = payoutProfits([year(1_005), year(1_005), year(1_005)], { cancelled: false });
    expect(profits.map((item) => item.profitPence)).toEqual([101, 100, 100]);
  });

  it('returns only the principal for a cancelled project', () => {
    expect(payoutProfits([year(1_005), year(250_000)], { cancelled: true })).toEqual([
      { profitPence: 0, totalPence: 1_005 },
      { profitPence: 0, totalPence: 250_000 },
    ]);
  });

  it('pays nothing for no days or a zero rate', () => {
    const profits = payoutProfits(
      [
        { sumPence: 50_000, yearRatePercent: 12, investDays: 0 },
        { sumPence: 50_000, yearRatePercent: 0, investDays: 200 },
      ],
      { cancelled: false },
    );
    expect(profits.map((item) => item.profitPence)).toEqual([0, 0]);
  });
});

describe('termRatePercent', () => {
  it('is the yearly rate over the days, to two decimals: 8.5% over 112 days is 2.61%', () => {
    expect(termRatePercent(8.5, 112)).toBe(2.61);
  });
});
