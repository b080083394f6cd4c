import { ACCOUNT_NUMBER_LENGTH, SORT_CODE_LENGTH } from '../constants.ts';
import { EIGHT_DIGITS, REQUIRED_MESSAGES, SIX_DIGITS } from './patterns.ts';
import { composeRules, matchesPattern, requiredText, type Rule, type TextValue } from './rule.ts';

// The profile's bank section ends its required message with a full stop, the KYC wizard does not (seed 000 §5).
export const BANK_MESSAGES = {
  profileRequired: 'Please fill required field.',
  kycRequired: REQUIRED_MESSAGES.fillRequired,
  invalid: 'Incorrect Format',
} as const;

function bankRule(pattern: RegExp, required: string): Rule<TextValue> {
  return composeRules(requiredText(required), matchesPattern(pattern, BANK_MESSAGES.invalid));
}

export const validateProfileSortCode = bankRule(SIX_DIGITS, BANK_MESSAGES.profileRequired);
export const validateProfileAccountNumber = bankRule(EIGHT_DIGITS, BANK_MESSAGES.profileRequired);
export const validateKycSortCode = bankRule(SIX_DIGITS, BANK_MESSAGES.kycRequired);
export const validateKycAccountNumber = bankRule(EIGHT_DIGITS, BANK_MESSAGES.kycRequired);

/** What the bank fields say under themselves, wherever they are asked for (KYC and the profile). */
export const BANK_FIELD_HINTS = {
  sortCode: `${SORT_CODE_LENGTH} digits, no dashes`,
  accountNumber: `${ACCOUNT_NUMBER_LENGTH} digits`,
} as const;
