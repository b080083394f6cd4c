import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_RISK_NOTE,
  calculatorAmountPence,
  calculatorDigits,
  calculatorTotalPence,
  validateCalculatorAmount,
} from './return-calculator.ts';

describe('the return calculator (seed 001 §5, §9)', () => {
  it("keeps digits only and says 'Field is required' when none are left", () => {
    expect(calculatorDigits('£1,250')).toBe('1250');
    expect(calculatorDigits('0070')).toBe('70');
    expect(validateCalculatorAmount('')).toBe('Field is required');
    expect(validateCalculatorAmount('£')).toBe('Field is required');
    expect(validateCalculatorAmount('000')).toBe('Field is required');
    expect(validateCalculatorAmount('5000')).toBeUndefined();
    expect(calculatorAmountPence('£2,500')).toBe(250_000);
  });

  it('refuses pence rather than reading 250.50 as £25,050 (issue 32)', () => {
    expect(calculatorDigits('250.50')).toBe('250.50');
    expect(validateCalculatorAmount('250.50')).toBe('Incorrect amount. Enter whole pounds, without pence');
    expect(validateCalculatorAmount('250.00')).toBeUndefined();
    expect(calculatorAmountPence('250.00')).toBe(25_000);
    expect(calculatorAmountPence('1 000')).toBe(100_000);
  });

  it('adds amount × rate/100 × months/12 to the amount', () => {
    // £10,000 at 8% for 18 months: 10,000 × 0.08 × 1.5 = £1,200 → £11,200
    expect(calculatorTotalPence({ amountPence: 1_000_000, ratePercent: 8, months: 18 })).toBe(1_120_000);
    // £2,500 at 6.5% for 18 months: 2,500 × 0.065 × 1.5 = £243.75 → £2,743.75
    expect(calculatorTotalPence({ amountPence: 250_000, ratePercent: 6.5, months: 18 })).toBe(274_375);
  });

  it('rounds the interest to the nearest penny', () => {
    // £1,001 at 7.25% for 7 months: 100,100 × 7.25 × 7 / 1,200 = 4,233.3958p → 4,233p; total £1,043.33
    expect(calculatorTotalPence({ amountPence: 100_100, ratePercent: 7.25, months: 7 })).toBe(104_333);
    // £1 at 5% for 3 months: 100 × 5 × 3 / 1,200 = 1.25p → 1p; at 6%: 1.5p → 2p (halves up)
    expect(calculatorTotalPence({ amountPence: 100, ratePercent: 5, months: 3 })).toBe(101);
    expect(calculatorTotalPence({ amountPence: 100, ratePercent: 6, months: 3 })).toBe(102);
    expect(calculatorTotalPence({ amountPence: 100_000, ratePercent: 8, months: 0 })).toBe(100_000);
  });
});

describe('CALCULATOR_RISK_NOTE', () => {
  it('says money can be lost and that a forecast is no reliable indicator (COBS 4.6.7R(5))', () => {
    expect(CALCULATOR_RISK_NOTE).toContain('you could lose some or all of the money you invest');
    expect(CALCULATOR_RISK_NOTE).toContain('Forecasts are not a reliable indicator of future performance.');
  });
});
