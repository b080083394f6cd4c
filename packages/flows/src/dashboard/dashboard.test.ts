import { describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from '../labels/screen-texts.ts';
import { transactionStatusTone } from '../labels/tones.ts';
import { payoutProfits } from '../payouts/payout-profit.ts';
import { investmentInterestPence, totalInterestAccruedPence, wholeDaysBetween } from './accrued-interest.ts';
import { DEFAULT_DASHBOARD_FILTER, dashboardPeriodStart } from './dashboard-filter.ts';
import {
  DASHBOARD_SECTIONS,
  dashboardPageCount,
  dashboardPageOffset,
  hasPendingWalletMovement,
} from './dashboard-sections.ts';
import { moneyInPlatformShares } from './money-in-platform.ts';

const dayMs = 86_400_000;
const today = new Date('2026-08-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * dayMs);

describe('the dashboard filter', () => {
  it('is ALL_TIME by default, which has no start', () => {
    expect(DEFAULT_DASHBOARD_FILTER).toBe('ALL_TIME');
    expect(dashboardPeriodStart('ALL_TIME', today)).toBeNull();
  });

  it('MONTH is the last 30 days', () => {
    expect(dashboardPeriodStart('MONTH', today)?.toISOString()).toBe('2026-08-01T12:00:00.000Z');
  });

  it('HALF_YEAR is six calendar months back, clamped to the shorter month', () => {
    expect(dashboardPeriodStart('HALF_YEAR', today)?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(dashboardPeriodStart('HALF_YEAR', new Date('2026-11-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-05-01T00:00:00.000Z',
    );
  });

  it('YEAR is twelve calendar months back (29 February falls back to the 28th)', () => {
    expect(dashboardPeriodStart('YEAR', today)?.toISOString()).toBe('2025-08-31T12:00:00.000Z');
    expect(dashboardPeriodStart('YEAR', new Date('2024-02-29T08:00:00Z'))?.toISOString()).toBe(
      '2023-02-28T08:00:00.000Z',
    );
  });
});

describe('the sections', () => {
  it('page 8, 15, 8, 8 and 15 rows, under the address names of the seed', () => {
    expect(Object.values(DASHBOARD_SECTIONS).map((section) => [section.pageParam, section.pageSize])).toEqual([
      ['investments', 8],
      ['paidsouts', 15],
      ['invested', 8],
      ['followed', 8],
      ['history', 15],
    ]);
  });

  it('count pages and offsets', () => {
    expect(dashboardPageCount('investments', 0)).toBe(1);
    expect(dashboardPageCount('investments', 8)).toBe(1);
    expect(dashboardPageCount('investments', 9)).toBe(2);
    expect(dashboardPageCount('walletHistory', 31)).toBe(3);
    expect(dashboardPageOffset('walletHistory', 3)).toBe(30);
    expect(dashboardPageOffset('followedProjects', 0)).toBe(0);
  });

  it('show FAILED pink, PENDING orange, anything else green; empty ones say the seed words', () => {
    expect(transactionStatusTone('FAILED')).toBe('failed');
    expect(transactionStatusTone('PENDING')).toBe('pending');
    expect(transactionStatusTone('SUCCEEDED')).toBe('succeeded');
    expect(SCREEN_TEXTS.noSearchResult).toBe('No search result');
  });
});

describe('total interest accrued', () => {
  it('counts whole days held', () => {
    expect(wholeDaysBetween(daysAgo(100), today)).toBe(100);
    expect(wholeDaysBetween(new Date(today.getTime() - 100 * dayMs + 1), today)).toBe(99);
    expect(wholeDaysBetween(new Date(today.getTime() + dayMs), today)).toBe(0);
  });

  /** The interest of `principalPence` at `yearRatePercent`, held `days` whole days until today. */
  const heldFor = (principalPence: number, yearRatePercent: number, days: number) =>
    investmentInterestPence({ principalPence, yearRatePercent, heldSince: daysAgo(days) }, today);

  it('£10,000 at 9% for 100 days is £246.58 (246.5753… rounded)', () => {
    expect(heldFor(1_000_000, 9, 100)).toBe(24_658);
  });

  it('£5,000 at 8.5% for 30 days is £34.93 (34.9315…)', () => {
    expect(heldFor(500_000, 8.5, 30)).toBe(3_493);
  });

  it('rounds half down, as a payout does: £10 at 7.35% for a year is 73.5p, so 73p; £10.01 is 73.57…p, so 74p', () => {
    expect(heldFor(1_000, 7.35, 365)).toBe(73);
    expect(heldFor(1_001, 7.35, 365)).toBe(74);
  });

  it('keeps an exact half a half wherever floats would drift: £30 for a year is 286.5p at 9.55% and 130.5p at 4.35%', () => {
    // In floats the first is 286.50000000000006 (rounds up) and the second 130.49999999999997 (rounds down).
    expect(heldFor(3_000, 9.55, 365)).toBe(286);
    expect(heldFor(3_000, 4.35, 365)).toBe(130);
  });

  it('stays exact where pence × rate × days passes 2^53: 1,000,420,704,794p at 8.15% for 327 days is …282.49999p', () => {
    expect(heldFor(1_000_420_704_794, 8.15, 327)).toBe(73_045_786_282);
  });

  it("accrues over a term's days what a lone investment's payout pays", () => {
    const cases = [
      { sumPence: 1_005, yearRatePercent: 10, investDays: 365 },
      { sumPence: 3_000, yearRatePercent: 9.55, investDays: 365 },
      { sumPence: 250_000, yearRatePercent: 8.5, investDays: 112 },
      { sumPence: 777_777, yearRatePercent: 7.35, investDays: 213 },
    ];
    for (const item of cases) {
      expect(heldFor(item.sumPence, item.yearRatePercent, item.investDays)).toBe(
        payoutProfits([item], { cancelled: false })[0]?.profitPence,
      );
    }
  });

  it('counts from the filter start when the money was held before it', () => {
    const investment = { principalPence: 1_000_000, yearRatePercent: 9, heldSince: daysAgo(200) };
    // 30 days: 1,000,000 × 9 × 30 / 36,500 = 7,397.26…
    expect(investmentInterestPence(investment, today, daysAgo(30))).toBe(7_397);
  });

  it('adds each live investment, rounded one by one, to the interest already paid out', () => {
    expect(
      totalInterestAccruedPence({
        live: [
          { principalPence: 1_000_000, yearRatePercent: 9, heldSince: daysAgo(100) },
          { principalPence: 500_000, yearRatePercent: 8.5, heldSince: daysAgo(30) },
        ],
        paidOutInterestPence: [33_288, 100],
        today,
        since: null,
      }),
    ).toBe(24_658 + 3_493 + 33_288 + 100);
  });

  it('is zero with nothing invested', () => {
    expect(totalInterestAccruedPence({ live: [], paidOutInterestPence: [], today, since: null })).toBe(0);
  });
});

describe('my money in platform', () => {
  it('gives each project its share, adding up to exactly 100', () => {
    const shares = moneyInPlatformShares([
      { projectId: 1, projectName: 'A', sumPence: 100 },
      { projectId: 2, projectName: 'B', sumPence: 100 },
      { projectId: 3, projectName: 'C', sumPence: 100 },
    ]);
    expect(shares.map((share) => share.percent)).toEqual([33.34, 33.33, 33.33]);
  });

  it('£5,000 and £10,000 are 33.33% and 66.67%', () => {
    const shares = moneyInPlatformShares([
      { projectId: 3, projectName: 'Riverside Mews', sumPence: 500_000 },
      { projectId: 4, projectName: 'Harbourside Offices', sumPence: 1_000_000 },
    ]);
    expect(shares.map((share) => share.percent)).toEqual([33.33, 66.67]);
  });

  it('is 0% for everything when nothing is in', () => {
    expect(moneyInPlatformShares([{ projectId: 1, projectName: 'A', sumPence: 0 }])[0]?.percent).toBe(0);
  });
});

describe('hasPendingWalletMovement', () => {
  const row = (status: 'PENDING' | 'SUCCEEDED' | 'FAILED') => ({
    id: 2,
    amountPence: 125_000,
    type: 'PAY_IN' as const,
    status,
    timestamp: '2026-11-20T10:00:00.000Z',
    providerTransactionId: null,
    reference: null,
  });
  const dashboard = (...statuses: ('PENDING' | 'SUCCEEDED' | 'FAILED')[]) => ({
    pledgedInvestmentPence: 0,
    totalInterestAccruedPence: 0,
    walletBalancePence: 0,
    myMoneyInPlatform: [],
    walletHistory: { transactions: statuses.map(row), count: statuses.length },
  });

  it('is true while a deposit or withdrawal on the first page waits for the provider', () => {
    expect(hasPendingWalletMovement(dashboard('SUCCEEDED', 'PENDING'))).toBe(true);
  });

  it('is false once every movement has settled or failed, and before the dashboard arrives', () => {
    expect(hasPendingWalletMovement(dashboard('SUCCEEDED', 'FAILED'))).toBe(false);
    expect(hasPendingWalletMovement(undefined)).toBe(false);
  });
});
