import { isBlank, type Rule } from './rule.ts';

/** A wallet amount as typed ('£1,250') or as the server receives it (the `sum` query, whole pounds). */
export type AmountValue = string | number | null | undefined;

export const AMOUNT_MESSAGES = {
  required: 'Field is required',
  invalid: 'Incorrect amount',
  insufficientBalance: 'Insufficient balance',
} as const;

// An optional pound sign, then whole pounds either plain ('1250') or grouped by commas ('1,250').
const POUNDS_PATTERN = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)$/;

/** `parsePounds('£1,250') === 1250`; `undefined` for pence, negatives, misplaced commas or anything else. */
export function parsePounds(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  const digits = POUNDS_PATTERN.exec(value.trim())?.[1];
  if (digits === undefined) return undefined;
  const pounds = Number(digits.replaceAll(',', ''));
  return Number.isSafeInteger(pounds) ? pounds : undefined;
}

/** Money is integer pence everywhere past the form. */
export function poundsToPence(pounds: number): number {
  const pence = pounds * 100;
  if (!Number.isSafeInteger(pounds) || !Number.isSafeInteger(pence)) {
    throw new RangeError(`Expected whole pounds, got ${pounds}`);
  }
  return pence;
}

function readAmount(value: AmountValue): { pounds: number } | { message: string } {
  if (value === null || value === undefined || (typeof value === 'string' && isBlank(value))) {
    return { message: AMOUNT_MESSAGES.required };
  }
  const pounds = parsePounds(value);
  return pounds === undefined || pounds === 0 ? { message: AMOUNT_MESSAGES.invalid } : { pounds };
}

export function validateDepositAmount(value: AmountValue): string | undefined {
  const amount = readAmount(value);
  return 'message' in amount ? amount.message : undefined;
}

export function validateWithdrawalAmount(value: AmountValue, balancePence: number): string | undefined {
  const amount = readAmount(value);
  if ('message' in amount) return amount.message;
  return poundsToPence(amount.pounds) > balancePence ? AMOUNT_MESSAGES.insufficientBalance : undefined;
}

/** For react-hook-form: `validate: withdrawalAmountRule(user.balancePence)`. */
export function withdrawalAmountRule(balancePence: number): Rule<AmountValue> {
  return (value) => validateWithdrawalAmount(value, balancePence);
}
