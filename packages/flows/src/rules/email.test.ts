import { describe, expect, it } from 'vitest';
import {
  isEmail,
  validateContactEmail,
  validateForgotPasswordEmail,
  validateInviteEmail,
  validateLoginEmail,
  validateRegisterInterestEmail,
} from './email.ts';

describe('isEmail', () => {
  it.each(['a@b.co', 'jane.doe+tag@example.co.uk', 'x@y.z', "o'brien@mail.example"])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['no @', 'jane.example.com'],
    ['no text before @', '@example.com'],
    ['no dot after @', 'jane@example'],
    ['nothing after the dot', 'jane@example.'],
    ['nothing between @ and dot', 'jane@.com'],
    ['a space inside', 'jane doe@example.com'],
    ['a leading space', ' jane@example.com'],
    ['a trailing space', 'jane@example.com '],
    ['two @', 'jane@doe@example.com'],
  ])('rejects %s', (_case, value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe.each([
  ['login', validateLoginEmail, 'Please enter the Email', 'Incorrect email format'],
  ['contact form', validateContactEmail, 'Please enter the Email', 'Incorrect email format'],
  ['invite', validateInviteEmail, 'Email required', 'invalid email'],
  ['forgot password', validateForgotPasswordEmail, 'Email required', 'invalid email'],
  ['register interest', validateRegisterInterestEmail, 'Please enter Email Address', 'Incorrect Email address'],
])('%s e-mail', (_form, validate, required, invalid) => {
  it('asks for a missing value', () => {
    expect(validate('')).toBe(required);
    expect(validate(undefined)).toBe(required);
    expect(validate(null)).toBe(required);
    expect(validate('   ')).toBe(required);
  });

  it('rejects a malformed address', () => {
    expect(validate('jane@example')).toBe(invalid);
  });

  it('accepts a well-formed address', () => {
    expect(validate('jane@example.com')).toBeUndefined();
  });
});
