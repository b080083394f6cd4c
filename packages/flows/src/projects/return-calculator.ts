import { readWholePounds, wholePoundsText } from '../rules/amount.ts';
import { REQUIRED_MESSAGES } from '../rules/patterns.ts';

// The return calculator of the project page (seed 001 §5 'Calculator', §9).

export const CALCULATOR_MESSAGES = { required: REQUIRED_MESSAGES.fieldRequired } as const;

/**
 * Said beside every total the calculator shows. A total is an indication of future performance, which must carry a
 * prominent warning that such forecasts are not a reliable indicator of future performance (FCA COBS 4.6.7R(5));
 * the first sentence is ours, in plain words. The FCA's risk warning stays at the top of the page as well.
 */
export const CALCULATOR_RISK_NOTE =
  'This is an illustration, not a promise: you could lose some or all of the money you invest, and returns are ' +
  'not guaranteed. Forecasts are not a reliable indicator of future performance.';

/**
 * The investment field keeps digits only, without leading zeros: '£1,250' becomes '1250', '007' '7'. Text with a
 * decimal point stays as typed, to be refused, never read as a hundred times the amount (issue 32).
 */
export function calculatorDigits(typed: string): string {
  return wholePoundsText(typed);
}

/** Whole pounds: 'Field is required' without an amount, and pence refused saying whole pounds are wanted. */
export function validateCalculatorAmount(typed: string | null | undefined): string | undefined {
  const amount = readWholePounds(typed ?? '');
  if ('message' in amount) return amount.message;
  return amount.pence === undefined ? CALCULATOR_MESSAGES.required : undefined;
}

/** The typed investment in pence, 0 when there is none to count. */
export function calculatorAmountPence(typed: string): number {
  const amount = readWholePounds(typed);
  return ('pence' in amount && amount.pence) || 0;
}

/**
 * total = amount + amount × rate/100 × months/12, in pence. The interest is rounded to the nearest penny (halves
 * up) once, and the amount added to it, so the total is always a whole number of pence.
 */
export function calculatorTotalPence(figures: { amountPence: number; ratePercent: number; months: number }): number {
  const { amountPence, ratePercent, months } = figures;
  return amountPence + Math.round((amountPence * ratePercent * months) / 1_200);
}
