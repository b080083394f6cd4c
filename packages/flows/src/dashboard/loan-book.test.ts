import { describe, expect, it } from 'vitest';
import { capitalRepaidPence, loanBookOf, NO_LOAN_BOOK, outstandingPence, type LoanRecord } from './loan-book.ts';

const loan = (overrides: Partial<LoanRecord>): LoanRecord => ({
  startDate: '2025-03-01',
  status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
  repaymentState: 'ON_TIME',
  lentPence: 1_000_000,
  returnedPence: 0,
  interestPaidPence: 0,
  lossPence: 0,
  rateWeight: 1_000_000 * 9,
  termDaysWeight: 1_000_000 * 365,
  ...overrides,
});

describe('the loan book', () => {
  it('counts capital repaid as what came back less interest, never more than was lent', () => {
    expect(capitalRepaidPence(loan({ returnedPence: 1_090_000, interestPaidPence: 90_000 }))).toBe(1_000_000);
    expect(capitalRepaidPence(loan({ returnedPence: 400_000 }))).toBe(400_000);
    expect(capitalRepaidPence(loan({ returnedPence: 1_200_000 }))).toBe(1_000_000);
  });

  it('owes nothing on a loan closed, whatever came back', () => {
    expect(outstandingPence(loan({ returnedPence: 250_000 }))).toBe(750_000);
    expect(outstandingPence(loan({ returnedPence: 250_000, repaymentState: 'CLOSED_WRITTEN_OFF' }))).toBe(0);
    expect(outstandingPence(loan({ status: 'COMPLETE' }))).toBe(0);
  });

  it('adds the loans up by the year they began, oldest first, with the averages weighted by money', () => {
    const book = loanBookOf(
      [
        loan({ startDate: '2026-01-10', repaymentState: 'LATE', returnedPence: 100_000 }),
        loan({
          startDate: '2025-12-31',
          lentPence: 3_000_000,
          rateWeight: 3_000_000 * 10,
          termDaysWeight: 3_000_000 * 730,
        }),
        loan({
          startDate: '2025-06-01',
          repaymentState: 'CLOSED_WRITTEN_OFF',
          returnedPence: 600_000,
          lossPence: 433_333,
        }),
        loan({ startDate: '2026-02-01', repaymentState: 'IN_DEFAULT' }),
        loan({ startDate: '2026-02-02', repaymentState: 'IN_RECOVERY', returnedPence: 1 }),
      ],
      new Date('2026-08-31T11:00:00.000Z'),
    );
    expect(book.computedAt).toBe('2026-08-31T11:00:00.000Z');
    expect(book.years.map((year) => year.year)).toEqual([2025, 2026]);
    expect(book.years[0]).toEqual({
      year: 2025,
      loans: 2,
      lentPence: 4_000_000,
      repaidPence: 600_000,
      interestPaidPence: 0,
      outstandingPence: 3_000_000,
      late: { loans: 0, amountPence: 0 },
      inDefault: { loans: 0, amountPence: 0 },
      inRecovery: { loans: 0, amountPence: 0 },
      writtenOff: { loans: 1, lossPence: 433_333 },
      // (3,000,000 × 10 + 1,000,000 × 9) / 4,000,000 = 9.75; (3 × 730 + 1 × 365) / 4 days = 638.75 → 21.0 months.
      averageRatePercent: 9.75,
      averageTermMonths: 21,
    });
    expect(book.years[1]).toMatchObject({
      loans: 3,
      lentPence: 3_000_000,
      repaidPence: 100_001,
      outstandingPence: 2_899_999,
      late: { loans: 1, amountPence: 900_000 },
      inDefault: { loans: 1, amountPence: 1_000_000 },
      inRecovery: { loans: 1, amountPence: 999_999 },
      averageRatePercent: 9,
      averageTermMonths: 12,
    });
    expect(book.total).toMatchObject({ loans: 5, lentPence: 7_000_000, outstandingPence: 5_899_999 });
  });

  it('answers zeros and no years before anything is lent', () => {
    expect(loanBookOf([], new Date(0)).years).toEqual([]);
    expect(NO_LOAN_BOOK).toMatchObject({ computedAt: null, total: { loans: 0, averageRatePercent: 0 } });
  });
});
