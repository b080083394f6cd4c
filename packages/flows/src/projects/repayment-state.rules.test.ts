import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LATE_PAYMENT_DAYS,
  dueTermOf,
  isPaymentOverdue,
  LATE_PAYMENT_DAYS_MESSAGE,
  RECOVERY_AMOUNT_MESSAGE,
  REPAYMENT_REASON_MESSAGES,
  validateLatePaymentDays,
  validateRecoveryAmount,
  validateRepaymentReason,
} from './repayment-state.rules.ts';

describe('validateRepaymentReason', () => {
  it('asks for a reason, and at most 500 characters of it', () => {
    expect(validateRepaymentReason('   ')).toBe(REPAYMENT_REASON_MESSAGES.required);
    expect(validateRepaymentReason('x'.repeat(501))).toBe(REPAYMENT_REASON_MESSAGES.tooLong);
    expect(validateRepaymentReason(` ${'x'.repeat(500)} `)).toBeUndefined();
  });
});

describe('validateLatePaymentDays', () => {
  it('takes whole days from 1 to 365, 30 by default', () => {
    expect(validateLatePaymentDays(DEFAULT_LATE_PAYMENT_DAYS)).toBeUndefined();
    expect([0, 366, 1.5, Number.NaN].map(validateLatePaymentDays)).toEqual(Array(4).fill(LATE_PAYMENT_DAYS_MESSAGE));
    expect([1, 365].map(validateLatePaymentDays)).toEqual([undefined, undefined]);
  });
});

describe('validateRecoveryAmount', () => {
  it('takes whole pence above nothing', () => {
    expect([0, -1, 1.5].map(validateRecoveryAmount)).toEqual(Array(3).fill(RECOVERY_AMOUNT_MESSAGE));
    expect(validateRecoveryAmount(1)).toBeUndefined();
  });
});

describe('isPaymentOverdue', () => {
  it('is late once more than the days have passed since the due date, across a month end', () => {
    expect(isPaymentOverdue('2026-07-01', 30, '2026-07-31')).toBe(false);
    expect(isPaymentOverdue('2026-07-01', 30, '2026-08-01')).toBe(true);
    expect(isPaymentOverdue('2026-12-15', 30, '2027-01-14')).toBe(false);
    expect(isPaymentOverdue('2026-12-15', 30, '2027-01-15')).toBe(true);
  });
});

describe('dueTermOf', () => {
  it('names the running term, and none before funding or after the end', () => {
    expect(dueTermOf('FULLY_FUNDED_DEVELOPMENT_BEGAN')).toBe('SHORT');
    expect(dueTermOf('COMPLETE_SHORT_TERM')).toBe('LONG');
    expect(dueTermOf('AVAILABLE_TO_PLEDGE')).toBeUndefined();
    expect(dueTermOf('COMPLETE')).toBeUndefined();
  });
});
