import { REQUIRED_MESSAGES } from './patterns.ts';
import { UK_PHONE_PREFIX } from '../constants.ts';
import { composeRules, isBlank, requiredText, type Rule, type TextValue } from './rule.ts';

// 10 digits starting with 7 (a mobile typed without its leading 0, as the KYC form asks),
// or 11 digits starting with 0 (seed 000 §5). Spaces people type between groups are ignored.
const UK_PHONE_PATTERN = /^(7\d{9}|0\d{10})$/;
const UK_E164_PATTERN = /^\+44(\d{10})$/;

function digitsOf(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isUkPhone(value: string): boolean {
  return UK_PHONE_PATTERN.test(digitsOf(value));
}

/** '7700 900123' or '07700900123' → '+447700900123', the stored form; `undefined` when it is not a UK number. */
export function toE164Uk(value: string): string | undefined {
  if (!isUkPhone(value)) return undefined;
  const digits = digitsOf(value);
  return `${UK_PHONE_PREFIX}${digits.startsWith('0') ? digits.slice(1) : digits}`;
}

/** '+447700900123' → '7700900123', the form the KYC field is filled with; `undefined` for anything else. */
export function fromE164Uk(value: string): string | undefined {
  return UK_E164_PATTERN.exec(value.trim())?.[1];
}

export const PHONE_MESSAGES = {
  kycRequired: REQUIRED_MESSAGES.fillRequired,
  profileRequired: REQUIRED_MESSAGES.fieldRequired,
  invalid: 'Incorrect format',
} as const;

const ukPhoneFormat: Rule<TextValue> = (value) =>
  isBlank(value) || isUkPhone(value) ? undefined : PHONE_MESSAGES.invalid;

export const validateKycPhone = composeRules(requiredText(PHONE_MESSAGES.kycRequired), ukPhoneFormat);
export const validateProfilePhone = composeRules(requiredText(PHONE_MESSAGES.profileRequired), ukPhoneFormat);
