import { PROFILE_CONFIRMATION_DISPLAY_MS, PROFILE_SUCCESS_DISPLAY_MS } from '../constants.ts';
import { awaitingApprovalText } from '../labels/screen-texts.ts';
import { BANK_MESSAGES, validateProfileAccountNumber, validateProfileSortCode } from './bank.ts';
import { emailRule, EMAIL_MESSAGES } from './email.ts';
import { PHONE_MESSAGES, validateProfilePhone } from './phone.ts';
import { composeRules, matchesPattern, maxLength, type TextValue } from './rule.ts';

// The investor's own profile (seed 000 §2, §4, §5 "Profile", §8): what may be changed, with which words, and how
// long each message stays.

export { validateProfileAccountNumber, validateProfilePhone, validateProfileSortCode };
export { awaitingApprovalText };

export const WEBSITE_MAX_LENGTH = 2048;

/** A host with at least one dot, optionally a scheme and a path, no whitespace: 'example.com', 'https://a.b/c'. */
const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/.:@]+(\.[^\s/.:@]+)+(:\d{1,5})?(\/\S*)?$/i;

export const PROFILE_MESSAGES = {
  /** After `POST /user/confirm/{token}` applied the change. */
  confirmed: 'Your Profile details were successfully updated!',
  /** A bad, used or expired confirmation link. */
  invalidLink: 'Confirmation link is invalid',
  /** The seed names no words for the other successes; these say what happened. */
  detailsSaved: 'Your details were saved.',
  confirmationSent: 'We have sent a confirmation link to your registered e-mail address.',
  bankDetailsSaved: 'Your bank details were saved.',
  emailNotVerified: 'Your e-mail address is not verified yet. Please follow the link we e-mailed you.',
  emailTaken: 'There is already an account associated with this email',
  websiteInvalid: 'Incorrect format',
  phone: PHONE_MESSAGES,
  email: EMAIL_MESSAGES.login,
  bank: { required: BANK_MESSAGES.profileRequired, invalid: BANK_MESSAGES.invalid },
} as const;

/** How long each profile message stays: the confirmation's outcome 10 s, any other success 3 s (seed 000 §8). */
export const PROFILE_MESSAGE_TIMEOUT_MS = {
  confirmed: PROFILE_CONFIRMATION_DISPLAY_MS,
  invalidLink: PROFILE_CONFIRMATION_DISPLAY_MS,
  otherSuccess: PROFILE_SUCCESS_DISPLAY_MS,
} as const;

export const validateProfileEmail = emailRule(PROFILE_MESSAGES.email);

/** Optional: an empty website removes it. */
export const validateProfileWebsite = composeRules<TextValue>(
  maxLength(WEBSITE_MAX_LENGTH, PROFILE_MESSAGES.websiteInvalid),
  matchesPattern(WEBSITE_PATTERN, PROFILE_MESSAGES.websiteInvalid),
);

/** Whitespace-only values are saved as empty (seed 000 §5); every other value without its surrounding spaces. */
export function emptyIfBlank(value: TextValue): string {
  return (value ?? '').trim();
}

/** What the profile shows under a phone or e-mail whose change waits for its link, or nothing. */
export function awaitingApprovalNote(awaiting: string | null | undefined): string | undefined {
  return awaiting ? awaitingApprovalText(awaiting) : undefined;
}
