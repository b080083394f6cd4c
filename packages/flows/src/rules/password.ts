import { PASSWORD_LENGTH } from '../constants.ts';
import type { TextValue } from './rule.ts';

export const PASSWORD_MESSAGES = {
  required: 'Please enter the password',
  weak: 'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.',
  repeatRequired: 'Repeat password required',
  mismatch: 'Password mismatch',
} as const;

// Only ASCII letters and digits: that rules out whitespace, symbols and emoji in one go.
const PASSWORD_CHARACTERS = new RegExp(`^[A-Za-z0-9]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`);

export function isStrongPassword(value: string): boolean {
  return PASSWORD_CHARACTERS.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

// A password is typed exactly: only an empty field is missing, spaces are characters.
function isMissing(value: TextValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Sign-in checks presence only: the server decides whether the password is right. */
export function validateLoginPassword(value: TextValue): string | undefined {
  return isMissing(value) ? PASSWORD_MESSAGES.required : undefined;
}

/** The new password at registration and at reset. */
export function validateNewPassword(value: TextValue): string | undefined {
  if (isMissing(value)) return PASSWORD_MESSAGES.required;
  return isStrongPassword(value) ? undefined : PASSWORD_MESSAGES.weak;
}

/** In react-hook-form: `validate: (repeat, values) => validateRepeatPassword(repeat, values.password)`. */
export function validateRepeatPassword(repeat: TextValue, password: TextValue): string | undefined {
  if (isMissing(repeat)) return PASSWORD_MESSAGES.repeatRequired;
  return repeat === password ? undefined : PASSWORD_MESSAGES.mismatch;
}
