import type { SecondFactorMethod } from '@keystone/api';
import { formatRecoveryCode } from './second-factor.rules.ts';

/** Why the browser made no passkey: the person closed its prompt, the device already holds one, or anything else. */
export type PasskeyPromptFailure = 'cancelled' | 'alreadyAdded' | 'failed';

/** The words of setting up a second factor that the machine decides and a screen shows (issue 36). */
export const SET_UP_MESSAGES = {
  promptFailure: {
    cancelled: 'No passkey was made: the prompt was closed before it finished. You can try again when you are ready.',
    alreadyAdded: 'This device already holds a passkey for your account. You can use that one, or try another device.',
    failed: 'Your browser could not make a passkey. Please try again, or use an authenticator app instead.',
  } satisfies Record<PasskeyPromptFailure, string>,
  adminMustSetUp: 'Admins must set up a second step before they can go on.',
} as const;

/** The method names a person chooses between. */
export const SECOND_FACTOR_METHOD_LABELS: Record<SecondFactorMethod, string> = {
  TOTP: 'Authenticator app',
  PASSKEY: 'Passkey',
};

/**
 * What went wrong in the browser's passkey prompt, from the error `navigator.credentials.create()` raised (as
 * @simplewebauthn/browser passes it on, keeping the DOMException's name): NotAllowedError and AbortError are a prompt
 * closed or timed out; InvalidStateError is a device that already holds one of the account's passkeys.
 */
export function passkeyPromptFailureOf(error: unknown): PasskeyPromptFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'alreadyAdded';
  return 'failed';
}

/** The recovery codes as copied, downloaded (keystone-recovery-codes.txt) and printed: one a line, in two groups of five. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Keystone recovery codes',
    'Each code works once. Keep them somewhere safe, away from your phone.',
    '',
    ...codes.map((code) => formatRecoveryCode(code)),
    '',
  ].join('\n');
}

export const RECOVERY_CODES_FILE_NAME = 'keystone-recovery-codes.txt';

/** An authenticator secret in groups of four, for typing into the app by hand ('KEYS TONE DEMO …'). */
export function groupSecret(secret: string): string {
  return secret
    .replace(/\s/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
