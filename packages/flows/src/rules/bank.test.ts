import { describe, expect, it } from 'vitest';
import {
  BANK_FIELD_HINTS,
  normalizeAccountNumber,
  normalizeSortCode,
  validateKycAccountNumber,
  validateKycSortCode,
  validateProfileAccountNumber,
  validateProfileSortCode,
} from './bank.ts';

describe('normalizeSortCode', () => {
  it.each(['20-00-00', '20 00 00', '200000', ' 20-00-00 ', '20 - 00 - 00', '2000-00'])(
    'reads %j as 200000',
    (typed) => {
      expect(normalizeSortCode(typed)).toBe('200000');
    },
  );

  it('leaves what is not a separator for the rule to judge', () => {
    expect(normalizeSortCode('20.00.00')).toBe('20.00.00');
    expect(normalizeSortCode('20-00-0a')).toBe('20000a');
  });
});

describe('normalizeAccountNumber', () => {
  it.each(['12345678', '1234 5678', '12 34 56 78', ' 12345678 '])('reads %j as 12345678', (typed) => {
    expect(normalizeAccountNumber(typed)).toBe('12345678');
  });
});

describe.each([
  ['profile', validateProfileSortCode, 'Please fill required field.'],
  ['KYC', validateKycSortCode, 'Please fill required field'],
])('%s sort code', (_form, validate, required) => {
  it('asks for a missing sort code', () => {
    expect(validate('')).toBe(required);
    expect(validate(undefined)).toBe(required);
    expect(validate(' - ')).toBe('Incorrect Format');
  });

  it.each(['12345', '1234567', '12-34-5', '12345a', '12.34.56', '12/34/56'])('rejects %s', (value) => {
    expect(validate(value)).toBe('Incorrect Format');
  });

  // Issue 32: '20-00-00' was cut to '20-00-' by the field and refused.
  it.each(['123456', '12-34-56', '12 34 56', ' 12-34-56 '])('accepts %j', (value) => {
    expect(validate(value)).toBeUndefined();
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

  it.each(['1234567', '123456789', '1234-5678', 'abcdefgh'])('rejects %s', (value) => {
    expect(validate(value)).toBe('Incorrect Format');
  });

  it.each(['12345678', '1234 5678', '12 34 56 78'])('accepts %j', (value) => {
    expect(validate(value)).toBeUndefined();
  });
});

it('tells what a sort code looks like, dashes allowed', () => {
  expect(BANK_FIELD_HINTS.sortCode).toBe('6 digits, such as 20-00-00');
});
