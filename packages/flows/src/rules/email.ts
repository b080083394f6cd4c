import { composeRules, matchesPattern, requiredText, type Rule, type TextValue } from './rule.ts';

// Text, @, text, dot, text, and no whitespace anywhere (seed 000 §5).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

interface EmailMessages {
  required: string;
  invalid: string;
}

/** Each form of the seeds words the same rule differently; the words are requirements. */
export const EMAIL_MESSAGES = {
  login: { required: 'Please enter the Email', invalid: 'Incorrect email format' },
  inviteAndReset: { required: 'Email required', invalid: 'invalid email' },
  registerInterest: { required: 'Please enter Email Address', invalid: 'Incorrect Email address' },
} as const satisfies Record<string, EmailMessages>;

export function emailRule(messages: EmailMessages): Rule<TextValue> {
  return composeRules(requiredText(messages.required), matchesPattern(EMAIL_PATTERN, messages.invalid));
}

export const validateLoginEmail = emailRule(EMAIL_MESSAGES.login);
export const validateContactEmail = emailRule(EMAIL_MESSAGES.login);
export const validateInviteEmail = emailRule(EMAIL_MESSAGES.inviteAndReset);
export const validateForgotPasswordEmail = emailRule(EMAIL_MESSAGES.inviteAndReset);
export const validateRegisterInterestEmail = emailRule(EMAIL_MESSAGES.registerInterest);
