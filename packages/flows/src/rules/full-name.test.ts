import { describe, expect, it } from 'vitest';
import {
  normalizeFullName,
  validateContactFullName,
  validateFullName,
  validateRegistrationFullName,
} from './full-name.ts';

describe('validateFullName', () => {
  // Issue 32: 'Please enter Full Name' is the seed's word for the contact form only (seed 000 §5, "Invite and
  // contact"); elsewhere its plain other wording (§5, "General": 'Please enter your full name').
  it('asks for a missing name in plain English', () => {
    expect(validateFullName('')).toBe('Please enter your full name');
    expect(validateFullName('  ')).toBe('Please enter your full name');
    expect(validateFullName(undefined)).toBe('Please enter your full name');
  });

  it.each(['Jo', 'Jane Doe', "Siobhán O'Brien", 'Anne-Marie Smith', 'O’Neill', 'Zoë Ångström', 'Łukasz Żółć'])(
    'accepts %s',
    (value) => {
      expect(validateFullName(value)).toBeUndefined();
    },
  );

  it.each([
    ['a digit', 'Jane Doe 2'],
    ['a symbol', 'Jane & John'],
    ['a dot', 'J. Doe'],
    ['an emoji', 'Jane 😀'],
    ['a tab', 'Jane\tDoe'],
    ['one character', 'J'],
    ['one non-space character among spaces', ' J '],
  ])('rejects %s with Incorrect Format', (_case, value) => {
    expect(validateFullName(value)).toBe('Incorrect Format');
  });

  // The database counts characters (code points), as people do; JavaScript's length counts UTF-16 units, two for a
  // letter outside the Basic Multilingual Plane, so 'U+10000' alone passed here and broke the database's check.
  it('counts characters, not UTF-16 units', () => {
    expect(validateFullName('\u{10000}')).toBe('Incorrect Format');
    expect(validateFullName('\u{10000}\u{10001}')).toBeUndefined();
    expect(validateFullName('\u{10000}'.repeat(150))).toBeUndefined();
    expect(validateFullName('\u{10000}'.repeat(151))).toBe('Incorrect Format');
  });

  it('keeps the spaces of an untrimmed name in its length', () => {
    expect(validateFullName(`${'a'.repeat(149)} `)).toBeUndefined();
    expect(validateFullName(` ${'a'.repeat(150)}`)).toBe('Incorrect Format');
  });

  it('allows 150 characters and not 151', () => {
    expect(validateFullName('a'.repeat(150))).toBeUndefined();
    expect(validateFullName('a'.repeat(151))).toBe('Incorrect Format');
  });

  it("is the contact form's rule, in the contact form's own words for a missing name", () => {
    expect(validateContactFullName('')).toBe('Please enter Full Name');
    expect(validateContactFullName('J')).toBe(validateFullName('J'));
    expect(validateContactFullName('Jane Doe')).toBeUndefined();
  });
});

describe('validateRegistrationFullName', () => {
  it('asks for a missing name in its own words', () => {
    expect(validateRegistrationFullName('')).toBe('Please enter your full name');
    expect(validateRegistrationFullName('   ')).toBe('Please enter your full name');
  });

  it('allows 100 characters and not 101', () => {
    expect(validateRegistrationFullName('a'.repeat(100))).toBeUndefined();
    expect(validateRegistrationFullName('a'.repeat(101))).toBe('Incorrect Format');
  });

  it('checks the trimmed name', () => {
    expect(validateRegistrationFullName(`  ${'a'.repeat(100)}  `)).toBeUndefined();
    expect(validateRegistrationFullName(' J ')).toBe('Incorrect Format');
  });

  it('trims what it sends', () => {
    expect(normalizeFullName('  Jane Doe ')).toBe('Jane Doe');
  });
});
