import { isApiError } from './api-error.ts';
import { formatDuration } from '../format/duration.ts';
import { catalogueMessage, errorCatalogue, ErrorCode } from './catalogue.ts';

// How the portal words a failed call (seed 000 §8, seed 001 §8). Each function takes whatever the
// call gave back: a contract error, a thrown Error, or something unknown.

export const GENERIC_ERROR = {
  title: 'Something went wrong',
  text: 'Whatever happened, it was probably our fault. Please try again later.',
} as const;

export const DISPLAY_MESSAGES = {
  /** The catalogue's own words for code 7, whatever the server sent. */
  incorrectCredentials: errorCatalogue[ErrorCode.INCORRECT_CREDENTIALS].message,
  incorrectEmail: 'Incorrect Email',
  linkExpired: 'Link was expired. Please repeat the forgotten password flow again',
  linkExpiredOnLogin: 'Link was expired. Please repeat the forgotten password flow again.',
  accountAlreadyExists: 'There is already an account associated with this email',
  confirmationLinkInvalid: 'Confirmation link is invalid',
  profileDetailsUpdated: 'Your Profile details were successfully updated!',
} as const;

/**
 * How long to wait, rounded up to what a person reads: seconds under a minute (sign-in's first waits are 1, 2, 4…
 * seconds, which 'a minute' would overstate), whole minutes up to an hour (899 s is '15 minutes'), else whole
 * hours. Rounding up never invites a try that would be refused.
 */
export function waitDuration(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  if (seconds <= 3_600) return formatDuration(Math.max(1, Math.ceil(seconds / 60)) * 60);
  return formatDuration(Math.ceil(seconds / 3_600) * 3_600);
}

/** Code 20 with the time the server gave: when the person may try again, instead of 'later'. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitDuration(retryAfterSeconds)}.`;
}

/** The server's message, else the error's own text, else the generic text; a rate limit says when to try again. */
export function errorText(error: unknown): string {
  if (isApiError(error) && error.errorCode === ErrorCode.TOO_MANY_ATTEMPTS && error.retryAfterSeconds !== undefined) {
    return tooManyAttemptsMessage(error.retryAfterSeconds);
  }
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return GENERIC_ERROR.text;
}

function codeOf(error: unknown): number | undefined {
  return isApiError(error) ? error.errorCode : undefined;
}

/** Seed 000 §6's words before the support address, which a screen may show as a mailto link. */
export const NOT_ACTIVE_MESSAGE_LEAD = 'Something went wrong. Please contact support: ';

export function notActiveMessage(supportEmail: string): string {
  return `${NOT_ACTIVE_MESSAGE_LEAD}${supportEmail}`;
}

/** Sign-in: wrong credentials in the seed's words; a NOT_ACTIVE account is sent to support when the address is known. */
export function loginErrorMessage(error: unknown, options: { supportEmail?: string } = {}): string {
  const code = codeOf(error);
  if (code === ErrorCode.INCORRECT_CREDENTIALS) return DISPLAY_MESSAGES.incorrectCredentials;
  if (code === ErrorCode.ACCOUNT_NOT_ACTIVE && options.supportEmail) return notActiveMessage(options.supportEmail);
  return errorText(error);
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return codeOf(error) === ErrorCode.INCORRECT_CREDENTIALS ? DISPLAY_MESSAGES.incorrectEmail : errorText(error);
}

/** Register interest and registration show the catalogue's message for the code. */
export function registrationErrorMessage(error: unknown): string {
  const code = codeOf(error);
  return (code === undefined ? undefined : catalogueMessage(code)) ?? errorText(error);
}

/** A restore-password token the server refuses (code 8) opens the expired-link modal instead of a message. */
export function isExpiredLinkError(error: unknown): boolean {
  return codeOf(error) === ErrorCode.INVALID_TOKEN;
}

export function resetPasswordErrorMessage(error: unknown): string {
  return isExpiredLinkError(error) ? DISPLAY_MESSAGES.linkExpired : errorText(error);
}

export function inviteErrorMessage(error: unknown): string {
  return codeOf(error) === ErrorCode.USER_ALREADY_EXISTS ? DISPLAY_MESSAGES.accountAlreadyExists : errorText(error);
}

export interface FormErrorDisplay {
  /** Messages to show under each field, keyed by the form's field name. */
  fieldMessages: Record<string, string>;
  /** The message to show above the form when no field can carry it. */
  message?: string;
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Profile save: each field error under its field (name's first letter lowercased), else one general message. */
export function formErrorDisplay(error: unknown): FormErrorDisplay {
  const fieldErrors = isApiError(error) ? (error.fieldErrors ?? []) : [];
  if (fieldErrors.length === 0) return { fieldMessages: {}, message: errorText(error) };
  const fieldMessages: Record<string, string> = {};
  for (const { field, message } of fieldErrors) {
    fieldMessages[lowerFirst(field)] ??= message;
  }
  return { fieldMessages };
}
