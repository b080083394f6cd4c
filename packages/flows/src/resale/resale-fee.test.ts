import { describe, expect, it } from 'vitest';
import {
  RESALE_FEE_MESSAGES,
  resaleFeeBasisPoints,
  resaleFeePercentText,
  validateResaleFeePercent,
} from './resale-fee.ts';

describe('the seller fee as a percent', () => {
  it('reads a percent of up to two decimals as basis points', () => {
    expect(resaleFeeBasisPoints('0.5')).toBe(50);
    expect(resaleFeeBasisPoints('0.25%')).toBe(25);
    expect(resaleFeeBasisPoints('1')).toBe(100);
    expect(resaleFeeBasisPoints('10.00')).toBe(1000);
    expect(resaleFeeBasisPoints('0')).toBe(0);
  });

  it('refuses what is not a percent, three decimals, negatives and more than 10%', () => {
    expect(RESALE_FEE_MESSAGES.invalid).toBe('Enter a percentage from 0% to 10%, with at most two decimals');
    for (const typed of ['', 'abc', '0.125', '-1', '10.01', '1,5']) {
      expect(validateResaleFeePercent(typed)).toBe(RESALE_FEE_MESSAGES.invalid);
    }
    expect(validateResaleFeePercent('10')).toBeUndefined();
  });

  it('shows basis points as the percent typed', () => {
    expect(resaleFeePercentText(50)).toBe('0.5');
    expect(resaleFeePercentText(125)).toBe('1.25');
    expect(resaleFeePercentText(0)).toBe('0');
  });
});
