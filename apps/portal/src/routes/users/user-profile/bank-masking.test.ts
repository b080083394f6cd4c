import { demoUsers } from '@keystone/demo/fixtures';
import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskSortCode } from './bank-masking.ts';

describe('maskSortCode', () => {
  it('shows only the last two digits, in pairs', () => {
    expect(maskSortCode('401276')).toBe('••-••-76');
    expect(maskSortCode(demoUsers.companyInvestor.sortCode ?? '')).toBe('••-••-15');
  });

  it('reads a sort code written with dashes the same way', () => expect(maskSortCode('40-12-76')).toBe('••-••-76'));

  it('never shows more than half of an unexpectedly short value', () => {
    expect(maskSortCode('12')).toBe('•2');
    expect(maskSortCode('')).toBe('');
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('41234567')).toBe('••••4567');
    expect(maskAccountNumber(demoUsers.companyInvestor.accountNumber ?? '')).toBe('••••7263');
  });

  it('never shows more than half of an unexpectedly short value', () => expect(maskAccountNumber('1234')).toBe('••34'));
});
