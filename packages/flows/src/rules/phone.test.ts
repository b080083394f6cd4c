import { describe, expect, it } from 'vitest';
import { fromE164Uk, isUkPhone, toE164Uk, validateKycPhone, validateProfilePhone } from './phone.ts';

describe('isUkPhone', () => {
  it.each(['7700900123', '07700900123', '02079460000', '7700 900 123', '07700 900123'])('accepts %s', (value) => {
    expect(isUkPhone(value)).toBe(true);
  });

  it.each([
    ['10 digits not starting with 7', '2079460000'],
    ['11 digits not starting with 0', '77009001234'],
    ['9 digits', '770090012'],
    ['12 digits starting with 0', '077009001234'],
    ['the +44 form', '+447700900123'],
    ['letters', '7700ABC123'],
    ['hyphens', '07700-900123'],
  ])('rejects %s', (_case, value) => {
    expect(isUkPhone(value)).toBe(false);
  });
});

describe('toE164Uk', () => {
  it('prefixes +44 to a number typed without the leading 0', () => {
    expect(toE164Uk('7700900123')).toBe('+447700900123');
  });

  it('replaces the leading 0 with +44', () => {
    expect(toE164Uk('07700 900123')).toBe('+447700900123');
  });

  it('refuses a number that is not UK', () => {
    expect(toE164Uk('12345')).toBeUndefined();
  });
});

describe('fromE164Uk', () => {
  it('gives the number as the KYC field takes it', () => {
    expect(fromE164Uk('+447700900123')).toBe('7700900123');
  });

  it('round-trips with toE164Uk', () => {
    expect(toE164Uk(fromE164Uk('+447700900123') ?? '')).toBe('+447700900123');
  });

  it.each(['+337700900123', '447700900123', '+4477009001', '07700900123'])('refuses %s', (value) => {
    expect(fromE164Uk(value)).toBeUndefined();
  });
});

describe.each([
  ['KYC', validateKycPhone, 'Please fill required field'],
  ['profile', validateProfilePhone, 'Field is required'],
])('%s phone', (_form, validate, required) => {
  it('asks for a missing number', () => {
    expect(validate('')).toBe(required);
    expect(validate('  ')).toBe(required);
    expect(validate(undefined)).toBe(required);
  });

  it('rejects a number that is not UK', () => {
    expect(validate('123456')).toBe('Incorrect format');
  });

  it('accepts a UK number', () => {
    expect(validate('7700900123')).toBeUndefined();
  });
});
