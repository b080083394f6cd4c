import { describe, expect, it } from 'vitest';
import { isUkPostcode, normalizeUkPostcode, validateUkPostcode } from './postcode.ts';

describe('isUkPostcode', () => {
  it.each([
    ['A9 9AA', 'M1 1AE'],
    ['A99 9AA', 'B33 8TH'],
    ['AA9 9AA', 'CR2 6XH'],
    ['AA99 9AA', 'DN55 1PT'],
    ['A9A 9AA', 'W1A 0AX'],
    ['AA9A 9AA', 'EC1A 1BB'],
    ['no space', 'SW1A1AA'],
    ['lower case', 'sw1a 1aa'],
    ['surrounding spaces', ' SW1A 1AA '],
    ['the Girobank code', 'GIR 0AA'],
  ])('accepts %s (%s)', (_shape, value) => {
    expect(isUkPostcode(value)).toBe(true);
  });

  it.each([
    ['Q never starts a postcode', 'QA1 1AA'],
    ['C is never in the inward code', 'SW1A 1CA'],
    ['I is never in the inward code', 'SW1A 1AI'],
    ['inward code too short', 'SW1A 1A'],
    ['no digit in the outward code', 'SWA 1AA'],
    ['a US ZIP code', '90210'],
    ['two spaces', 'SW1A  1AA'],
    ['a symbol', 'SW1A-1AA'],
  ])('rejects when %s (%s)', (_case, value) => {
    expect(isUkPostcode(value)).toBe(false);
  });
});

describe('normalizeUkPostcode', () => {
  it('upper-cases and puts one space before the inward code', () => {
    expect(normalizeUkPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalizeUkPostcode(' m1   1ae ')).toBe('M1 1AE');
  });
});

describe('validateUkPostcode', () => {
  it('asks for a missing postcode', () => {
    expect(validateUkPostcode('')).toBe('Please fill required field');
    expect(validateUkPostcode(undefined)).toBe('Please fill required field');
  });

  it('rejects a malformed postcode', () => {
    expect(validateUkPostcode('12345')).toBe('Incorrect format');
  });

  it('accepts a UK postcode', () => {
    expect(validateUkPostcode('SW1A 1AA')).toBeUndefined();
  });
});
