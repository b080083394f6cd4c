import { describe, expect, it } from 'vitest';
import { isStrongPassword, validateLoginPassword, validateNewPassword, validateRepeatPassword } from './password.ts';

const WEAK =
  'The password shall contain at least 1 digit, 1 upper- and 1-lowercase letters, and password length must be at least 6 chars.';

describe('validateLoginPassword', () => {
  it('asks for a missing password', () => {
    expect(validateLoginPassword('')).toBe('Please enter the password');
    expect(validateLoginPassword(undefined)).toBe('Please enter the password');
    expect(validateLoginPassword(null)).toBe('Please enter the password');
  });

  it('accepts any typed password, however weak', () => {
    expect(validateLoginPassword('x')).toBeUndefined();
    expect(validateLoginPassword(' ')).toBeUndefined();
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['6 characters, the minimum', 'Abcde1'],
    ['40 characters, the maximum', `Ab1${'x'.repeat(37)}`],
    ['digits first', '123abC'],
  ])('accepts %s', (_case, value) => {
    expect(isStrongPassword(value)).toBe(true);
  });

  it.each([
    ['5 characters', 'Abcd1'],
    ['41 characters', `Ab1${'x'.repeat(38)}`],
    ['no digit', 'Abcdef'],
    ['no uppercase', 'abcde1'],
    ['no lowercase', 'ABCDE1'],
    ['a space', 'Abc de1'],
    ['a tab', 'Abc\tde1'],
    ['a symbol', 'Abcde1!'],
    ['an underscore', 'Abcde_1'],
    ['an emoji', 'Abcde1😀'],
    ['a non-ASCII letter', 'Ábcde1'],
  ])('rejects %s', (_case, value) => {
    expect(isStrongPassword(value)).toBe(false);
  });
});

describe('validateNewPassword', () => {
  it('asks for a missing password', () => {
    expect(validateNewPassword('')).toBe('Please enter the password');
    expect(validateNewPassword(undefined)).toBe('Please enter the password');
  });

  it('explains the rule for a weak password', () => {
    expect(validateNewPassword('abcdef')).toBe(WEAK);
    expect(validateNewPassword('      ')).toBe(WEAK);
  });

  it('accepts a strong password', () => {
    expect(validateNewPassword('Secret12')).toBeUndefined();
  });
});

describe('validateRepeatPassword', () => {
  it('asks for the repeat', () => {
    expect(validateRepeatPassword('', 'Secret12')).toBe('Repeat password required');
    expect(validateRepeatPassword(undefined, 'Secret12')).toBe('Repeat password required');
  });

  it('reports a mismatch, case included', () => {
    expect(validateRepeatPassword('secret12', 'Secret12')).toBe('Password mismatch');
    expect(validateRepeatPassword('Secret12', undefined)).toBe('Password mismatch');
  });

  it('accepts the same password', () => {
    expect(validateRepeatPassword('Secret12', 'Secret12')).toBeUndefined();
  });
});
