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
