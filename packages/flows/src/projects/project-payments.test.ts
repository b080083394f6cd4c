import { projectStatuses } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { hasPaymentsScreen, projectWalletAmountPence, validateProjectWalletAmount } from './project-payments.ts';

describe('the payments screen rules', () => {
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

  it('takes at most £100,000,000 in one payment, the ceiling in the contract', () => {
    expect(validateProjectWalletAmount('£100,000,000')).toBeUndefined();
    expect(validateProjectWalletAmount('£100,000,000.01')).toBe('The most in one payment is £100,000,000');
  });
});
