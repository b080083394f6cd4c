import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  normaliseCode,
  recoveryCodesLeftMessage,
  requiresSecondFactor,
  SECOND_FACTOR_MESSAGES,
  validatePasskeyName,
  validateRecoveryCode,
  validateTotpCode,
} from './second-factor.rules.ts';

describe('second-factor rules', () => {
  it('takes a code as people type it', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('7kq2m-xd94t')).toBe('7KQ2MXD94T');
  });

  it('wants six digits from the authenticator', () => {
    expect(validateTotpCode('123 456')).toBeUndefined();
    expect(validateTotpCode('12345')).toBe(SECOND_FACTOR_MESSAGES.totpCode);
    expect(validateTotpCode('12345a')).toBe(SECOND_FACTOR_MESSAGES.totpCode);
    expect(validateTotpCode('')).toBe('Enter the 6-digit code from your authenticator app');
  });

  it('wants ten letters and digits of a recovery code, in either case, with or without the hyphen', () => {
    expect(validateRecoveryCode('7KQ2M-XD94T')).toBeUndefined();
    expect(validateRecoveryCode('7kq2mxd94t')).toBeUndefined();
    expect(validateRecoveryCode('7KQ2M-XD94')).toBe(SECOND_FACTOR_MESSAGES.recoveryCode);
    // Crockford's base32 has no I, L, O or U.
    expect(validateRecoveryCode('OKQ2M-XD94T')).toBe(SECOND_FACTOR_MESSAGES.recoveryCode);
  });

  it('shows a recovery code in two groups of five', () => {
    expect(formatRecoveryCode('7kq2mxd94t')).toBe('7KQ2M-XD94T');
  });

  it('names a passkey in 1 to 50 characters', () => {
    expect(validatePasskeyName('iPhone')).toBeUndefined();
    expect(validatePasskeyName('  ')).toBe('Please give the passkey a name');
    expect(validatePasskeyName('x'.repeat(51))).toBe('Please keep the name to 50 characters');
  });

  it('says how many recovery codes remain', () => {
    expect(recoveryCodesLeftMessage(9)).toBe('You have 9 recovery codes left.');
    expect(recoveryCodesLeftMessage(1)).toMatch(/^You have 1 recovery code left\./);
    expect(recoveryCodesLeftMessage(0)).toMatch(/^That was your last recovery code\./);
  });

  it('asks a second factor of admins only', () => {
    expect(requiresSecondFactor('ADMIN')).toBe(true);
    expect(requiresSecondFactor('INVESTOR')).toBe(false);
  });
});
