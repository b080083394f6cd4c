import { describe, expect, it } from 'vitest';
import {
  validateKycAccountNumber,
  validateKycSortCode,
  validateProfileAccountNumber,
  validateProfileSortCode,
} from './bank.ts';

describe.each([
  ['profile', validateProfileSortCode, 'Please fill required field.'],
  ['KYC', validateKycSortCode, 'Please fill required field'],
])('%s sort code', (_form, validate, required) => {
  it('asks for a missing sort code', () => {
    expect(validate('')).toBe(required);
    expect(validate(undefined)).toBe(required);
  });

  it.each(['12345', '1234567', '12-34-56', '12345a'])('rejects %s', (value) => {
    expect(validate(value)).toBe('Incorrect Format');
  });

  it('accepts six digits', () => {
    expect(validate('123456')).toBeUndefined();
  });
});

describe.each([
  ['profile', validateProfileAccountNumber, 'Please fill required field.'],
  ['KYC', validateKycAccountNumber, 'Please fill required field'],
])('%s account number', (_form, validate, required) => {
  it('asks for a missing account number', () => {
    expect(validate(' ')).toBe(required);
    expect(validate(null)).toBe(required);
  });

  it.each(['1234567', '123456789', '1234 5678', 'abcdefgh'])('rejects %s', (value) => {
    expect(validate(value)).toBe('Incorrect Format');
  });

  it('accepts eight digits', () => {
    expect(validate('12345678')).toBeUndefined();
  });
});
