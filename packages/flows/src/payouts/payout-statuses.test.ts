import { projectStatuses } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { canCalculatePayouts, canMakePayments, canMakePayouts, canRetryPayment } from './payout-statuses.ts';

describe('which statuses calculate and pay', () => {
  it('enables Calculate profit for exactly the four payable statuses', () => {
    expect(projectStatuses.filter(canCalculatePayouts)).toEqual([
      'FULLY_FUNDED_DEVELOPMENT_BEGAN',
      'COMPLETE_SHORT_TERM',
      'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG',
      'CANCELLED_NOT_PAID_OUT',
    ]);
  });

  it('needs a payable status and a profit on the first row to make payments', () => {
    expect(canMakePayments('COMPLETE_SHORT_TERM', { profitPence: 1_234 })).toBe(true);
    expect(canMakePayments('CANCELLED_NOT_PAID_OUT', { profitPence: 0 })).toBe(true);
    expect(canMakePayments('COMPLETE_SHORT_TERM', { profitPence: null })).toBe(false);
    expect(canMakePayments('COMPLETE_SHORT_TERM', undefined)).toBe(false);
    expect(canMakePayments('COMPLETE', { profitPence: 1_234 })).toBe(false);
  });

  it('offers a retry only on a FAILED row', () => {
    expect(canRetryPayment({ status: 'FAILED' })).toBe(true);
    expect(canRetryPayment({ status: 'PENDING' })).toBe(false);
    expect(canRetryPayment({ status: 'SUCCEEDED' })).toBe(false);
  });

  it('keeps paying in FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT, where the first payment moves the project', () => {
    expect(projectStatuses.filter(canMakePayouts)).toContain('FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT');
    expect(canCalculatePayouts('FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT')).toBe(false);
  });
});
