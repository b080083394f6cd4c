import { describe, expect, it } from 'vitest';
import { validateKycRejectReason } from './kyc-review.ts';

describe('validateKycRejectReason', () => {
  it('asks for a reason when there is none, or only white space', () => {
    for (const blank of ['', '   ', undefined, null]) {
      expect(validateKycRejectReason(blank)).toBe('Please enter the reason for the rejection');
    }
  });

  it('takes any reason given', () => {
    expect(validateKycRejectReason('The passport scan is unreadable')).toBeUndefined();
  });
});
