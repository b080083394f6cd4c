import { describe, expect, it } from 'vitest';
import {
  ISA_APPLICATION_MESSAGES,
  ISA_ELIGIBILITY_MESSAGES,
  isaIneligibility,
  normaliseNiNumber,
  validateNiNumber,
  validateTypedSignature,
} from './application.ts';

describe('isaIneligibility', () => {
  it('accepts an investor on their 18th birthday, not the day before', () => {
    expect(isaIneligibility({ dateOfBirth: '2008-11-30', ukResident: true, today: '2026-11-30' })).toBeUndefined();
    expect(isaIneligibility({ dateOfBirth: '2008-12-01', ukResident: true, today: '2026-11-30' })).toBe(
      ISA_ELIGIBILITY_MESSAGES.underAge,
    );
  });
  it('counts a 29 February birthday from 1 March in a year without one', () => {
    expect(isaIneligibility({ dateOfBirth: '2008-02-29', ukResident: true, today: '2026-02-28' })).toBe(
      ISA_ELIGIBILITY_MESSAGES.underAge,
    );
    expect(isaIneligibility({ dateOfBirth: '2008-02-29', ukResident: true, today: '2026-03-01' })).toBeUndefined();
  });
  it('refuses without a date of birth or UK residence', () => {
    expect(isaIneligibility({ dateOfBirth: null, ukResident: true, today: '2026-11-30' })).toBe(
      ISA_ELIGIBILITY_MESSAGES.noDateOfBirth,
    );
    expect(isaIneligibility({ dateOfBirth: '1980-01-01', ukResident: false, today: '2026-11-30' })).toBe(
      ISA_ELIGIBILITY_MESSAGES.notUkResident,
    );
  });
});

describe('validateNiNumber', () => {
  it('accepts HMRC format with or without spaces, in either case', () => {
    expect(validateNiNumber('AB 12 34 56 C')).toBeUndefined();
    expect(validateNiNumber('ab123456d')).toBeUndefined();
    expect(normaliseNiNumber('ab 12 34 56 d')).toBe('AB123456D');
  });
  it('refuses what HMRC does not allocate', () => {
    for (const bad of ['DA123456A', 'AO123456A', 'GB123456A', 'ZZ123456A', 'AB123456E', 'AB12345A', 'AB1234567A']) {
      expect(validateNiNumber(bad), bad).toBe(ISA_APPLICATION_MESSAGES.niNumberFormat);
    }
    expect(validateNiNumber('  ')).toBe(ISA_APPLICATION_MESSAGES.niNumberRequired);
  });
});

describe('validateTypedSignature', () => {
  it('accepts the full name, case and spacing aside', () => {
    expect(validateTypedSignature(' olivia  BENNETT ', 'Olivia Bennett')).toBeUndefined();
    expect(validateTypedSignature('Olivia B', 'Olivia Bennett')).toBe(ISA_APPLICATION_MESSAGES.signatureMismatch);
    expect(validateTypedSignature('', 'Olivia Bennett')).toBe(ISA_APPLICATION_MESSAGES.signatureRequired);
  });
});
