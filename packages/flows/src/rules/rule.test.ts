import { describe, expect, it } from 'vitest';
import { validateLoginEmail } from './email.ts';
import { validateLoginPassword } from './password.ts';
import { composeRules, isBlank, matchesPattern, maxLength, requiredText, validateFields, type Rule } from './rule.ts';

describe('composeRules', () => {
  it('answers the first failing message', () => {
    const rule = composeRules(requiredText('required'), maxLength(3, 'too long'), matchesPattern(/^\d+$/, 'digits'));
    expect(rule('')).toBe('required');
    expect(rule('abcd')).toBe('too long');
    expect(rule('abc')).toBe('digits');
    expect(rule('123')).toBeUndefined();
  });

  it('passes when there are no rules', () => {
    expect(composeRules<string>()('anything')).toBeUndefined();
  });
});

describe('format rules', () => {
  it('leave blank values to the required rule', () => {
    expect(matchesPattern(/^\d+$/, 'digits')('')).toBeUndefined();
    expect(maxLength(1, 'too long')(undefined)).toBeUndefined();
  });

  it('count whitespace-only as blank', () => {
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('a')).toBe(false);
  });
});

describe('validateFields', () => {
  it('lists every failing field by its property name', () => {
    const errors = validateFields(
      { email: 'nope', password: '', remember: true },
      { email: validateLoginEmail, password: validateLoginPassword },
    );
    expect(errors).toEqual([
      { field: 'email', message: 'Incorrect email format' },
      { field: 'password', message: 'Please enter the password' },
    ]);
  });

  it('is empty when every field passes', () => {
    expect(
      validateFields(
        { email: 'a@b.co', password: 'x' },
        { email: validateLoginEmail, password: validateLoginPassword },
      ),
    ).toEqual([]);
  });

  it('checks fields the values do not carry', () => {
    const rules: { email?: Rule<string | undefined> } = { email: validateLoginEmail };
    expect(validateFields({} as { email?: string }, rules)).toEqual([
      { field: 'email', message: 'Please enter the Email' },
    ]);
  });
});
