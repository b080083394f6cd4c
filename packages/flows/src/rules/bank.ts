import { ACCOUNT_NUMBER_LENGTH, SORT_CODE_LENGTH } from '../constants.ts';
import { EIGHT_DIGITS, REQUIRED_MESSAGES, SIX_DIGITS } from './patterns.ts';
import { composeRules, isBlank, requiredText, type Rule, type TextValue } from './rule.ts';

// The profile's bank section ends its required message with a full stop, the KYC wizard does not (seed 000 §5).
export const BANK_MESSAGES = {
  profileRequired: 'Please fill required field.',
  kycRequired: REQUIRED_MESSAGES.fillRequired,
  invalid: 'Incorrect Format',
} as const;

/**
 * A sort code as people write it, '20-00-00', '20 00 00' or '200000', as it is stored and sent: its six digits.
 * Other text comes back without its spaces and dashes, for the rule to refuse.
 */
export function normalizeSortCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** An account number as people write it, '1234 5678' or '12345678', as it is stored and sent: its eight digits. */
export function normalizeAccountNumber(typed: string): string {
  return typed.replace(/\s/g, '');
}

function bankRule(pattern: RegExp, normalize: (typed: string) => string, required: string): Rule<TextValue> {
  return composeRules(requiredText(required), (value) =>
    isBlank(value) || pattern.test(normalize(value)) ? undefined : BANK_MESSAGES.invalid,
  );
}

export const validateProfileSortCode = bankRule(SIX_DIGITS, normalizeSortCode, BANK_MESSAGES.profileRequired);
export const validateProfileAccountNumber = bankRule(
  EIGHT_DIGITS,
  normalizeAccountNumber,
  BANK_MESSAGES.profileRequired,
);
export const validateKycSortCode = bankRule(SIX_DIGITS, normalizeSortCode, BANK_MESSAGES.kycRequired);
export const validateKycAccountNumber = bankRule(EIGHT_DIGITS, normalizeAccountNumber, BANK_MESSAGES.kycRequired);

/** What the bank fields say under themselves, wherever they are asked for (KYC and the profile). */
export const BANK_FIELD_HINTS = {
  sortCode: `${SORT_CODE_LENGTH} digits, such as 20-00-00`,
  accountNumber: `${ACCOUNT_NUMBER_LENGTH} digits`,
} as const;
