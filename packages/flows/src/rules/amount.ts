import { WALLET_OPERATION_MAX_PENCE } from '../constants.ts';
import { formatMoney } from '../format/money.ts';
import { REQUIRED_MESSAGES } from './patterns.ts';
import { isBlank, type Rule } from './rule.ts';

/** A wallet amount as typed ('£1,250') or as the server receives it (the `amountPence` query, pence). */
export type AmountValue = string | number | null | undefined;

export const AMOUNT_MESSAGES = {
  required: REQUIRED_MESSAGES.fieldRequired,
  invalid: 'Incorrect amount',
  // Seed 000 §5: wallet amounts are whole pounds. The seed's words, and ours saying what is wanted instead.
  pence: 'Incorrect amount. Enter whole pounds, without pence',
  insufficientBalance: 'Insufficient balance',
  // Not worded by the seed:
  overCeiling: `The most you can deposit or withdraw at once is ${formatMoney(WALLET_OPERATION_MAX_PENCE, { wholePounds: true })}`,
} as const;

// An optional pound sign, whole pounds plain ('1250') or grouped by commas ('1,250'), then optional pence ('.5', '.50').
const POUNDS_PATTERN = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount of pounds as a person writes it, in integer pence: `parsePounds('£1,250.50') === 125_050`. `undefined`
 * for negatives, misplaced commas, more than two decimals or anything else. Whether pence are allowed is the
 * caller's rule: wallet amounts are whole pounds.
 */
export function parsePounds(text: string): number | undefined {
  const match = POUNDS_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, pounds = '', pence = ''] = match;
  const amountPence = Number(pounds.replaceAll(',', '')) * 100 + Number(pence.padEnd(2, '0'));
  return Number.isSafeInteger(amountPence) ? amountPence : undefined;
}

/**
 * What a whole-pounds field keeps of the text typed: the digits alone, leading zeros removed (seed 001 §5 'Pledge
 * amount': digits extracted), so '£01,250' and '1 250' keep '1250'. Text with a decimal point is kept as typed:
 * dropping the point would read a pasted '250.50' as 25050 pounds, a hundred times what was meant (issue 32), so
 * {@link readWholePounds} says pence are not taken instead.
 */
export function wholePoundsText(typed: string): string {
  return typed.includes('.') ? typed : typed.replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * A whole-pounds field's text ({@link wholePoundsText}) in pence: `undefined` when no amount was typed (no digits,
 * zeros) or one too large to count in pence exactly; zero pence ('1,250.00') are whole pounds; other pence, the
 * wallet's message saying whole pounds are wanted.
 */
export function readWholePounds(typed: string): { pence: number | undefined } | { message: string } {
  const [pounds = '', decimals, ...rest] = typed.split('.');
  if (rest.length > 0 || (decimals !== undefined && !/^0*$/.test(decimals.trim()))) {
    return { message: AMOUNT_MESSAGES.pence };
  }
  const digits = wholePoundsText(pounds);
  const pence = Number(digits) * 100;
  return { pence: digits !== '' && Number.isSafeInteger(pence) ? pence : undefined };
}

/** Money is integer pence everywhere past the form. */
export function poundsToPence(pounds: number): number {
  const pence = pounds * 100;
  if (!Number.isSafeInteger(pounds) || !Number.isSafeInteger(pence)) {
    throw new RangeError(`Expected whole pounds, got ${pounds}`);
  }
  return pence;
}

/** The amount in pence: text as typed, or the pence the server receives. */
function amountInPence(value: string | number): number | undefined {
  if (typeof value === 'string') return parsePounds(value);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** Seed 000: amounts are whole pounds, so pence are refused, saying so, as zero and unreadable text are. */
function readAmount(value: AmountValue): { pence: number } | { message: string } {
  if (value === null || value === undefined || (typeof value === 'string' && isBlank(value))) {
    return { message: AMOUNT_MESSAGES.required };
  }
  const pence = amountInPence(value);
  if (pence === undefined || pence === 0) return { message: AMOUNT_MESSAGES.invalid };
  if (pence % 100 !== 0) return { message: AMOUNT_MESSAGES.pence };
  return pence > WALLET_OPERATION_MAX_PENCE ? { message: AMOUNT_MESSAGES.overCeiling } : { pence };
}

export function validateWalletAmount(value: AmountValue): string | undefined {
  const amount = readAmount(value);
  return 'message' in amount ? amount.message : undefined;
}

export function validateWithdrawalAmount(value: AmountValue, balancePence: number): string | undefined {
  const amount = readAmount(value);
  if ('message' in amount) return amount.message;
  return amount.pence > balancePence ? AMOUNT_MESSAGES.insufficientBalance : undefined;
}

/** For react-hook-form: `validate: withdrawalAmountRule(user.balancePence)`. */
export function withdrawalAmountRule(balancePence: number): Rule<AmountValue> {
  return (value) => validateWithdrawalAmount(value, balancePence);
}
