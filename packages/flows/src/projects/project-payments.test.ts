import { projectStatuses } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import {
  canCalculateProfit,
  canMakePayments,
  canRetryPayment,
  hasPaymentsScreen,
  projectWalletAmountPence,
  validateProjectWalletAmount,
} from './project-payments.ts';

describe('the payments screen rules', () => {
  it('enables Calculate profit for exactly the four payable statuses', () => {
    expect(projectStatuses.filter(canCalculateProfit)).toEqual([
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

  it('has a payments screen for every status but DRAFT and COMING_SOON', () => {
    expect(projectStatuses.filter((status) => !hasPaymentsScreen(status))).toEqual(['DRAFT', 'COMING_SOON']);
  });

  it('takes a project wallet amount in pounds and pence, more than zero', () => {
    expect(validateProjectWalletAmount('')).toBe('Field is required');
    expect(validateProjectWalletAmount('0')).toBe('Incorrect amount');
    expect(validateProjectWalletAmount('12.345')).toBe('Incorrect amount');
    expect(validateProjectWalletAmount('-5')).toBe('Incorrect amount');
    expect(validateProjectWalletAmount('£1,234.56')).toBeUndefined();
    expect(projectWalletAmountPence('£1,234.56')).toBe(123_456);
    expect(() => projectWalletAmountPence('abc')).toThrow(RangeError);
  });
});
