import { describe, expect, it } from 'vitest';
import { resaleBlock, type ResaleEligibilityFacts } from './resale-eligibility.ts';
import { validateResaleAmount } from './resale-amount.ts';
import { accruedDays, resaleFeePence, resaleFigures } from './resale-figures.ts';
import { RESALE_BLOCK_MESSAGES } from './resale.messages.ts';

const facts: ResaleEligibilityFacts = {
  investmentStatus: 'SUCCEEDED',
  projectStatus: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
  repaymentState: 'ON_TIME',
  heldSince: new Date('2026-01-10T12:00:00Z'),
  termEndDate: '2027-01-10',
  today: '2026-06-01',
  listed: false,
};

describe('resaleBlock', () => {
  it('allows a paid investment in a running loan, held 30 days, not near its end', () => {
    expect(resaleBlock(facts)).toBeUndefined();
  });

  it.each([
    [{ repaymentState: 'LATE' as const }, RESALE_BLOCK_MESSAGES.late],
    [{ repaymentState: 'IN_DEFAULT' as const }, RESALE_BLOCK_MESSAGES.inDefault],
    [{ repaymentState: 'IN_RECOVERY' as const }, RESALE_BLOCK_MESSAGES.inRecovery],
    [{ repaymentState: 'CLOSED_WRITTEN_OFF' as const }, RESALE_BLOCK_MESSAGES.closed],
    [{ projectStatus: 'COMPLETE' as const }, RESALE_BLOCK_MESSAGES.notRunning],
    [{ investmentStatus: 'PENDING' as const }, RESALE_BLOCK_MESSAGES.notPaid],
    [{ listed: true }, RESALE_BLOCK_MESSAGES.listed],
  ])('refuses %o', (change, message) => {
    expect(resaleBlock({ ...facts, ...change })).toBe(message);
  });

  it('closes on the 30th day before the end of the term, London dates', () => {
    expect(resaleBlock({ ...facts, today: '2026-12-10' })).toBeUndefined();
    expect(resaleBlock({ ...facts, today: '2026-12-11' })).toBe(RESALE_BLOCK_MESSAGES.nearEnd('2027-01-10'));
  });

  it('opens 30 days after the part became the holder’s', () => {
    expect(resaleBlock({ ...facts, today: '2026-02-08' })).toBe(RESALE_BLOCK_MESSAGES.tooNew('2026-02-09'));
    expect(resaleBlock({ ...facts, today: '2026-02-09' })).toBeUndefined();
  });
});

describe('validateResaleAmount', () => {
  const check = { availablePence: 500_000, minimumPence: 100_000, side: 'sell' as const };
  it.each([
    [undefined, 'Field is required'],
    [100_050, 'Please enter a whole number of pounds'],
    [50_000, 'The least you can sell is £1,000.00'],
    [600_000, 'You can sell at most £5,000.00'],
    [
      450_000,
      'This would leave you £500.00, less than the £1,000.00 minimum: sell all of it, or keep at least £1,000.00',
    ],
  ])('%s: %s', (amountPence, message) => {
    expect(validateResaleAmount({ ...check, amountPence })).toBe(message);
  });

  it('accepts all of it, or leaving at least the minimum', () => {
    expect(validateResaleAmount({ ...check, amountPence: 500_000 })).toBeUndefined();
    expect(validateResaleAmount({ ...check, amountPence: 400_000 })).toBeUndefined();
  });

  it('sells an investment smaller than the minimum whole', () => {
    expect(validateResaleAmount({ ...check, availablePence: 60_000, amountPence: 60_000 })).toBeUndefined();
    expect(validateResaleAmount({ ...check, availablePence: 60_000, amountPence: 30_000 })).toBe(
      'The least you can sell is £600.00',
    );
  });
});

describe('resaleFigures', () => {
  const window = { startDate: '2026-01-01', endDate: '2027-01-01' };
  it('charges the buyer the interest accrued to the day of sale and the seller the fee', () => {
    // 365 days at 7.3% on £1,000 is £73; 100 days of it is £20.
    const figures = resaleFigures({
      capitalPence: 100_000,
      yearRatePercent: 7.3,
      investAt: new Date('2026-01-01T09:00:00Z'),
      window,
      saleDate: '2026-04-11',
      feeBasisPoints: 50,
    });
    expect(figures).toEqual({
      asOf: '2026-04-11',
      capitalPence: 100_000,
      accruedInterestPence: 2_000,
      pricePence: 102_000,
      feePence: 500,
      sellerReceivesPence: 101_500,
    });
  });

  it('counts days from the later of the invest date and the term start, never past its end', () => {
    expect(accruedDays({ investAt: new Date('2025-12-01T00:00:00Z'), window, saleDate: '2026-01-11' })).toBe(10);
    expect(accruedDays({ investAt: new Date('2026-01-05T00:00:00Z'), window, saleDate: '2026-01-04' })).toBe(0);
    expect(accruedDays({ investAt: new Date('2026-01-01T00:00:00Z'), window, saleDate: '2027-03-01' })).toBe(365);
  });

  it('rounds the fee down to the penny', () => {
    expect(resaleFeePence(100_100, 50)).toBe(500);
    expect(resaleFeePence(100_300, 75)).toBe(752);
  });
});
