import { describe, expect, it } from 'vitest';
import { dateOfBirthRule, validateDateOfBirth } from './date-of-birth.ts';

const TODAY = '2026-05-20';

describe('validateDateOfBirth', () => {
  it('asks for a missing date', () => {
    expect(validateDateOfBirth('', TODAY)).toBe('Please fill required field');
    expect(validateDateOfBirth(undefined, TODAY)).toBe('Please fill required field');
  });

  it('rejects something that is not a date', () => {
    expect(validateDateOfBirth('20/05/2000', TODAY)).toBe('Incorrect format');
    expect(validateDateOfBirth('2001-02-29', TODAY)).toBe('Incorrect format');
  });

  it('accepts an 18th birthday today and refuses it tomorrow', () => {
    expect(validateDateOfBirth('2008-05-20', TODAY)).toBeUndefined();
    expect(validateDateOfBirth('2008-05-21', TODAY)).toBe('Sorry, your age must be 18+.');
  });

  it('refuses a date in the future as too young', () => {
    expect(validateDateOfBirth('2030-01-01', TODAY)).toBe('Sorry, your age must be 18+.');
  });

  it('accepts 90 up to the day before the 91st birthday', () => {
    expect(validateDateOfBirth('1936-05-20', TODAY)).toBeUndefined();
    expect(validateDateOfBirth('1935-05-21', TODAY)).toBeUndefined();
    expect(validateDateOfBirth('1935-05-20', TODAY)).toBe('Incorrect format');
  });

  it('refuses to guess when today is not a date', () => {
    expect(() => validateDateOfBirth('2000-01-01', '20/05/2026')).toThrow(RangeError);
  });
});

describe('dateOfBirthRule', () => {
  it('binds today for a form', () => {
    const validate = dateOfBirthRule(TODAY);
    expect(validate('2008-05-21')).toBe('Sorry, your age must be 18+.');
    expect(validate('1990-01-01')).toBeUndefined();
  });
});
