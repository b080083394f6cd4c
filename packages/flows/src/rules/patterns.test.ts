import { describe, expect, it } from 'vitest';
import { ADDRESS_LIKE, EIGHT_ALPHANUMERICS, EIGHT_DIGITS, SIX_DIGITS, genericTextPattern } from './patterns.ts';

describe('digit patterns', () => {
  it('takes exactly six digits', () => {
    expect(SIX_DIGITS.test('123456')).toBe(true);
    expect(SIX_DIGITS.test('12345')).toBe(false);
    expect(SIX_DIGITS.test('1234567')).toBe(false);
    expect(SIX_DIGITS.test('12-34-56')).toBe(false);
  });

  it('takes exactly eight digits', () => {
    expect(EIGHT_DIGITS.test('12345678')).toBe(true);
    expect(EIGHT_DIGITS.test('1234567')).toBe(false);
    expect(EIGHT_DIGITS.test('123456789')).toBe(false);
    expect(EIGHT_DIGITS.test('1234567a')).toBe(false);
  });

  it('takes exactly eight letters or digits', () => {
    expect(EIGHT_ALPHANUMERICS.test('SC123456')).toBe(true);
    expect(EIGHT_ALPHANUMERICS.test('01234567')).toBe(true);
    expect(EIGHT_ALPHANUMERICS.test('SC12345')).toBe(false);
    expect(EIGHT_ALPHANUMERICS.test('SC 12345')).toBe(false);
  });
});

describe('ADDRESS_LIKE', () => {
  it('takes 7 to 50 characters of address text', () => {
    expect(ADDRESS_LIKE.test('1 High St')).toBe(true);
    expect(ADDRESS_LIKE.test("Flat 2/3, St. John's Road (rear)")).toBe(true);
    expect(ADDRESS_LIKE.test('1 Hi S')).toBe(false);
    expect(ADDRESS_LIKE.test('a'.repeat(7))).toBe(true);
    expect(ADDRESS_LIKE.test('a'.repeat(50))).toBe(true);
    expect(ADDRESS_LIKE.test('a'.repeat(51))).toBe(false);
    expect(ADDRESS_LIKE.test('1 High St 😀')).toBe(false);
  });
});

describe('genericTextPattern', () => {
  it('takes 2 up to the maximum characters', () => {
    const upTo10 = genericTextPattern(10);
    expect(upTo10.test('ok')).toBe(true);
    expect(upTo10.test('Hello, 1!')).toBe(true);
    expect(upTo10.test('a')).toBe(false);
    expect(upTo10.test('a'.repeat(10))).toBe(true);
    expect(upTo10.test('a'.repeat(11))).toBe(false);
    expect(upTo10.test('<script>')).toBe(false);
  });
});
