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

  // Issue 32: text that shows nothing is empty, whichever invisible characters make it up.
  const invisible = {
    'zero-width space': '\u200b',
    'zero-width non-joiner': '\u200c',
    'zero-width joiner': '\u200d',
    'word joiner': '\u2060',
    'byte order mark': '\ufeff',
    'soft hyphen': '\u00ad',
    'left-to-right mark': '\u200e',
    'right-to-left mark': '\u200f',
    'Arabic letter mark': '\u061c',
    ...Object.fromEntries(
      [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) => [
        `bidi control U+${code.toString(16).toUpperCase()}`,
        String.fromCodePoint(code),
      ]),
    ),
  };

  it.each(Object.entries(invisible))('count %s as blank, alone, repeated and mixed with spaces', (_name, character) => {
    expect(isBlank(character)).toBe(true);
    expect(isBlank(character.repeat(3))).toBe(true);
    expect(isBlank(` ${character}\u00a0${character}\t`)).toBe(true);
    expect(requiredText('required')(character.repeat(3))).toBe('required');
  });

  it('count every invisible character mixed together as blank', () => {
    expect(isBlank(Object.values(invisible).join(' '))).toBe(true);
    expect(isBlank('\u00a0\u00a0\u00a0')).toBe(true);
  });

  it('keep text that shows something, with invisible characters around it', () => {
    expect(isBlank('\u200ba\u200b')).toBe(false);
    expect(isBlank('\u202eabc')).toBe(false);
    expect(isBlank('👍\u200d')).toBe(false);
    expect(requiredText('required')('\u200bSmith')).toBeUndefined();
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
