import { describe, expect, it } from 'vitest';
import {
  ISA_ALLOWANCE_PENCE,
  ISA_AMOUNT_MESSAGES,
  otherIsasAmountPence,
  validateOtherIsasAmount,
  isaAllowance,
  isaAllowanceExceededMessage,
  splitSubscription,
  subscriptionFits,
  type IsaMovementOfYear,
} from './allowance.ts';

const movement = (overrides: Partial<IsaMovementOfYear>): IsaMovementOfYear => ({
  kind: 'SUBSCRIPTION',
  amountPence: 0,
  replacementPence: 0,
  currentYearPence: 0,
  status: 'SUCCEEDED',
  ...overrides,
});

describe('isaAllowance', () => {
  it('is the whole £20,000 before any movement', () => {
    expect(isaAllowance({ movements: [], otherIsasPence: 0 })).toEqual({
      limitPence: 2_000_000,
      usedHerePence: 0,
      otherIsasPence: 0,
      leftPence: 2_000_000,
      withdrawnPence: 0,
      replaceablePence: 0,
    });
    expect(ISA_ALLOWANCE_PENCE).toBe(2_000_000);
  });

  it('counts subscriptions less their replacement, pending ones too, failed ones not', () => {
    const allowance = isaAllowance({
      movements: [
        movement({ amountPence: 500_000 }),
        movement({ amountPence: 100_000, status: 'PENDING' }),
        movement({ amountPence: 300_000, status: 'FAILED' }),
        movement({ amountPence: 200_000, replacementPence: 50_000 }),
        movement({ kind: 'WITHDRAWAL', counterparty: undefined, amountPence: 50_000 } as Partial<IsaMovementOfYear>),
      ],
      otherIsasPence: 0,
    });
    expect(allowance.usedHerePence).toBe(750_000);
    expect(allowance.leftPence).toBe(1_250_000);
    expect(allowance.withdrawnPence).toBe(50_000);
    expect(allowance.replaceablePence).toBe(0);
  });

  it("counts a transfer in's current-year part and the declared other ISAs", () => {
    const allowance = isaAllowance({
      movements: [movement({ kind: 'TRANSFER_IN', amountPence: 900_000, currentYearPence: 400_000 })],
      otherIsasPence: 600_000,
    });
    expect(allowance.usedHerePence).toBe(400_000);
    expect(allowance.otherIsasPence).toBe(600_000);
    expect(allowance.leftPence).toBe(1_000_000);
  });

  it('never leaves less than nothing', () => {
    const allowance = isaAllowance({ movements: [movement({ amountPence: 2_000_000 })], otherIsasPence: 500_000 });
    expect(allowance.leftPence).toBe(0);
  });

  it('a failed withdrawal makes nothing replaceable; a pending one does', () => {
    const failed = isaAllowance({
      movements: [movement({ kind: 'WITHDRAWAL', amountPence: 100_000, status: 'FAILED' })],
      otherIsasPence: 0,
    });
    expect(failed.replaceablePence).toBe(0);
    const pending = isaAllowance({
      movements: [movement({ kind: 'WITHDRAWAL', amountPence: 100_000, status: 'PENDING' })],
      otherIsasPence: 0,
    });
    expect(pending.replaceablePence).toBe(100_000);
  });
});

describe('splitSubscription (a flexible ISA)', () => {
  const full = isaAllowance({
    movements: [movement({ amountPence: 2_000_000 }), movement({ kind: 'WITHDRAWAL', amountPence: 100_000 })],
    otherIsasPence: 0,
  });

  it('pays back what was withdrawn first, then uses allowance', () => {
    expect(full.replaceablePence).toBe(100_000);
    expect(splitSubscription(60_000, full)).toEqual({ replacementPence: 60_000, allowancePence: 0 });
    expect(splitSubscription(150_000, full)).toEqual({ replacementPence: 100_000, allowancePence: 50_000 });
  });

  it('accepts £1,000 back after a full year, not £1,000.01', () => {
    expect(subscriptionFits(100_000, full)).toBe(true);
    expect(subscriptionFits(100_001, full)).toBe(false);
  });

  it('accepts exactly what is left and refuses a penny more', () => {
    const half = isaAllowance({ movements: [movement({ amountPence: 1_000_000 })], otherIsasPence: 0 });
    expect(subscriptionFits(1_000_000, half)).toBe(true);
    expect(subscriptionFits(1_000_001, half)).toBe(false);
  });
});

describe('isaAllowanceExceededMessage', () => {
  it('says how much remains and when the year ends', () => {
    expect(isaAllowanceExceededMessage(250_000, 2026)).toBe(
      'You can pay £2,500.00 more into ISAs this tax year, which ends on 5 April 2027.',
    );
  });
  it('says when nothing remains', () => {
    expect(isaAllowanceExceededMessage(0, 2025)).toBe(
      "You have used this tax year's ISA allowance. You can pay into ISAs again after the tax year ends on 5 April 2026.",
    );
  });
});

describe('validateOtherIsasAmount', () => {
  it('takes whole pounds from £0 to £20,000', () => {
    expect(validateOtherIsasAmount('0')).toBeUndefined();
    expect(validateOtherIsasAmount('£20,000')).toBeUndefined();
    expect(otherIsasAmountPence('£2,500')).toBe(250_000);
    for (const bad of ['', '20001', '12.50', '-5', 'ten']) {
      expect(validateOtherIsasAmount(bad), bad).toBe(ISA_AMOUNT_MESSAGES.otherIsasRange);
    }
  });
});
