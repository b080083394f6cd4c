import type { Role } from '@keystone/api';
import type { Rule, TextValue } from '../rules/rule.ts';
import { isBlank } from '../rules/rule.ts';

/** The authenticator app's codes (RFC 6238 with the defaults every app knows: SHA-1, 6 digits, 30 seconds). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from, for a phone's clock that runs a little fast or slow. */
export const TOTP_STEPS_EITHER_SIDE = 1;

export const RECOVERY_CODE_COUNT = 10;
/** A recovery code's letters and digits, shown in two groups of five ('7KQ2M-XD94T'). */
export const RECOVERY_CODE_LENGTH = 10;

/** How long a given second factor lets money and identity changes through without asking again (issue 36 §2). */
export const STEP_UP_FRESH_SECONDS = 5 * 60;
/** How long the second step of a sign-in may take after the password. */
export const SIGN_IN_TICKET_SECONDS = 5 * 60;
/** How long a passkey challenge is good for. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX_LENGTH = 50;

export const SECOND_FACTOR_MESSAGES = {
  totpCode: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  recoveryCode: `Enter one of your recovery codes: ${RECOVERY_CODE_LENGTH} letters and digits`,
  passkeyNameRequired: 'Please give the passkey a name',
  passkeyNameTooLong: `Please keep the name to ${PASSKEY_NAME_MAX_LENGTH} characters`,
  /** The browser's passkey prompt was closed or refused. */
  passkeyNotUsed: 'Your passkey was not used. Please try again, or choose another way.',
  lostEverything:
    'Lost your phone and your recovery codes? Contact support. We will check who you are before we remove your second step; an e-mail alone is never enough.',
} as const;

/** Admins must have a second factor; for investors it is their choice (issue 36 §1). */
export function requiresSecondFactor(role: Role): boolean {
  return role === 'ADMIN';
}

/** A code as typed, without the spaces and hyphens people add, upper case (recovery codes ignore case). */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export const validateTotpCode: Rule<TextValue> = (value) =>
  !isBlank(value) && new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(normaliseCode(value))
    ? undefined
    : SECOND_FACTOR_MESSAGES.totpCode;

/** Recovery codes use the letters and digits of Crockford's base32 (no I, L, O or U), so none can be misread. */
const RECOVERY_CODE = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${RECOVERY_CODE_LENGTH}}$`);

export const validateRecoveryCode: Rule<TextValue> = (value) =>
  !isBlank(value) && RECOVERY_CODE.test(normaliseCode(value)) ? undefined : SECOND_FACTOR_MESSAGES.recoveryCode;

export const validatePasskeyName: Rule<TextValue> = (value) => {
  if (isBlank(value)) return SECOND_FACTOR_MESSAGES.passkeyNameRequired;
  return value.trim().length > PASSKEY_NAME_MAX_LENGTH ? SECOND_FACTOR_MESSAGES.passkeyNameTooLong : undefined;
};

/** '7KQ2MXD94T' → '7KQ2M-XD94T', as the codes are shown and printed. */
export function formatRecoveryCode(code: string): string {
  const plain = normaliseCode(code);
  return `${plain.slice(0, RECOVERY_CODE_LENGTH / 2)}-${plain.slice(RECOVERY_CODE_LENGTH / 2)}`;
}

/** What a person is told after signing in or confirming with a recovery code. */
export function recoveryCodesLeftMessage(left: number): string {
  if (left === 0) return 'That was your last recovery code. Please make new ones on your Security page now.';
  if (left === 1) return 'You have 1 recovery code left. Please make new ones on your Security page soon.';
  return `You have ${left} recovery codes left.`;
}
