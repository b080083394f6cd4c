import { describe, expect, it } from 'vitest';
import {
  validateAddressLine1,
  validateAddressLine2,
  validateCompanyName,
  validateCompanyNumber,
  validateKycChoice,
  validateKycCity,
  validateKycName,
  validateRequiredDocument,
} from './kyc.ts';

describe.each([
  ['name', validateKycName, 40],
  ['city', validateKycCity, 40],
  ['address line 1', validateAddressLine1, 150],
  ['company name', validateCompanyName, 100],
])('KYC %s', (_field, validate, max) => {
  it('asks for a missing value', () => {
    expect(validate('')).toBe('Please fill required field');
    expect(validate('   ')).toBe('Please fill required field');
    expect(validate(undefined)).toBe('Please fill required field');
  });

  it(`takes ${max} characters and not ${max + 1}`, () => {
    expect(validate('a'.repeat(max))).toBeUndefined();
    expect(validate('a'.repeat(max + 1))).toBe('Incorrect format');
  });
});

describe('address line 2', () => {
  it('may be empty', () => {
    expect(validateAddressLine2('')).toBeUndefined();
    expect(validateAddressLine2(undefined)).toBeUndefined();
  });

  it('takes 150 characters and not 151', () => {
    expect(validateAddressLine2('a'.repeat(150))).toBeUndefined();
    expect(validateAddressLine2('a'.repeat(151))).toBe('Incorrect format');
  });
});

describe('company number', () => {
  it('asks for a missing number', () => {
    expect(validateCompanyNumber('')).toBe('Please fill required field');
  });

  it('takes eight letters or digits', () => {
    expect(validateCompanyNumber('SC123456')).toBeUndefined();
    expect(validateCompanyNumber('1234567')).toBe('Incorrect format');
    expect(validateCompanyNumber('SC-12345')).toBe('Incorrect format');
  });
});

describe('choices and documents', () => {
  it('asks for a missing choice', () => {
    expect(validateKycChoice(undefined)).toBe('Please fill required field');
    expect(validateKycChoice('PASSPORT')).toBeUndefined();
  });

  it('asks for a missing document', () => {
    expect(validateRequiredDocument(undefined)).toBe('Please upload the picture');
    expect(validateRequiredDocument('')).toBe('Please upload the picture');
    expect(validateRequiredDocument('/files/abc.pdf')).toBeUndefined();
  });
});
