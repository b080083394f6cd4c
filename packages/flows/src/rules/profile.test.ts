import { describe, expect, it } from 'vitest';
import {
  awaitingApprovalNote,
  emptyIfBlank,
  PROFILE_MESSAGE_TIMEOUT_MS,
  PROFILE_MESSAGES,
  validateProfileAccountNumber,
  validateProfileEmail,
  validateProfilePhone,
  validateProfileSortCode,
  validateProfileWebsite,
} from './profile.ts';

describe('profile bank details (seed 000 §5)', () => {
  it('asks for a sort code of exactly 6 digits', () => {
    expect(validateProfileSortCode('')).toBe('Please fill required field.');
    expect(validateProfileSortCode('   ')).toBe('Please fill required field.');
    expect(validateProfileSortCode(undefined)).toBe('Please fill required field.');
    expect(validateProfileSortCode('12345')).toBe('Incorrect Format');
    expect(validateProfileSortCode('1234567')).toBe('Incorrect Format');
    expect(validateProfileSortCode('12-34-5')).toBe('Incorrect Format');
    expect(validateProfileSortCode('12-34-56')).toBeUndefined();
    expect(validateProfileSortCode('123456')).toBeUndefined();
  });

  it('asks for an account number of exactly 8 digits', () => {
    expect(validateProfileAccountNumber('')).toBe('Please fill required field.');
    expect(validateProfileAccountNumber('1234567')).toBe('Incorrect Format');
    expect(validateProfileAccountNumber('123456789')).toBe('Incorrect Format');
    expect(validateProfileAccountNumber('1234567a')).toBe('Incorrect Format');
    expect(validateProfileAccountNumber('12345678')).toBeUndefined();
  });
});

describe('profile contact details', () => {
  it('requires a UK phone', () => {
    expect(validateProfilePhone('  ')).toBe('Field is required');
    expect(validateProfilePhone('12345')).toBe('Incorrect format');
    expect(validateProfilePhone('7700900123')).toBeUndefined();
    expect(validateProfilePhone('07700 900123')).toBeUndefined();
  });

  it('checks the e-mail with its own words', () => {
    expect(validateProfileEmail(' ')).toBe('Please enter the Email');
    expect(validateProfileEmail('olivia@example')).toBe('Incorrect email format');
    expect(validateProfileEmail('olivia @example.com')).toBe('Incorrect email format');
    expect(validateProfileEmail('olivia@example.com')).toBeUndefined();
  });

  it('lets the website be empty, else asks for an address', () => {
    expect(validateProfileWebsite('')).toBeUndefined();
    expect(validateProfileWebsite('   ')).toBeUndefined();
    expect(validateProfileWebsite('example.com')).toBeUndefined();
    expect(validateProfileWebsite('https://oliviabennett.example/about')).toBeUndefined();
    expect(validateProfileWebsite('not a site')).toBe('Incorrect format');
    expect(validateProfileWebsite('nodot')).toBe('Incorrect format');
    expect(validateProfileWebsite(`https://a.b/${'x'.repeat(2048)}`)).toBe('Incorrect format');
  });

  it('saves whitespace-only values as empty and trims the others', () => {
    expect(emptyIfBlank('   ')).toBe('');
    expect(emptyIfBlank(undefined)).toBe('');
    expect(emptyIfBlank(' example.com ')).toBe('example.com');
  });

  it('labels a change waiting for its link', () => {
    expect(awaitingApprovalNote('+447700900999')).toBe('This +447700900999 is awaiting approval');
    expect(awaitingApprovalNote(null)).toBeUndefined();
  });
});

describe('profile messages (seed 000 §8)', () => {
  it('words the confirmation outcomes as the seed does', () => {
    expect(PROFILE_MESSAGES.confirmed).toBe('Your Profile details were successfully updated!');
    expect(PROFILE_MESSAGES.invalidLink).toBe('Confirmation link is invalid');
  });

  it('keeps the confirmation outcomes 10 seconds and other successes 3', () => {
    expect(PROFILE_MESSAGE_TIMEOUT_MS).toEqual({ confirmed: 10_000, invalidLink: 10_000, otherSuccess: 3_000 });
  });
});
